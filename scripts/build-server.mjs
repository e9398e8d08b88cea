// Bundles the server (src/server/main.ts with db/ and fastify.config.ts) into dist/server/main.mjs;
// npm packages stay external and load from node_modules.
import { build } from "esbuild";

const dist = process.env.DIST_DIR ?? "dist";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: `${dist}/server/main.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
import fs from "node:fs";
fs.writeFileSync(`${dist}/.build-stamp`, new Date().toISOString() + "\n");
console.log(`server built: ${dist}/server/main.mjs`);
