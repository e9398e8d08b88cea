/**
 * The guests' offline copy at 360 px, with the service worker on (the other journeys block it): after one visit on a
 * signal, the home page, the itinerary, the menus and a family's invitation open again in airplane mode, saying when
 * they were saved; the dashboard and ID documents are never kept; and a new release takes over whole on the next
 * visit with a signal (its HTML, scripts and offline copy together, never one release's page with another's script).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 55;
const NEXT_DIST = `dist-e2e-next-${PORT}`;
test.describe.configure({ mode: "serial" });
test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 740 } });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(PORT);
});
test.afterAll(async () => {
  await srv?.stop();
  fs.rmSync(NEXT_DIST, { recursive: true, force: true });
});

const shot = (name: string) => `e2e/output/screenshots/${name}`;

async function invitePath(): Promise<string> {
  const res = await fetch(`${srv.url}/api/admin/households`, { headers: { authorization: `Bearer ${srv.token}` } });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { name: string; inviteUrl: string }[] };
  return new URL(data[0]!.inviteUrl, srv.url).pathname;
}

/** Waits until the service worker controls the page (it registers two seconds after the page settles). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

const offlineNote = (page: Page) => page.getByTestId("offline-note");

test("after one visit the guest's pages open offline, saying when they were saved", async ({ page, context }) => {
  test.setTimeout(120_000);
  const invite = await invitePath();
  await page.goto(`${srv.url}/`);
  await controlled(page);
  const visits: [string, RegExp][] = [
    ["/", /RSVP Now/],
    ["/timeline", /Haldi Ceremony/],
    ["/menu/view", /Welcome Lunch/],
    [invite, /Dear /],
  ];
  for (const [path, text] of visits) {
    await page.goto(`${srv.url}${path}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(offlineNote(page)).toHaveCount(0);
  }
  if (!fs.existsSync(shot(""))) fs.mkdirSync(shot(""), { recursive: true });
  await page.screenshot({ path: shot("guest-offline-invitation-online-360.png"), fullPage: false });

  await context.setOffline(true);
  for (const [path, text] of visits) {
    await page.goto(`${srv.url}${path}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(offlineNote(page)).toHaveText(/^Saved on \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m [A-Z+:0-9]+ — you are offline$/);
  }
  await page.screenshot({ path: shot("guest-offline-invitation-offline-360.png"), fullPage: false });
  // A page never opened on a signal is drawn from the home page's copy.
  await page.goto(`${srv.url}/menu/view`);
  await expect(page.getByText("Welcome Lunch").first()).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await expect(offlineNote(page)).toHaveCount(0);
});

test("the dashboard, its scripts and ID documents are never kept", async ({ page, context }) => {
  const worker = await (await fetch(`${srv.url}/service-worker.js`)).text();
  expect(worker).toMatch(/assets\/reply-form-[\w-]+\.js/); // the guest app's files (the reply form's among them) are precached…
  expect(worker).not.toMatch(/assets\/(admin|login-|setup-)/); // …the dashboard's, login's and setup's are not
  expect((await fetch(`${srv.url}/service-worker.js`)).headers.get("cache-control")).toBe("no-cache");
  const manifest = await fetch(`${srv.url}/manifest.webmanifest`);
  expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
  expect(await manifest.json()).toMatchObject({ name: "Aarav & Meera · Wedding", short_name: "Aarav & Meera", start_url: "/", display: "standalone" });

  await page.goto(`${srv.url}/`);
  await controlled(page);
  await context.addCookies([{ name: "admin_session", value: srv.token, url: srv.url, httpOnly: true, sameSite: "Strict" }]);
  await page.evaluate(
    ([token, expires]) => {
      localStorage.setItem("adminSessionToken", token!);
      localStorage.setItem("adminSessionExpires", expires!);
    },
    [srv.token, srv.expiresAt],
  );
  await page.goto(`${srv.url}/admin`);
  await expect(page.getByRole("heading", { name: "Wedding Management Dashboard" })).toBeVisible();
  // An ID document opened by the couple on this phone.
  const idFile = await page.request.get(`${srv.url}/files/id/e2eIdProofFile01.png`);
  expect(idFile.status()).toBe(200);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(10);
  expect(kept.filter((u) => /^\/(admin|login|setup|files|api\/admin)|\/trpc\/.*(admin|auth)\.|assets\/admin/.test(u))).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto(`${srv.url}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);
});

test("a new release takes over whole on the next visit with a signal", async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto(`${srv.url}/`);
  await controlled(page);
  expect(await page.evaluate(() => document.documentElement.dataset.release ?? "")).toBe("");

  // The next release: the same app built with another id (its scripts get new names).
  execFileSync("npm", ["run", "build"], { env: { ...process.env, DIST_DIR: NEXT_DIST, VITE_BUILD_ID: "next" }, stdio: "ignore" });
  await srv.restart(NEXT_DIST);

  await page.goto(`${srv.url}/timeline`);
  await expect(page.getByText("Haldi Ceremony").first()).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.release === "next");
  const nextFiles = new Set(fs.readdirSync(`${NEXT_DIST}/client/assets`));
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith("/assets/")),
  );
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter((p) => !nextFiles.has(p.slice("/assets/".length)))).toEqual([]);
  // The new worker took over (it does not wait for the old tabs to close) and precached the new release.
  await page.waitForFunction(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.includes("precache"));
    if (!precache) return false;
    const urls = (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname);
    const app = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
    return app.length > 0 && app.every((p) => urls.includes(p));
  });

  await context.setOffline(true);
  await page.goto(`${srv.url}/timeline`);
  await expect(page.getByText("Haldi Ceremony").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.release)).toBe("next");
  await context.setOffline(false);
});
