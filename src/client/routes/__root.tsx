import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { pageTitle } from "../../shared/page-title";
import { BackgroundAudio } from "../guest/background-audio";
import { NotFoundPage } from "../guest/not-found-page";
import { TopNav } from "../guest/top-nav";
import { useWedding } from "../guest/use-wedding";
import { lazy, Suspense, useEffect, useState } from "react";

// The toast list (Radix) is not needed to show a page: it loads once the page has rendered, and any
// toast raised before it arrives waits in the store (ui/use-toast) and shows then.
const Toaster = lazy(() => import("../ui/toaster").then((m) => ({ default: m.Toaster })));

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
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
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
      {rendered && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
