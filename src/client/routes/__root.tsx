import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { pageTitle } from "../../shared/page-title";
import { BackgroundAudio } from "../guest/background-audio";
import { NotFoundPage } from "../guest/not-found-page";
import { TopNav } from "../guest/top-nav";
import { useWedding } from "../guest/use-wedding";
import { ToastOutlet } from "../ui/toast-outlet";
import { useEffect } from "react";

/** Each page's own title ("Wedding Itinerary · Aarav & Meera"), following the wedding details. */
function usePageTitle(pathname: string) {
  const notFound = useRouterState({ select: (s) => s.matches.some((m) => m.status === "notFound" || m._notFound === true) });
  const { groomFirst, brideFirst } = useWedding();
  useEffect(() => {
    document.title = pageTitle(pathname, { groomFirst, brideFirst }, { notFound });
  }, [pathname, notFound, groomFirst, brideFirst]);
}

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isAdmin = pathname.startsWith("/admin");
  usePageTitle(pathname);
  return (
    <>
      {/* "Skip to content" is in index.html, before the hero the server paints ahead of #root: the first Tab stop. */}
      {!isAdmin && <TopNav />}
      <div id="content">
        <Outlet />
      </div>
      {/* Music plays on every guest page, login included (guest spec), not in the dashboard. */}
      {!isAdmin && <BackgroundAudio />}
      {/* The toast list loads with the first toast; without a connection they show as a plain list. */}
      <ToastOutlet />
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
