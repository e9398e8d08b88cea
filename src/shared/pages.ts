/**
 * Every page of the app, in one table: the path (as the router's file routes spell it, `$name` for a
 * parameter), its browser title and whether the server draws it. The server's direct-open routes
 * (src/server/static.ts), the titles (page-title.ts) and the server's render (src/server/page-render.ts)
 * read it; src/shared/__tests__/pages.test.ts holds it equal to the client's route tree.
 */

export interface Page {
  path: string;
  /** The page's own name in the browser title; null leads with the couple ("Aarav & Meera · Wedding"). */
  title: string | null;
  /**
   * A guest page the server draws whole (src/client/entry-server.tsx) and the app hydrates: it reads and
   * its form posts before (and without) JavaScript. The team's pages are drawn by the app.
   */
  serverRendered?: true;
  /** A guest page the service worker keeps for reading offline (src/worker/service-worker.ts); never an admin page. */
  offline?: true;
}

export const PAGES: readonly Page[] = [
  { path: "/", title: null, serverRendered: true, offline: true },
  { path: "/timeline", title: "Wedding Itinerary", serverRendered: true, offline: true },
  { path: "/menu/$slug", title: "Menus", serverRendered: true, offline: true },
  { path: "/menu/view", title: "Menus", serverRendered: true, offline: true },
  { path: "/rsvp/$token", title: "Your Reply", serverRendered: true, offline: true },
  { path: "/i/$token", title: "Your Invitation", serverRendered: true, offline: true },
  { path: "/login", title: "Admin Login" },
  { path: "/setup", title: null },
  { path: "/admin", title: "Admin Dashboard" },
  { path: "/admin/print", title: "Admin Dashboard" },
  { path: "/admin/print/caterer", title: "Admin Dashboard" },
  { path: "/admin/print/rooming", title: "Admin Dashboard" },
  { path: "/admin/print/travel", title: "Admin Dashboard" },
  { path: "/admin/print/invitation-cards", title: "Admin Dashboard" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "/menu/$slug" matches "/menu/anything" and "/menu/anything/"; a literal segment matches itself. */
const patternOf = (path: string) =>
  new RegExp(
    `^${
      path === "/"
        ? "/"
        : path
            .split("/")
            .map((s) => (s.startsWith("$") ? "[^/]+" : escapeRegExp(s)))
            .join("/") + "/?"
    }$`,
  );

const MATCHERS = PAGES.map((page) => ({ page, re: patternOf(page.path) }));

/** The page a pathname opens (a literal path before a parameter: "/menu/view" is itself), or null for none. */
export function pageOf(pathname: string): Page | null {
  const hits = MATCHERS.filter((m) => m.re.test(pathname)).map((m) => m.page);
  return hits.find((p) => !p.path.includes("$")) ?? hits[0] ?? null;
}
