import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES, pageOf } from "../pages";

const clientDir = path.resolve(__dirname, "../../client");

/** The full paths TanStack Router generated (FileRoutesByFullPath in route-tree.gen.ts). */
function generatedPaths(): string[] {
  const source = fs.readFileSync(path.join(clientDir, "route-tree.gen.ts"), "utf8");
  const body = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1];
  if (body === undefined) throw new Error("route-tree.gen.ts has no FileRoutesByFullPath");
  return [...body.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

/** The full path of each file in src/client/routes ("admin_.print.caterer.tsx" is "/admin/print/caterer"). */
function routeFilePaths(): string[] {
  return fs
    .readdirSync(path.join(clientDir, "routes"))
    .filter((f) => f.endsWith(".tsx") && !f.startsWith("__") && !f.includes(".test."))
    .map((f) => {
      const segments = f
        .replace(/\.tsx$/, "")
        .split(".")
        .map((s) => s.replace(/_$/, ""))
        .filter((s) => s !== "index");
      return `/${segments.join("/")}`;
    });
}

describe("the pages table", () => {
  it("lists exactly the paths of the generated route tree", () => {
    expect(PAGES.map((p) => p.path).sort()).toEqual(generatedPaths().sort());
  });

  it("lists exactly the route files, so a new route is not forgotten before the tree is regenerated", () => {
    expect(PAGES.map((p) => p.path).sort()).toEqual(routeFilePaths().sort());
  });

  it("names each path once", () => {
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
  });

  it.each([
    ["/", "/"],
    ["/timeline/", "/timeline"],
    ["/menu/view", "/menu/view"],
    ["/menu/day-2", "/menu/$slug"],
    ["/rsvp/abc", "/rsvp/$token"],
    ["/admin/print/travel", "/admin/print/travel"],
  ])("opens %s as the page %s", (pathname, page) => {
    expect(pageOf(pathname)?.path).toBe(page);
  });

  it.each(["/nowhere", "/menu", "/menus/view", "/timeline/extra/deep", "/admin/nothing", "/rsvp/a/b"])("knows no page at %s", (pathname) => {
    expect(pageOf(pathname)).toBeNull();
  });

  it("keeps the guests' pages for reading offline, and never the dashboard, login or setup", () => {
    expect(PAGES.filter((p) => p.offline).map((p) => p.path)).toEqual(["/", "/timeline", "/menu/$slug", "/menu/view", "/rsvp/$token", "/i/$token"]);
    expect(PAGES.filter((p) => p.offline && /^\/(admin|login|setup)/.test(p.path))).toEqual([]);
  });

  it("draws the guests' pages on the server, and never the dashboard, login or setup", () => {
    expect(PAGES.filter((p) => p.serverRendered).map((p) => p.path)).toEqual(["/", "/timeline", "/menu/$slug", "/menu/view", "/rsvp/$token", "/i/$token"]);
  });
});
