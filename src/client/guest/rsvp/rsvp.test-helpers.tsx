/** Shared setup for the guest RSVP component tests: the wedding's details, and the home page's RSVP section with the private link's page under a router. */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { Answer } from "../../admin/msw-trpc.test-helpers";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { RsvpSection } from "../rsvp-section";
import { EditReplyPage } from "./edit-reply-page";

/** guest.weddingDetails's answer: Meera & Aarav on 7 November 2025, replies open unless `rsvpDeadline` says otherwise. */
export const weddingDetails = (rsvpDeadline: string | null = null): Answer => ({
  data: {
    weddingDate: "2025-11-07",
    brideName: "Meera",
    groomName: "Aarav",
    venue: "The Hill Cafe",
    venueAddress: null,
    directionsLink: null,
    backgroundAudioUrl: null,
    backgroundAudioTitle: null,
    backgroundAudioEnabled: false,
    rsvpDeadline,
  },
});

/** The section loads its form when near the screen; jsdom has no IntersectionObserver, so everything is in view. */
export function stubIntersectionObserver() {
  globalThis.IntersectionObserver ??= class {
    constructor(private cb: IntersectionObserverCallback) {}
    observe() {
      this.cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

/** The home page's RSVP section and the private link's page, under a router (the card links to the page). */
export function renderReplyPages(path = "/") {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <RsvpSection onSubmitted={() => {}} /> });
  const edit = createRoute({
    getParentRoute: () => root,
    path: "/rsvp/$token",
    component: function Edit() {
      return <EditReplyPage token={edit.useParams().token} />;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([home, edit]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

/** Picks "Joyfully accepts" and waits for the sections it opens: they are shown a frame after the tap (reply-form.tsx). */
export async function acceptInvitation() {
  fireEvent.click(screen.getByLabelText(/Joyfully accepts/));
  await waitFor(() => expect(document.querySelector(".attending-only:not([hidden])")).not.toBeNull());
}
