/**
 * Issue 14, the couple's side, in the browser: the Timeline form's "Ask guests if they will attend" switch
 * on two demo functions, a reply whose family member skips the second one (POST /api/rsvp with per-person
 * events), the Headcounts tab's numbers, its print (one A4 page per day), the RSVP card's functions per
 * person, and the export's Headcounts sheet and function columns; the switches go back off at the end.
 */
import ExcelJS from "exceljs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";
import { VIEWPORTS } from "./screenshots";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 14;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(PORT);
  // The demo asks about the Haldi and the Sangeet; this journey starts from a site that asks about nothing yet.
  const headers = { authorization: `Bearer ${srv.token}`, "content-type": "application/json" };
  const events = (await (await fetch(`${srv.url}/api/timeline-events`)).json()) as ({ id: number; asksAttendance: boolean } & Record<string, unknown>)[];
  for (const { id, ...fields } of events.filter((e) => e.asksAttendance)) {
    const res = await fetch(`${srv.url}/api/timeline-events/${id}`, { method: "PUT", headers, body: JSON.stringify({ ...fields, asksAttendance: false }) });
    expect(res.status, await res.text()).toBe(200);
  }
});
test.afterAll(async () => {
  await srv?.stop();
});

const FIRST = "Haldi Ceremony";
const SECOND = "Sangeet & Dance Night";
const GUEST = "Farah Qureshi";
const MEMBER = "Imran Qureshi";
const PHONE = "9812340014";
const shot = (name: string) => `e2e/output/screenshots/${name}`;
const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab", { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();
const eventRow = (page: Page, name: string) =>
  page.getByTestId("timeline-event-row").filter({ has: page.getByRole("button", { name: `Edit ${name}`, exact: true }) });

interface Counts {
  events: {
    eventId: number;
    eventName: string;
    day: number;
    adults: number;
    children: number;
    total: number;
    veg: number;
    nonVeg: number;
    vegan: number;
    jain: number;
    dietUnspecified: number;
    alcoholic: number;
    nonAlcoholic: number;
    beverageUnspecified: number;
  }[];
  days: { day: number; adults: number; children: number; total: number }[];
}

/** Turns the switch of a timeline event on or off through the Timeline form. */
async function setAsks(page: Page, name: string, on: boolean) {
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const form = page.getByRole("form", { name: "Edit event" });
  const sw = form.getByRole("switch", { name: "Ask guests if they will attend" });
  await expect(sw).toHaveAttribute("aria-checked", on ? "false" : "true");
  await sw.click();
  await expect(sw).toHaveAttribute("aria-checked", on ? "true" : "false");
  await form.getByRole("button", { name: "Update Event" }).click();
  await expect(toast(page, "Timeline event updated successfully")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(eventRow(page, name).getByText("Asks attendance")).toHaveCount(on ? 1 : 0);
}

/** The cell texts of the row headed `name`: [name, adults, children, total, veg, non-veg, vegan, not given, ...]. */
async function rowOf(table: Locator, name: string): Promise<string[]> {
  const row = table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name, exact: true }) });
  return (await row.locator("th, td").allInnerTexts()).map((t) => t.trim());
}

