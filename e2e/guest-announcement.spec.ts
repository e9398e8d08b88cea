/**
 * An announcement to the Sangeet's guests: the planner writes it on the dashboard (audience "Coming to a
 * function", the Sangeet); the Kapoor family, coming to the Sangeet, sees it at once as a banner on its
 * /i/<token>; the Lal family, invited to the Haldi only, does not, and neither does the home page. Screenshot
 * of the banner at 360 px.
 */
import { expect, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 48;
test.describe.configure({ mode: "serial" });

const HALDI = "Haldi Ceremony";
const SANGEET = "Sangeet & Dance Night";
let srv: TestServer;
const tokens: Record<string, string> = {};

test.beforeAll(async () => {
  srv = await startServer(PORT);
  const headers = { authorization: `Bearer ${srv.token}`, "content-type": "application/json" };
  const events = (await (await fetch(`${srv.url}/api/timeline-events`)).json()) as ({ id: number; eventName: string } & Record<string, unknown>)[];
  const ids: Record<string, number> = {};
  for (const e of events.filter((x) => x.eventName === HALDI || x.eventName === SANGEET)) {
    const res = await fetch(`${srv.url}/api/timeline-events/${e.id}`, { method: "PUT", headers, body: JSON.stringify({ ...e, asksAttendance: true }) });
    expect(res.status).toBe(200);
    ids[e.eventName] = e.id;
  }
  expect(Object.keys(ids)).toHaveLength(2);
  for (const [name, events, phone] of [
    ["Kapoor family", null, "9876511111"],
    ["Lal family", [ids[HALDI]], "9876522222"],
  ] as const) {
    const res = await fetch(`${srv.url}/api/admin/households`, { method: "POST", headers, body: JSON.stringify({ name, seats: 2, events }) });
    expect(res.status).toBe(201);
    const token = ((await res.json()) as { inviteUrl: string }).inviteUrl.slice(3);
    tokens[name] = token;
    const reply = await fetch(`${srv.url}/api/rsvp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ primaryGuestName: name, primaryGuestPhone: phone, rsvpStatus: "yes", invitationToken: token }),
    });
    expect(reply.status, await reply.text()).toBe(200);
  }
});
test.afterAll(async () => {
  await srv?.stop();
});

test("an update to the Sangeet's guests shows on a Sangeet household's invitation and not on another's", async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, srv);
  await page.getByRole("tab", { name: "Guest List" }).click();
  await page.getByRole("button", { name: "Announcements" }).click();
  await page.getByRole("button", { name: "Write an update" }).click();
  const dialog = page.getByRole("dialog", { name: "Write an update" });
  await dialog.getByLabel("Title").fill("Sangeet moves indoors");
  await dialog.getByLabel("Update").fill("Rain is expected: the Sangeet is in the ballroom. Bring a shawl.");
  await dialog.getByLabel("Time (optional)").fill("7:00 PM");
  await dialog.getByRole("combobox", { name: "Who is it for" }).click();
  await page.getByRole("option", { name: "Coming to a function", exact: true }).click();
  await dialog.getByRole("combobox", { name: "Function", exact: true }).click();
  await page.getByRole("option", { name: SANGEET, exact: true }).click();
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId("announcement").filter({ hasText: "Sangeet moves indoors" });
  await expect(card).toContainText(`For everyone coming to ${SANGEET} · `);

  const guest = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await guest.goto(`${srv.url}/i/${tokens["Kapoor family"]}`);
  const banner = guest.getByTestId("announcements-banner");
  await expect(banner).toContainText("Sangeet moves indoors");
  await expect(banner).toContainText("Rain is expected: the Sangeet is in the ballroom. Bring a shawl.");
  await expect(banner).toContainText("7:00 PM");
  await banner.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: "e2e/output/screenshots/announcement-banner-360.png", animations: "disabled" });

  await guest.goto(`${srv.url}/i/${tokens["Lal family"]}`);
  await expect(guest.getByTestId("invitation")).toBeVisible();
  await expect(guest.getByRole("heading", { name: /Lal family/ })).toBeVisible();
  await expect(guest.getByTestId("announcements-banner")).toHaveCount(0);
  const lal = await (await fetch(`${srv.url}/api/announcements?invite=${tokens["Lal family"]}`)).json();
  expect(lal).toEqual([]);
  await guest.goto(srv.url);
  await expect(guest.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(guest.getByTestId("announcements-banner")).toHaveCount(0);
  await guest.close();
});
