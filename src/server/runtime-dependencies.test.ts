/**
 * The Docker image keeps only `dependencies` (npm prune --omit=dev): every package the server and the
 * operator scripts load at run time must be listed there, and the browser-only ones stay in devDependencies
 * (the build bundles them), so the image does not carry them.
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Source files the server bundle and the image's operator scripts are built from (tests excluded). */
function runtimeSources(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return walk(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|test-helper|fixtures/.test(e.name) ? [full] : [];
    });
  return [
    ...walk(path.join(root, "src/server")),
    ...walk(path.join(root, "src/shared")),
    ...walk(path.join(root, "db")),
    ...["fastify.config.ts", "scripts/backup.ts", "scripts/admin-login-link.ts"].map((f) => path.join(root, f)),
  ];
}

/** Packages a file loads when it runs: value imports, dynamic imports and lazy requires (type-only imports vanish). */
function packagesLoadedBy(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...[...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/^import\s+"([^"]+)"/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!),
  ];
  return specifiers
    .filter((s) => !s.startsWith(".") && !s.startsWith("node:") && !builtinModules.includes(s))
    .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]!));
}

/** Packages loaded only when the server runs from source (tsx, Vitest), never by the built server in the image. */
const SOURCE_ONLY: Record<string, string> = {
  // import-thread.ts bundles the import worker under tsx/Vitest; the built server starts dist/server/import-worker.mjs.
  esbuild: "src/server/modules/households/import-thread.ts",
};

describe("runtime dependencies", () => {
  it("lists every package the server and operator scripts load in dependencies", () => {
    const loaded = new Set(runtimeSources().flatMap(packagesLoadedBy));
    expect(loaded.size).toBeGreaterThan(10);
    expect([...loaded].filter((name) => !(name in pkg.dependencies) && !(name in SOURCE_ONLY)).sort()).toEqual([]);
    // A source-only package is loaded by its one file only, and stays a devDependency.
    for (const [name, file] of Object.entries(SOURCE_ONLY)) {
      expect(
        runtimeSources()
          .filter((f) => packagesLoadedBy(f).includes(name))
          .map((f) => path.relative(root, f)),
      ).toEqual([file]);
      expect(pkg.devDependencies, name).toHaveProperty([name]);
    }
  });

  it("keeps browser-only packages out of the image", () => {
    for (const name of ["lucide-react", "@radix-ui/react-dialog", "@tanstack/react-router", "react-hook-form", "@trpc/client"]) {
      expect(pkg.devDependencies, name).toHaveProperty([name]);
      expect(pkg.dependencies, name).not.toHaveProperty([name]);
    }
  });
});
