/**
 * What the server puts into index.html before the script runs: the wedding details as JSON (the app
 * primes its query cache with them, so no page flashes the default names) and, for "/", the hero
 * rendered to HTML so the photo and the names paint without waiting for the JavaScript.
 * Data only: nothing here runs script, and the CSP allows no inline script anyway.
 */
import { renderToString } from "react-dom/server";
import type { DB } from "../../db/connect";
import { weddingView } from "../shared/wedding-view";
import { HeroView } from "../client/guest/hero-view";
import { getWeddingDetails } from "./modules/wedding/queries";

export const WEDDING_DATA_ID = "wedding-details";

export const HERO_SHELL_ID = "hero-shell";

export interface PageShell {
  /**
   * HTML placed just before #root. The app leaves it in place (the home page adopts it instead of
   * rendering its own hero), so the largest paint of "/" never waits for the script.
   */
  before: string;
  /** HTML placed before </body>: data only, never executable (the CSP allows no inline script). */
  data: string;
}

/** JSON safe inside a <script type="application/json"> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

export async function pageShell(db: DB, pathname: string): Promise<PageShell> {
  const details = await getWeddingDetails(db);
  const data = `<script id="${WEDDING_DATA_ID}" type="application/json">${scriptJson(details)}</script>`;
  if (pathname !== "/") return { before: "", data };
  const w = weddingView(details);
  const hero = renderToString(<HeroView groomFirst={w.groomFirst} brideFirst={w.brideFirst} hashtag={w.hashtag} datesLabel={w.datesLabel} venue={w.venue} />);
  return { before: `<div id="${HERO_SHELL_ID}">${hero}</div>`, data };
}
