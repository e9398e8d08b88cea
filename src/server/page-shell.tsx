/**
 * What the server puts into index.html before the script runs: the wedding details as JSON (the app
 * primes its query cache with them, so no page flashes the default names) and, for a page with a shell in
 * src/shared/pages.ts, the hero or the page title rendered to HTML: the largest paint never waits for the JavaScript.
 * Data only: nothing here runs script, and the CSP allows no inline script anyway.
 */
import { renderToString } from "react-dom/server";
import { pageTitle } from "../shared/page-title";
import { weddingView } from "../shared/wedding-view";
import { pageOf } from "../shared/pages";
import { SHELL_ID, ShellView } from "../shared/views/shell-view";
import { weddingDetailsRead } from "./modules/wedding/router";
import { publicRead } from "./public-cache/cache";
import { openGraphTags } from "./open-graph";
import { setupDone } from "./setup/setup-done";
import type { Deps } from "./trpc/context";
import { SITE_PREPARING_ID } from "../shared/setup-pending";
import { REPLY_FORM_STATE_ID, type ReplyFormState } from "../shared/reply-form-state";

export const WEDDING_DATA_ID = "wedding-details";

export interface PageShell {
  /**
   * HTML placed just before #root. The app leaves it in place (the home page adopts it instead of
   * rendering its own hero), so the largest paint of "/" never waits for the script.
   */
  before: string;
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

export async function pageShell(
  deps: Pick<Deps, "db" | "cache" | "setup">,
  pathname: string,
  opts: { notFound?: boolean; origin?: string; replyForm?: ReplyFormState } = {},
): Promise<PageShell> {
  const details = await publicRead(deps.cache, weddingDetailsRead);
  // The RSVP form as a no-JavaScript post left it (modules/rsvp/form-post.ts): typed values, errors, its key.
  const form = opts.replyForm ? `<script id="${REPLY_FORM_STATE_ID}" type="application/json">${scriptJson(opts.replyForm)}</script>` : "";
  const data = `<script id="${WEDDING_DATA_ID}" type="application/json">${scriptJson(details)}</script>${form}`;
  const w = weddingView(details);
  const title = pageTitle(pathname, w, opts);
  const head = opts.origin ? openGraphTags(w, pathname, opts.origin) : "";
  const page = pageOf(pathname)?.shell;
  // Before setup the app shows "being prepared" in place of every guest page: no hero to paint.
  if (!(await setupDone(deps))) return { before: "", data: `${data}<script id="${SITE_PREPARING_ID}" type="application/json">true</script>`, title, head };
  if (!page) return { before: "", data, title, head };
  const html = renderToString(<ShellView page={page} w={w} />);
  return { before: `<div id="${SHELL_ID}" data-page="${page}">${html}</div>`, data, title, head };
}
