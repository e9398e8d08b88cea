// `npm start`: build when the sources are newer than the last build, then serve.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const STAMP = "dist/.build-stamp";
const SOURCES = ["src", "db", "public", "vite.config.ts", "fastify.config.ts", "package.json", "scripts/build-server.mjs"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === "node_modules" || entry.endsWith(".gen.ts")) continue;
    max = Math.max(max, newestMtime(path.join(p, entry)));
  }
  return max;
}

const built = fs.existsSync(STAMP) && fs.existsSync("dist/server/main.mjs") && fs.existsSync("dist/client/index.html");
const stale = !built || Math.max(...SOURCES.map(newestMtime)) > fs.statSync(STAMP).mtimeMs;
if (stale) {
  console.log("Building the site (first start or sources changed)...");
  execSync("npm run build", { stdio: "inherit" });
}
await import(path.resolve("dist/server/main.mjs"));
