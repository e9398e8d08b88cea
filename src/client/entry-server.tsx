/**
 * The server's render of a guest page: the same router, routes and components as the browser, drawn to HTML
 * with the data the page asks for. The page is rendered, the queries it asked for are answered (by the
 * server's own procedures, through `query`), and it is rendered again with them, at most three rounds: a
 * query that needs another's answer comes in the next round. Built on its own (`vite build --ssr`) and
 * loaded by src/server/page-render.ts; the browser hydrates the HTML with the state returned here (app.tsx).
 */
import { dehydrate, type DehydratedState, type Query, skipToken } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import type { PageDrawing } from "../shared/page-state";
import type { ReplyFormState } from "../shared/reply-form-state";
import { PostedReplyForm } from "./guest/rsvp/posted-form";
import { AppRoot, createAppRouter } from "./router";
import { makeQueryClient } from "./trpc";
import { DrawnAt } from "./ui/drawn-at";

export interface RenderInput {
  /** The page's address: path and query string. */
  url: string;
  /** Answers a query of the page: the procedure's path ("guest.weddingDetails") and its input. */
  query: (path: string, input: unknown) => Promise<unknown>;
  /** The reply form posted without JavaScript, sent back with its errors (or a member added). */
  replyForm?: ReplyFormState;
  /** The site's address as the guest's browser sees it ("https://example.com"), for links shown whole. */
  origin?: string;
}

export interface RenderOutput {
  html: string;
  /** The answered queries, for the browser's query cache, and when they were drawn. */
  state: DehydratedState & PageDrawing;
}

const MAX_ROUNDS = 3;

/** A query the render asked for and nobody has answered (a disabled one waits for the browser). */
function unanswered(q: Query): boolean {
  const options = q.options as { enabled?: unknown; queryFn?: unknown };
  return q.state.status === "pending" && options.queryFn !== skipToken && options.enabled !== false;
}

/** The procedure path and input of a tRPC query key ([["guest", "myRsvp"], { input, type: "query" }]). */
function procedureOf(key: readonly unknown[]): { path: string; input: unknown } | null {
  const [path, opts] = key as [unknown, { input?: unknown; type?: string } | undefined];
  if (!Array.isArray(path) || !path.every((p) => typeof p === "string") || opts?.type !== "query") return null;
  return { path: path.join("."), input: opts.input };
}

/** The page's HTML and state, or null when a query failed (the browser then draws the page itself). */
export async function renderPage({ url, query, replyForm, origin }: RenderInput): Promise<RenderOutput | null> {
  const queryClient = makeQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), origin);
  await router.load();
  // Every round draws the same moment (the countdown), and the browser hydrates with it.
  const drawnAt = Date.now();
  const draw = () =>
    renderToString(
      <DrawnAt.Provider value={drawnAt}>
        <PostedReplyForm.Provider value={replyForm ?? null}>
          <AppRoot router={router} queryClient={queryClient} />
        </PostedReplyForm.Provider>
      </DrawnAt.Provider>,
    );
  let html = draw();
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const asked = queryClient.getQueryCache().getAll().filter(unanswered);
    if (asked.length === 0) break;
    const answers = await Promise.allSettled(
      asked.map((q) => {
        const procedure = procedureOf(q.queryKey);
        if (!procedure) return Promise.reject(new Error(`not a tRPC query: ${JSON.stringify(q.queryKey)}`));
        return queryClient.fetchQuery({ queryKey: q.queryKey, queryFn: () => query(procedure.path, procedure.input) });
      }),
    );
    if (answers.some((a) => a.status === "rejected")) return null;
    html = draw();
  }
  if (queryClient.getQueryCache().getAll().some(unanswered)) return null;
  // A part that failed to draw is left to the browser by React (a "<!--$!-->" boundary): the page would
  // then hydrate with a gap, so the server leaves the whole page to the browser and says why.
  if (html.includes("<!--$!-->")) throw new Error(`a part of the page failed to draw: ${/data-msg="([^"]*)"/.exec(html)?.[1] ?? "see the browser"}`);
  return { html, state: { ...dehydrate(queryClient), drawnAt } };
}
