/**
 * What the server puts into index.html around the app: the wedding details as JSON (the app primes its query
 * cache with them, so no page flashes the default names), the page's title and link preview, and for a guest
 * page (`serverRendered` in src/shared/pages.ts) the page itself, drawn by the app's own components
 * (src/client/entry-server.tsx) with the answers it was drawn from, which the app hydrates.
 * Data only: nothing here runs script, and the CSP allows no inline script anyway.
 */
import { pathToFileURL } from "node:url";
import { PAGE_STATE_ID } from "../shared/page-state";
import { pageTitle } from "../shared/page-title";
import { pageOf } from "../shared/pages";
import { REPLY_FORM_STATE_ID, type ReplyFormState } from "../shared/reply-form-state";
import { SITE_PREPARING_ID } from "../shared/setup-pending";
import { weddingView } from "../shared/wedding-view";
import { weddingDetailsRead } from "./modules/wedding/router";
import { openGraphTags } from "./open-graph";
import { publicRead } from "./public-cache/cache";
import { setupDone } from "./setup/setup-done";
import { callAt } from "./rest";
import type { Deps } from "./trpc/context";
import type { createCaller } from "./trpc/router";

export const WEDDING_DATA_ID = "wedding-details";

export interface PageShell {
  /** The page drawn by the server, placed inside #root; empty when the app draws it. */
  html: string;
  /** HTML placed before </body>: data only, never executable (the CSP allows no inline script). */
  data: string;
  /** The page's own <title>, the same the app sets (src/shared/page-title.ts). */
  title: string;
  /** Meta elements for the head: the link preview (Open Graph) a chat app shows for the page. */
  head: string;
}

/** JSON safe inside a <script type="application/json"> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const dataScript = (id: string, value: unknown) => `<script id="${id}" type="application/json">${scriptJson(value)}</script>`;

/** The render module's door (src/client/entry-server.tsx). */
interface PageRenderer {
  renderPage(input: {
    url: string;
    query: (path: string, input: unknown) => Promise<unknown>;
    replyForm?: ReplyFormState;
    origin?: string;
  }): Promise<{ html: string; state: unknown } | null>;
}

const renderers = new Map<string, Promise<PageRenderer>>();
/** Loaded once per file (the build's, or the source under tests). */
const rendererAt = (file: string) => {
  let loading = renderers.get(file);
  if (!loading) {
    loading = import(pathToFileURL(file).href) as Promise<PageRenderer>;
    renderers.set(file, loading);
  }
  return loading;
};

/** A page's queries answered by this request's own procedures, as the guest's calls would be; guest reads only. */
export const guestQuery =
  (caller: ReturnType<typeof createCaller>) =>
  (path: string, input: unknown): Promise<unknown> =>
    path.startsWith("guest.") ? callAt(caller, path)(input) : Promise.reject(new Error(`a guest page asked for ${path}`));

export interface PageShellOptions {
  notFound?: boolean;
  origin?: string;
  /** The address with its query string, as the page's router reads it. */
  url?: string;
  /** Answers the page's queries as the app would have asked them (a tRPC caller with this request's context). */
  query?: (path: string, input: unknown) => Promise<unknown>;
  /** The reply form posted without JavaScript, sent back with what was typed and the errors. */
  replyForm?: ReplyFormState;
}

export async function pageShell(
  deps: Pick<Deps, "db" | "cache" | "setup" | "config" | "log">,
  pathname: string,
  opts: PageShellOptions = {},
): Promise<PageShell> {
  const details = await publicRead(deps.cache, weddingDetailsRead);
  let data = dataScript(WEDDING_DATA_ID, details);
  const w = weddingView(details);
  const title = pageTitle(pathname, w, opts);
  const head = opts.origin ? openGraphTags(w, pathname, opts.origin) : "";
  if (opts.replyForm) data += dataScript(REPLY_FORM_STATE_ID, opts.replyForm);
  // Before setup the app shows "being prepared" in place of every guest page: nothing to draw here.
  if (!(await setupDone(deps))) return { html: "", data: `${data}${dataScript(SITE_PREPARING_ID, true)}`, title, head };
  const file = deps.config.renderEntry;
  if (opts.notFound || !pageOf(pathname)?.serverRendered || !file || !opts.query) return { html: "", data, title, head };
  try {
    const rendered = await (
      await rendererAt(file)
    ).renderPage({ url: opts.url ?? pathname, query: opts.query, replyForm: opts.replyForm, origin: opts.origin });
    // A query the page could not have answered (an unknown link): the app draws the page and says so itself.
    if (!rendered) return { html: "", data, title, head };
    return { html: rendered.html, data: `${data}${dataScript(PAGE_STATE_ID, rendered.state)}`, title, head };
  } catch (err) {
    // The page still works: the app draws it in the browser.
    deps.log.error({ err, pathname: pageOf(pathname)?.path }, "page render failed");
    return { html: "", data, title, head };
  }
}
