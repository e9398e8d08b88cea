/**
 * The app's router and its providers, made the same way in the browser (app.tsx) and on the server
 * (entry-server.tsx), so the server's HTML and the browser's first render are one component tree.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { routeTree } from "./route-tree.gen";
import { RouteError } from "./ui/route-error";

/** `origin`: the site's address as the guest's browser sees it (the server's render has no window to ask). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, origin?: string) {
  return createRouter({
    routeTree,
    history,
    origin,
    context: { queryClient },
    defaultPreload: "intent",
    // The browser restores scroll itself; on the server the router would write an inline script for it,
    // which the page's CSP refuses (and no page carries inline script).
    scrollRestoration: typeof window !== "undefined",
    // A page whose code did not arrive says so with "Try again" (not "Something went wrong!").
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
