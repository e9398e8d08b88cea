/**
 * One phone shared by two households (issue 39, "Must work" 3), with the service worker on: household A's link on a
 * signal, then offline household B's link shows the offline page and nothing of A (before: A's page, 2 of 2);
 * "Forget this phone" on A's page removes A's copies, so offline A's link no longer shows A; and a revoked link
 * loses its copy at its next visit on a signal. Screenshots of the offline page and the control at 360 and 1280 px.
 */
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./app-code";
import { startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 65;
test.describe.configure({ mode: "serial" });
test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 740 } });

interface Household {
  id: number;
  name: string;
  phone: string | null;
  path: string;
  token: string;
}

let srv: TestServer;
let A: Household;
let B: Household;
test.beforeAll(async () => {
  srv = await startServer(PORT);
  const res = await fetch(`${srv.url}/api/admin/households`, { headers: { authorization: `Bearer ${srv.token}` } });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { id: number; name: string; phone: string | null; inviteUrl: string }[] };
  [A, B] = data.slice(0, 2).map((h) => {
    const path = new URL(h.inviteUrl, srv.url).pathname;
    return { id: h.id, name: h.name, phone: h.phone, path, token: path.slice(3) };
  }) as [Household, Household];
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => {
  fs.mkdirSync("e2e/output/screenshots", { recursive: true });
  return `e2e/output/screenshots/${name}`;
};

/** Waits until the service worker controls the page (it registers two seconds after the page settles). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

/** The pages the worker keeps, as paths. */
const keptPages = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("guest-pages")).keys()).map((r) => decodeURIComponent(new URL(r.url).pathname)));

/** Nothing of household `h` in the page's HTML: its name, phone or token. */
async function expectNothingOf(page: Page, h: Household) {
  const html = await page.content();
  for (const personal of [h.name, h.token, ...(h.phone ? [h.phone, h.phone.slice(-10)] : [])]) expect(html, personal).not.toContain(personal);
}

test("one phone: offline, B's link shows the offline page, never A's; 'Forget this phone' on A's page, then offline A's link no longer shows A", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${srv.url}/`);
  await controlled(page);
  // The home page and the menus as the worker sees them, then household A's invitation.
  for (const path of ["/", "/menu/view"]) await page.goto(`${srv.url}${path}`);
  await page.goto(`${srv.url}${A.path}`);
  await expect(page.getByText(`Dear ${A.name}`)).toBeVisible();
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(["/", A.path]));

  await context.setOffline(true);
  await page.goto(`${srv.url}${B.path}`);
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText("आप ऑफ़लाइन हैं")).toBeVisible();
  await expectNothingOf(page, A);
  await page.screenshot({ path: shot("guest-shared-phone-offline-page-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot("guest-shared-phone-offline-page-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  // A reply link never opened here likewise; A's own link still opens A's page, and the public pages the home copy.
  await page.goto(`${srv.url}/rsvp/never-opened-on-this-phone`);
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await page.goto(`${srv.url}${A.path}`);
  await expect(page.getByText(`Dear ${A.name}`)).toBeVisible();
  // A public page never opened here opens from the home page's copy: the itinerary, drawn by the home page's app.
  await page.goto(`${srv.url}/timeline`);
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
  await expectNothingOf(page, A);

  // Back on a signal, on the same phone: "Forget this phone" on A's page.
  await context.setOffline(false);
  await page.goto(`${srv.url}${A.path}`);
  await expect(page.getByText(`Dear ${A.name}`)).toBeVisible();
  await hydrated(page);
  const forget = page.getByRole("button", { name: /Forget this phone|इस फ़ोन से हटाएँ/ });
  await forget.scrollIntoViewIfNeeded();
  await page.getByTestId("forget-phone").screenshot({ path: shot("guest-shared-phone-forget-360.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await forget.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("guest-shared-phone-forget-1280.png") });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await keptPages(page)).toContain(A.path);

  await forget.click();
  await page.waitForURL(`${srv.url}/`);
  expect(await keptPages(page)).not.toContain(A.path);
  const reads = await page.evaluate(async () => (await (await caches.open("guest-data")).keys()).map((r) => decodeURIComponent(r.url)));
  expect(reads.filter((u) => u.includes(A.token))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`${srv.url}${A.path}`);
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expectNothingOf(page, A);
  await context.setOffline(false);
});

test("a revoked link loses its copy at its next visit on a signal", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(`${srv.url}/`);
  await controlled(page);
  await page.goto(`${srv.url}${B.path}`);
  await expect(page.getByText(`Dear ${B.name}`)).toBeVisible();
  await expect.poll(() => keptPages(page)).toContain(B.path);

  const revoked = await fetch(`${srv.url}/api/admin/households/${B.id}/revoke-link`, { method: "POST", headers: { authorization: `Bearer ${srv.token}` } });
  expect(revoked.status).toBe(200);
  const gone = await page.goto(`${srv.url}${B.path}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText("We could not find this invitation")).toBeVisible();
  await expect.poll(() => keptPages(page)).not.toContain(B.path);

  await context.setOffline(true);
  await page.goto(`${srv.url}${B.path}`);
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expectNothingOf(page, B);
  await context.setOffline(false);
});
