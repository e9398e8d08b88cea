import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { pageTitle } from "../../shared/page-title";
import { NotFoundPage } from "../guest/not-found-page";
import { OfflineNote } from "../guest/offline";
import { PreparingPage } from "../guest/preparing-page";
import { SITE_PREPARING_ID } from "../../shared/setup-pending";
import { TopNav } from "../guest/top-nav";
import { useWedding } from "../guest/use-wedding";
import { ToastOutlet } from "../ui/toast-outlet";
import { useEffect } from "react";

/** The server marks a page loaded before the first-run setup was done (src/server/page-shell.tsx). */
const SITE_PREPARING = typeof document !== "undefined" && document.getElementById(SITE_PREPARING_ID) !== null;

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
  // Before the first-run setup, guest pages say the site is being prepared (the server takes no replies yet);
  // the setup page and the team's pages stay reachable.
  const preparing = SITE_PREPARING && !isAdmin && pathname !== "/login" && pathname !== "/setup";
  usePageTitle(pathname);
  return (
    <>
      {/* "Skip to content" is in index.html, before the hero the server paints ahead of #root: the first Tab stop. */}
      {!isAdmin && <OfflineNote pathname={pathname} />}
      {!isAdmin && !preparing && <TopNav />}
      <div id="content">{preparing ? <PreparingPage /> : <Outlet />}</div>
      {/* The toast list loads with the first toast; without a connection they show as a plain list. */}
      <ToastOutlet />
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
