/**
 * The server never imports the client's code: it loads the guest pages' render (src/client/entry-server.tsx, built apart) by path.
 * Test helpers are named *.test-helpers.ts and only tests import them.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const serverDir = __dirname;
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

it("imports nothing from src/client", () => {
  const clientDir = path.resolve(serverDir, "../client");
  const reaching = filesUnder(serverDir).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/from\s+["'](\.[^"']+)["']/g)]
      .filter((m) => path.resolve(path.dirname(file), m[1]!).startsWith(clientDir + path.sep))
      .map((m) => `${path.relative(serverDir, file)} imports ${m[1]}`),
  );
  expect(reaching).toEqual([]);
});

/** The relative imports of the files under `dir` that resolve under `target`. */
const importsInto = (dir: string, target: string) =>
  filesUnder(dir).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/from\s+["'](\.[^"']+)["']/g)]
      .filter((m) => path.resolve(path.dirname(file), m[1]!).startsWith(target + path.sep))
      .map((m) => `${path.relative(serverDir, file)} imports ${m[1]}`),
  );

it("keeps the public read cache apart from the modules: their guest reads are handed to it (trpc/guest-reads.ts)", () => {
  expect(importsInto(path.join(serverDir, "public-cache"), path.join(serverDir, "modules"))).toEqual([]);
});

it("keeps db/ below the server: its code imports nothing from src/server", () => {
  expect(importsInto(path.resolve(serverDir, "../../db"), serverDir).filter((line) => !line.split(" ")[0]!.endsWith(".test.ts"))).toEqual([]);
});

const TEST_FILE = /\.test\.tsx?$/;
const HELPER_FILE = /\.test-helpers\.tsx?$/;
// The RSVP form's documented entry point: the app imports its two halves directly (each in its own chunk), tests use the one door.
const TESTED_FACADES = new Set(["client/guest/rsvp/rsvp-form.tsx"]);

it("keeps test helpers under one name, *.test-helpers.ts, and out of production code", () => {
  const srcDir = path.resolve(serverDir, "..");
  const files = filesUnder(srcDir);
  const importersOf = new Map<string, string[]>(files.map((f) => [f, []]));
  const resolve = (from: string, spec: string) =>
    ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => path.resolve(path.dirname(from), spec) + ext).find((f) => importersOf.has(f));
  for (const file of files) {
    for (const m of fs.readFileSync(file, "utf8").matchAll(/(?:from\s+|import\(\s*)["'](\.[^"']+)["']/g)) {
      const target = resolve(file, m[1]!);
      if (target) importersOf.get(target)!.push(file);
    }
  }
  const misnamed = [...importersOf]
    .filter(([file]) => !TESTED_FACADES.has(path.relative(srcDir, file)))
    .filter(
      ([file, importers]) =>
        !TEST_FILE.test(file) && !HELPER_FILE.test(file) && importers.length > 0 && importers.every((i) => TEST_FILE.test(i) || HELPER_FILE.test(i)),
    )
    .map(([file]) => `${path.relative(srcDir, file)} is imported by tests only: name it *.test-helpers.ts`);
  const leaking = [...importersOf]
    .filter(([file]) => HELPER_FILE.test(file))
    .flatMap(([file, importers]) =>
      importers.filter((i) => !TEST_FILE.test(i) && !HELPER_FILE.test(i)).map((i) => `${path.relative(srcDir, i)} imports ${path.relative(srcDir, file)}`),
    );
  expect([...misnamed, ...leaking]).toEqual([]);
});
