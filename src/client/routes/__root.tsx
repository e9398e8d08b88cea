import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { BackgroundAudio } from "../guest/background-audio";
import { NotFoundPage } from "../guest/not-found-page";
import { TopNav } from "../guest/top-nav";
import { lazy, Suspense, useEffect, useState } from "react";

// The toast list (Radix) is not needed to show a page: it loads once the page has rendered, and any
// toast raised before it arrives waits in the store (ui/use-toast) and shows then.
const Toaster = lazy(() => import("../ui/toaster").then((m) => ({ default: m.Toaster })));

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isAdmin = pathname.startsWith("/admin");
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return (
    <>
      <a href="#content" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
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
