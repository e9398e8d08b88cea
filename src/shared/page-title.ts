/**
 * Each page's own browser title, "<Page> · <Couple>" ("Wedding Itinerary · Aarav & Meera"), from the wedding
 * details the page already has. Pure: the app sets document.title with it, and the server can put the same
 * text into the first paint's <title> (src/server/static.ts serves index.html).
 */
import type { WeddingView } from "./wedding-view";

/** The page name of a path, or null when it has none of its own. */
export function pageNameOf(pathname: string): string | null {
  if (pathname === "/") return "Wedding";
  if (/^\/timeline\/?$/.test(pathname)) return "Wedding Itinerary";
  if (/^\/menu\/[^/]+\/?$/.test(pathname)) return "Menus";
  if (/^\/rsvp\/[^/]+\/?$/.test(pathname)) return "Your Reply";
  if (/^\/login\/?$/.test(pathname)) return "Admin Login";
  if (/^\/admin(\/.*)?$/.test(pathname)) return "Admin Dashboard";
  return null;
}

export function pageTitle(pathname: string, w: Pick<WeddingView, "groomFirst" | "brideFirst">, opts: { notFound?: boolean } = {}): string {
  // The same order as the hero and the hashtag (#AaravWedsMeera).
  const couple = `${w.groomFirst} & ${w.brideFirst}`;
  if (opts.notFound) return `Page Not Found · ${couple}`;
  const name = pageNameOf(pathname);
  // The home page (and a page not named here yet) leads with the couple: "Aarav & Meera · Wedding".
  return name && name !== "Wedding" ? `${name} · ${couple}` : `${couple} · Wedding`;
}
