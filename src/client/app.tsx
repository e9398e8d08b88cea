/**
 * The browser's app. A guest page arrives rendered by the server (src/client/entry-server.tsx) with the
 * answers it was drawn from (#page-state): the app takes them into its query cache, loads the page's route
 * and hydrates the HTML, so nothing is drawn twice and the form typed into before now stays as it is.
 * Other pages (the dashboard, login, setup) start empty and are drawn here.
 */
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PAGE_STATE_ID, type PageDrawing } from "../shared/page-state";
import { registerOfflineCopy } from "./guest/offline";
import { PostedReplyForm, postedReplyFormInPage } from "./guest/rsvp/posted-form";
import { recordTypingBeforeApp } from "./guest/rsvp/typed-early";
import { AppRoot, createAppRouter } from "./router";
import { queryClient, trpc } from "./trpc";
import { DrawnAt } from "./ui/drawn-at";

const readJson = <T,>(id: string): T | null => {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    // Malformed data only costs a fetch.
    return null;
  }
};

export const router = createAppRouter(queryClient);

// The server sends the wedding details with every page (src/server/page-render.ts): no flash of default names.
const details = readJson<unknown>("wedding-details");
if (details) queryClient.setQueryData(trpc.guest.weddingDetails.queryKey(), details as never);

registerOfflineCopy();
// Which release drew the page (VITE_BUILD_ID at build time): the offline journey checks a new one takes over whole.
if (import.meta.env.VITE_BUILD_ID) document.documentElement.dataset.release = String(import.meta.env.VITE_BUILD_ID);

export async function start() {
  // Text typed into the server's form before now is kept: the form takes it back once it runs.
  recordTypingBeforeApp();
  const root = document.getElementById("root")!;
  const state = readJson<DehydratedState & PageDrawing>(PAGE_STATE_ID);
  const app = (
    <DrawnAt.Provider value={typeof state?.drawnAt === "number" ? state.drawnAt : null}>
      <PostedReplyForm.Provider value={postedReplyFormInPage()}>
        <AppRoot router={router} queryClient={queryClient} />
      </PostedReplyForm.Provider>
    </DrawnAt.Provider>
  );
  if (!state || !root.firstElementChild) return createRoot(root).render(app);
  hydrate(queryClient, state);
  // Drawn by the server: the router renders the page as the server did (no loading boundary around the
  // first match), once the page's code is here.
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, hydration yields to the phone between parts of the page: a tap or a key during it is
  // answered sooner, and no one long task holds the page.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