test("ask two functions, count a reply that skips one for a family member, print and export the headcounts", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openDashboard(page, srv);
  const auth = { authorization: `Bearer ${srv.token}` };

  // 1. The couple turns the switch on for two demo functions; the day list badges them.
  await tab(page, "Timeline").click();
  await setAsks(page, FIRST, true);
  await setAsks(page, SECOND, true);
  const events = (await (await page.request.get(`${srv.url}/api/timeline-events`)).json()) as { id: number; eventName: string; asksAttendance: boolean }[];
  const asked = events.filter((e) => e.asksAttendance);
  expect(asked.map((e) => e.eventName)).toEqual([FIRST, SECOND]);
  const [first, second] = asked.map((e) => e.id) as [number, number];
  // Replies already given count as joining a function that starts asking; the new reply is counted on top.
  const countsNow = async () => (await (await page.request.get(`${srv.url}/api/admin/headcounts`, { headers: auth })).json()) as Counts;
  const base = await countsNow();

  // 2. A guest replies: both functions for her, only the first for her husband, who is allergic to shellfish.
  const posted = await page.request.post(`${srv.url}/api/rsvp`, {
    data: {
      primaryGuestName: GUEST,
      primaryGuestPhone: PHONE,
      rsvpStatus: "yes",
      dietaryPreference: "veg",
      beveragePreference: "non-alcoholic",
      events: [first, second],
      specialRequests: "Imran is allergic to shellfish.",
      familyMembers: [{ name: MEMBER, dietaryPreference: "non-veg", beveragePreference: "alcoholic", events: [first] }],
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const api = await countsNow();
  const [h, s] = api.events;
  const added = (i: number) => (["adults", "veg", "nonVeg", "alcoholic", "nonAlcoholic"] as const).map((k) => api.events[i]![k] - base.events[i]![k]);
  expect([h!.eventName, ...added(0)]).toEqual([FIRST, 2, 1, 1, 1, 1]);
  expect([s!.eventName, ...added(1)]).toEqual([SECOND, 1, 1, 0, 0, 1]);
  const cells = (e: Counts["events"][number]) => [
    e.eventName,
    ...[e.adults, e.children, e.total, e.veg, e.nonVeg, e.vegan, e.jain, e.dietUnspecified, e.alcoholic, e.nonAlcoholic, e.beverageUnspecified].map(String),
  ];

  // 3. The Headcounts tab (after Refresh Data, as the reply came in from outside) shows the same numbers.
  await page.getByRole("button", { name: "Refresh Data" }).click();
  await expect(toast(page, "Data Refreshed")).toBeVisible();
  await tab(page, "Headcounts").click();
  const day1 = page.getByRole("region", { name: "Day 1 · 7th Nov" });
  const functions = day1.getByRole("table", { name: /^Functions of/ });
  await expect(functions).toBeVisible();
  expect(await rowOf(functions, FIRST)).toEqual(cells(h!));
  expect(await rowOf(functions, SECOND)).toEqual(cells(s!));
  const d1 = api.days.find((d) => d.day === 1)!;
  expect((await rowOf(functions, "Whole day (each guest once)")).slice(1, 4)).toEqual([d1.adults, d1.children, d1.total].map(String));
  await expect(
    day1
      .getByRole("complementary", { name: /Special requests/ })
      .getByRole("listitem")
      .filter({ hasText: GUEST }),
  ).toContainText("Imran is allergic to shellfish.");
  await expect(day1.getByRole("listitem").filter({ hasText: GUEST }).getByText("Food")).toBeVisible();
  const days = await page.getByTestId("headcount-day").count();
  expect(days).toBe(api.days.length);

  // Screenshots of the tab at desktop and phone size (toasts closed).
  for (const close of await page.getByRole("button", { name: "Close", exact: true }).all()) await close.click();
  await expect(page.getByText("Data Refreshed")).toBeHidden();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.screenshot({ path: shot(`admin-headcounts-${label}.png`), fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  // 4. Print: the button opens the browser's print; printed, each day is one A4 page without the dashboard chrome.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, path: shot("admin-headcounts-print.pdf") });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(days);
  // The printed area of an A4 page with 12 mm margins is 186 x 273 mm (703 x 1032 CSS px): every day fits in one.
  await page.setViewportSize({ width: 703, height: 1032 });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Wedding Management Dashboard" })).toBeHidden();
  await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  for (const box of await page.getByTestId("headcount-day").all()) expect((await box.boundingBox())!.height).toBeLessThanOrEqual(1032);
  await day1.screenshot({ path: shot("admin-headcounts-print-day1.png"), animations: "disabled" });
  await page.screenshot({ path: shot("admin-headcounts-print.png"), fullPage: true, animations: "disabled" });
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize(VIEWPORTS.desktop);

  // 5. The RSVP card names the functions per person.
  await tab(page, "RSVPs").click();
  await page.getByPlaceholder("Search guests, phone, status...").fill(GUEST);
  const card = page.getByTestId("rsvp-card").filter({ has: page.getByRole("heading", { name: GUEST, exact: true }) });
  await expect(card.locator("dt", { hasText: "Functions" }).first().locator("xpath=following-sibling::dd")).toHaveText(`${FIRST}, ${SECOND}`);
  await expect(card.getByRole("listitem").filter({ hasText: MEMBER }).locator("dd").last()).toHaveText(FIRST);

  // 6. The export has the Headcounts sheet and a Yes column per asked function in the Guests sheet.
  const file = await page.request.get(`${srv.url}/api/admin/export`, { headers: auth });
  expect(file.status()).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toContain("Headcounts");
  const sheetRows = (name: string) => {
    const ws = wb.getWorksheet(name)!;
    const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    const out: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) out.push(Object.fromEntries(headers.map((k, i) => [k, (row.values as unknown[])[i + 1] ?? ""])));
    });
    return out;
  };
  const counts = sheetRows("Headcounts");
  const fn = (name: string) => counts.find((r) => r.Section === "Function" && r.Name === name)!;
  expect([fn(FIRST).Day, fn(FIRST).Adults, fn(FIRST).Total, fn(FIRST).Alcoholic]).toEqual(["Day 1 (7th Nov)", h!.adults, h!.total, h!.alcoholic]);
  expect([fn(SECOND).Adults, fn(SECOND).Total, fn(SECOND).Alcoholic]).toEqual([s!.adults, s!.total, s!.alcoholic]);
  expect(counts.find((r) => r.Section === "Day total" && r.Day === "Day 1 (7th Nov)")!.Total).toBe(d1.total);
  const guests = sheetRows("Guests");
  expect(Object.keys(guests[0]!).slice(-2)).toEqual([FIRST, SECOND]);
  const farah = guests.filter((g) => g["Party (Primary Guest)"] === GUEST).map((g) => [g.Name, g[FIRST], g[SECOND]]);
  expect(farah).toEqual([
    [GUEST, "Yes", "Yes"],
    [MEMBER, "Yes", ""],
  ]);

  // 7. The switches go back off: nothing asks any more, and the tab says how to ask.
  await tab(page, "Timeline").click();
  await setAsks(page, FIRST, false);
  await setAsks(page, SECOND, false);
  const after = (await (await page.request.get(`${srv.url}/api/timeline-events`)).json()) as { asksAttendance: boolean }[];
  expect(after.filter((e) => e.asksAttendance)).toEqual([]);
  await tab(page, "Headcounts").click();
  await expect(page.getByRole("note")).toContainText("No function asks guests yet.");
});
