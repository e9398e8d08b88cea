import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Browser tests drive Debian's Chromium (never a downloaded browser) against the built app with demo data. */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "./output/results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for a loaded 2-core host: waits return as soon as the page shows what they wait for.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // page.route() does not see what a service worker fetches: journeys that shape the network run without the
    // guests' offline copy; guest-offline.spec.ts turns it on.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    trace: "off",
  },
  webServer: {
    command: "npx tsx e2e/serve-demo.ts",
    cwd: "..",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    stdout: "pipe",
  },
});
