import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { routeTree } from "./route-tree.gen";
import { queryClient, trpc } from "./trpc";
import { takeEarlyRsvpTap } from "./guest/first-act";
import { registerOfflineCopy } from "./guest/offline";
import { hydratePageShell } from "./guest/shell";
import { RouteError } from "./ui/route-error";

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  scrollRestoration: true,
  // A page whose code did not arrive says so with "Try again" (not "Something went wrong!").
  defaultErrorComponent: RouteError,
});

// "RSVP Now" tapped on the painted page before the app started is answered once the first page has rendered,
// after the router's own scroll restoration (subscribed when the router was made) has put the page at its top.
const stopWaiting = router.subscribe("onRendered", () => {
  stopWaiting();
  if (takeEarlyRsvpTap()) document.getElementById("rsvp-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

// The server sends the wedding details with the page (src/server/page-shell.tsx): no flash of default names.
const embedded = document.getElementById("wedding-details")?.textContent;
if (embedded) {
  try {
    queryClient.setQueryData(trpc.guest.weddingDetails.queryKey(), JSON.parse(embedded));
  } catch {
    // Malformed data only costs a fetch.
  }
}

hydratePageShell(queryClient);
registerOfflineCopy();
// Which release drew the page (VITE_BUILD_ID at build time): the offline journey checks a new one takes over whole.
if (import.meta.env.VITE_BUILD_ID) document.documentElement.dataset.release = String(import.meta.env.VITE_BUILD_ID);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
