/** The server renders the painted shell from shared markup (src/shared/views): it never reaches into the client's code. */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const serverDir = __dirname;
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

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
