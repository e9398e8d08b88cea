/**
 * "Your wedding" in Debian's Chromium: the couple (through the REST API) invites the Kapoor family, which replies
 * with a pickup; the couple gives it a room, turns on Show rooms to guests and puts a car with a driver on its
 * pickup. On a 360 px phone the family opens /i/<token>: its functions, room, car and menus; it adds one function to
 * its calendar (an .ics download) and prints its itinerary (one A4 page, looked at through pdftoppm). The planner
 * prints every household's invitation card, 4 and 8 to a page. Screenshots and PDFs go to e2e/output/screenshots/.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 51;
const PHONE = { width: 360, height: 740 };
test.describe.configure({ mode: "serial" });

let srv: TestServer;
let token = "";
test.beforeAll(async () => {
  srv = await startServer(PORT);
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}`;
/** Pages of a PDF: its "/Type /Page" objects (not "/Pages"). */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
/** Each page of the PDF as a PNG beside it (pdftoppm), to look at. */
const rasterise = (pdfPath: string) => execFileSync("pdftoppm", ["-png", "-r", "60", pdfPath, pdfPath.replace(/\.pdf$/, "")]);

async function api(method: "GET" | "POST" | "PUT", url: string, data?: object) {
  const res = await fetch(`${srv.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${srv.token}`, ...(data ? { "content-type": "application/json" } : {}) },
    ...(data ? { body: JSON.stringify(data) } : {}),
  });
  const body = (await res.json()) as Record<string, unknown> & { data?: unknown };
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

async function countPrints(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

test("the couple sets up the Kapoor family's wedding", async () => {
  const points = (await api("GET", "/api/travel/points")) as unknown as { id: number; name: string }[];
  const household = await api("POST", "/api/admin/households", { name: "Kapoor family (Pune)", seats: 3, side: "bride", tags: ["Pune"] });
  token = String(household.inviteUrl).slice(3);
  // The demo's reply-by date has passed: the couple opens replies again for this test's reply.
  const wedding = (await api("GET", "/api/wedding-details")) as Record<string, unknown>;
  await api("PUT", "/api/wedding-details", { ...wedding, rsvpDeadline: "" });
  const reply = await fetch(`${srv.url}/api/rsvp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      invitationToken: token,
      primaryGuestName: "Vikram Kapoor",
      primaryGuestPhone: "9812345678",
      rsvpStatus: "yes",
      familyMembers: [{ name: "Anjali Kapoor" }],
      travel: { arrivalAt: "2025-11-07T10:20", arrivalMode: "train", arrivalPointId: points[0]!.id, needsPickup: true },
    }),
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
  const { rsvpId } = (await reply.json()) as { rsvpId: string };
  const room = await api("POST", "/api/rooms", { roomNo: "E-12", floorNo: 1, description: "Deodar cottage" });
  await api("POST", "/api/room-assignments", { rsvpId, roomId: room.id });
  await api("PUT", "/api/admin/guest-page-settings", { showRoomsToGuests: true });
  const car = await api("POST", "/api/admin/vehicles", { name: "Innova Crysta", seats: 6, driverName: "Ramesh", driverPhone: "98765 43210" });
  await api("PUT", "/api/admin/trips/vehicle", { direction: "arrival", rsvpIds: [rsvpId], vehicleId: car.id });
});

test("the family sees its wedding at 360 px, adds a function to its calendar and prints its itinerary", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto(`${srv.url}/i/${token}`);
  const section = page.getByTestId("your-wedding");
  await expect(section.getByRole("heading", { name: "Your Wedding" })).toBeVisible();
  await expect(section).toContainText("Planned for Vikram Kapoor and Anjali Kapoor.");
  await expect(section.getByTestId("your-function").first()).toBeVisible();
  await expect(section.getByTestId("your-rooms")).toContainText("Room E-12");
  await expect(section.getByTestId("your-rooms")).toContainText("Vikram Kapoor, Anjali Kapoor");
  await expect(section.getByTestId("your-travel")).toContainText("Innova Crysta");
  await expect(section.getByRole("link", { name: "Call Ramesh" })).toHaveAttribute("href", "tel:+919876543210");
  await expect(section.getByTestId("your-menus")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await section.screenshot({ path: shot("guest-your-wedding-360.png"), animations: "disabled" });

  // Add one function to the calendar: a download of its .ics.
  const first = section.getByTestId("your-function").first();
  const name = (await first.getByRole("heading").textContent())!;
  const [download] = await Promise.all([page.waitForEvent("download"), first.getByRole("link", { name: `Add to calendar: ${name}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/^aarav-meera-event-\d+\.ics$/);
  const ics = fs.readFileSync((await download.path())!, "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(`SUMMARY:${name}`);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

  // Print my itinerary: one A4 page.
  await countPrints(page);
  await section.getByRole("button", { name: "Print my itinerary" }).click();
  await expect.poll(() => printed(page)).toBe(1);
  await expect(page.getByTestId("print-itinerary")).toBeAttached();
  const pdfPath = shot("guest-itinerary.pdf");
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true, path: pdfPath });
  expect(pageCount(pdf)).toBe(1);
  rasterise(pdfPath);
  expect(fs.existsSync(shot("guest-itinerary-1.png"))).toBe(true);
});

test("the planner prints every household's invitation card, 4 and 8 to an A4 page", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, srv);
  await page.goto(`${srv.url}/admin/print/invitation-cards`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invitation cards");
  const cards = page.getByTestId("invitation-card");
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThan(8);
  await expect(page.getByText(`${total} cards · ${Math.ceil(total / 4)} pages`)).toBeVisible();
  for (const perPage of [4, 8] as const) {
    await page.getByText(`${perPage} per page`, { exact: true }).click();
    await countPrints(page);
    await page.getByRole("button", { name: "Print" }).click();
    expect(await printed(page)).toBe(1);
    const pdfPath = shot(`admin-invitation-cards-${perPage}.pdf`);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true, path: pdfPath });
    expect(pageCount(pdf)).toBe(Math.ceil(total / perPage));
    rasterise(pdfPath);
  }
  // Filtered like the Guest List: the bride's side only.
  await page.getByRole("combobox", { name: "Side" }).click();
  await page.getByRole("option", { name: "Bride's side" }).click();
  await expect(page.getByText(/^\d+ cards? · \d+ pages?$/)).not.toHaveText(`${total} cards · ${Math.ceil(total / 8)} pages`);
  await expect(cards.filter({ hasText: "Kapoor family (Pune)" })).toHaveCount(1);
  await page.screenshot({ path: shot("admin-invitation-cards.png"), fullPage: false, animations: "disabled" });
});
