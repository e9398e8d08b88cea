/**
 * Each page's own browser title, "<Page> · <Couple>" ("Wedding Itinerary · Aarav & Meera"), from the wedding
 * details the page already has and the page's name in the pages table (pages.ts). Pure: the app sets
 * document.title with it, and the server puts the same text into the first paint's <title>.
 */
import { pageOf } from "./pages";
import { coupleNames, type WeddingView } from "./wedding-view";

export function pageTitle(pathname: string, w: Pick<WeddingView, "groomFirst" | "brideFirst">, opts: { notFound?: boolean } = {}): string {
  const couple = coupleNames({ groomName: w.groomFirst, brideName: w.brideFirst });
  if (opts.notFound) return `Page Not Found · ${couple}`;
  const name = pageOf(pathname)?.title;
  // The home page (and a page without a name of its own) leads with the couple: "Aarav & Meera · Wedding".
  return name ? `${name} · ${couple}` : `${couple} · Wedding`;
}
