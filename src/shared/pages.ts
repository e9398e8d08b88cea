/**
 * Every page of the app, in one table: the path (as the router's file routes spell it, `$name` for a
 * parameter), its browser title and what the server paints before the script. The server's direct-open
 * routes (src/server/static.ts), the titles (page-title.ts) and the painted shell (src/server/page-shell.tsx)
 * read it; src/shared/__tests__/pages.test.ts holds it equal to the client's route tree.
 */

/** What the server renders ahead of the script: the hero, or the page's title block (views/shell-view.tsx). */
export type ShellPage = "home" | "timeline" | "menus";

export interface Page {
  path: string;
  /** The page's own name in the browser title; null leads with the couple ("Aarav & Meera · Wedding"). */
  title: string | null;
  /** The largest paint of the page, drawn by the server; null when the app draws everything. */
  shell: ShellPage | null;
  /** A guest page the service worker keeps for reading offline (src/worker/service-worker.ts); never an admin page. */
  offline?: true;
}

export const PAGES: readonly Page[] = [
  { path: "/", title: null, shell: "home", offline: true },
  { path: "/timeline", title: "Wedding Itinerary", shell: "timeline", offline: true },
  { path: "/menu/$slug", title: "Menus", shell: "menus", offline: true },
  { path: "/menu/view", title: "Menus", shell: "menus", offline: true },
  { path: "/rsvp/$token", title: "Your Reply", shell: null, offline: true },
  { path: "/i/$token", title: "Your Invitation", shell: null, offline: true },
  { path: "/login", title: "Admin Login", shell: null },
  { path: "/setup", title: null, shell: null },
  { path: "/admin", title: "Admin Dashboard", shell: null },
  { path: "/admin/print", title: "Admin Dashboard", shell: null },
  { path: "/admin/print/caterer", title: "Admin Dashboard", shell: null },
  { path: "/admin/print/rooming", title: "Admin Dashboard", shell: null },
  { path: "/admin/print/travel", title: "Admin Dashboard", shell: null },
  { path: "/admin/print/invitation-cards", title: "Admin Dashboard", shell: null },
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
