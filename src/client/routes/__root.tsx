import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { pageTitle } from "../../shared/page-title";
import { BackgroundAudio } from "../guest/background-audio";
import { NotFoundPage } from "../guest/not-found-page";
import { TopNav } from "../guest/top-nav";
import { useWedding } from "../guest/use-wedding";
import { useToasts } from "../ui/use-toast";
import { lazy, Suspense, useEffect, useState } from "react";

// The toast list (Radix) is not needed to show a page: it loads when the first toast is raised (a guest on a
// weak signal never pays for it before they reply), and that toast waits in the store (ui/use-toast) meanwhile.
const Toaster = lazy(() => import("../ui/toaster").then((m) => ({ default: m.Toaster })));

/** True from the first toast on (the list then stays mounted, so toasts can animate out). */
function useToastRaised() {
  const toasts = useToasts();
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (toasts.length) setRaised(true);
  }, [toasts.length]);
  return raised || toasts.length > 0;
}

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
  const toastRaised = useToastRaised();
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
      {toastRaised && (
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
