// Bundles the server (src/server/main.ts with db/ and fastify.config.ts) into dist/server/main.mjs, and the guest-list
// import's worker thread (src/server/modules/households/import-worker.ts) beside it as import-worker.mjs.
// npm packages stay external and load from node_modules, except the pure-JS ones in BUNDLED: Kysely's and
// zod's ESM builds are some hundreds of small files, and resolving and compiling them one by one was a
// fifth of a cold start. Native, worker-spawning and file-reading packages must stay external.
import { build } from "esbuild";

const dist = process.env.DIST_DIR ?? "dist";
const BUNDLED = ["kysely", "zod", "@trpc/server"];

/** Every bare import is external unless its package is listed. */
function externalExcept(bundled) {
  const packageOf = (spec) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
  return {
    name: "external-except",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (bundled.includes(packageOf(args.path)) ? undefined : { path: args.path, external: true }));
    },
  };
}

await build({
  entryPoints: { main: "src/server/main.ts", "import-worker": "src/server/modules/households/import-worker.ts" },
  outdir: `${dist}/server`,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [externalExcept(BUNDLED)],
  sourcemap: "linked",
  logLevel: "warning",
});
import fs from "node:fs";
fs.writeFileSync(`${dist}/.build-stamp`, new Date().toISOString() + "\n");
console.log(`server built: ${dist}/server/main.mjs`);
