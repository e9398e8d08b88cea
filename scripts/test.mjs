// `npm test`: lint (ESLint, Prettier's check) and the type check first, so style and type findings show early;
// then unit and integration tests (vitest), then the browser tests (Playwright + Debian's Chromium) against a fresh build. Without Chromium the browser tests are skipped, unless REQUIRE_BROWSER=1.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", shell: false }).status ?? 1;

let status = run("npm", ["run", "lint"]);
if (status !== 0) process.exit(status);
status = run("npm", ["run", "typecheck"]);
if (status !== 0) process.exit(status);
status = run("npx", ["vitest", "run"]);
if (status !== 0) process.exit(status);

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const chromium = candidates.find((p) => fs.existsSync(p));
if (!chromium) {
  if (process.env.REQUIRE_BROWSER === "1") {
    console.error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's `chromium` or set CHROMIUM_PATH).");
    process.exit(1);
  }
  console.warn("Browser tests skipped: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH).");
  process.exit(0);
}

status = run("npm", ["run", "build"]);
if (status !== 0) process.exit(status);
status =
  spawnSync("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  }).status ?? 1;
process.exit(status);
