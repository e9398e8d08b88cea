/**
 * Issue 15, the couple's side, in the browser: the Travel tab with the demo wedding's arrivals (screenshots
 * at desktop and phone size), two pickup points added in the tab, a reply with travel at one of them
 * (POST /api/rsvp), its one-hour window with its people, one car for the window (read back from
 * GET /api/admin/travel), the WhatsApp message with the car and the room, a point in use refused (409 toast),
 * the Wedding tab's time zone, and the print: one A4 page per day.
 */
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";
import { VIEWPORTS } from "./screenshots";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 15;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(PORT);
});
test.afterAll(async () => {
  await srv?.stop();
});

const GUEST = "Tara Menon";
const PHONE = "9812340015";
const STATION = "Chandigarh railway station";
const STAND = "Solan bus stand";
const WINDOW = `${STATION}, 7 Nov 16:00–17:00: 4 people, 1 party`;
const CAR = "Innova 7 · driver Suresh, +91 98160 00007";
const shot = (name: string) => `e2e/output/screenshots/${name}`;
const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab", { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();
async function closeToasts(page: Page) {
  for (const close of await page.getByRole("button", { name: "Close", exact: true }).all()) await close.click().catch(() => {});
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("status")).toHaveCount(0);
}

interface Travel {
  arrivals: { rsvpId: string; people: number; at: string | null; pointName: string | null; vehicle: string | null }[];
}

async function addPoint(page: Page, name: string, kind: string) {
  await page.getByRole("button", { name: "Add Point" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Pickup Point" });
  await dialog.getByLabel("Point name").fill(name);
  await dialog.getByRole("combobox", { name: "Kind" }).click();
  await page.getByRole("option", { name: kind, exact: true }).click();
  await dialog.getByRole("button", { name: "Add Point" }).click();
  await expect(toast(page, "Pickup point added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Pickup points" }).getByRole("listitem").filter({ hasText: name })).toContainText(kind);
}

test("points, a reply's arrival in its window, one car for the window, the WhatsApp message, print", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openDashboard(page, srv);
  const auth = { authorization: `Bearer ${srv.token}` };

  // 1. The demo wedding's road: the family's example window, the zone named once.
  await tab(page, "Travel").click();
  const friday = page.getByRole("region", { name: "Friday, 7 November 2025" });
  await expect(friday.getByRole("region", { name: /^Kalka station, 7 Nov 14:00–15:00: / })).toBeVisible();
  await expect(page.getByText("Times at the venue (Asia/Kolkata)", { exact: true })).toHaveCount(1);
  await expect(page.getByText("Times at the venue (Asia/Kolkata)", { exact: true })).toBeVisible();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.screenshot({ path: shot(`admin-travel-${label}.png`), fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  // 2. The couple adds two points in the tab.
  await addPoint(page, STATION, "Railway station");
  await addPoint(page, STAND, "Bus stand");
  const points = (await (await page.request.get(`${srv.url}/api/travel/points`)).json()) as { id: number; name: string; kind: string }[];
  const station = points.find((p) => p.name === STATION)!;
  expect(station.kind).toBe("station");
  expect(points.find((p) => p.name === STAND)!.kind).toBe("bus");

  // 3. A guest replies with her arrival at the new station (4 people), and the couple gives her a room.
  const posted = await page.request.post(`${srv.url}/api/rsvp`, {
    data: {
      primaryGuestName: GUEST,
      primaryGuestPhone: PHONE,
      rsvpStatus: "yes",
      familyMembers: [{ name: "Vivek Menon" }, { name: "Leela Menon" }],
      children: [{ name: "Anu Menon", age: 7 }],
      travel: { arrivalAt: "2025-11-07T16:40", arrivalMode: "train", arrivalNumber: "12045", arrivalPointId: station.id, needsPickup: true },
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const { rsvpId } = (await posted.json()) as { rsvpId: string };
  const rooms = (await (await page.request.get(`${srv.url}/api/rooms`, { headers: auth })).json()) as { id: number; roomNo: string }[];
  // The annexe suite is free and has beds for all four (3 adults, 1 child).
  const room = rooms.find((r) => r.roomNo === "A-301")!;
  expect((await page.request.post(`${srv.url}/api/room-assignments`, { headers: auth, data: { rsvpId, roomId: room.id } })).ok()).toBe(true);

  // A vehicle of the fleet, added on the API door (the Fleet section's own journey is e2e/admin-fleet.spec.ts).
  const added = await page.request.post(`${srv.url}/api/admin/vehicles`, {
    headers: auth,
    data: { name: "Innova 7", seats: 7, driverName: "Suresh", driverPhone: "98160 00007" },
  });
  expect(added.status(), await added.text()).toBe(201);

  // 4. After Refresh Data the tab shows her party in the 16:00–17:00 window of that station.
  await page.getByRole("button", { name: "Refresh Data" }).click();
  await expect(toast(page, "Data Refreshed")).toBeVisible();
  const slot = friday.getByRole("region", { name: WINDOW });
  await expect(slot).toBeVisible();
  await expect(slot).toContainText("16:00–17:00 · 4 people, 1 party");
  await expect(slot.getByTestId("travel-party")).toHaveCount(1);
  await expect(slot.getByTestId("travel-party")).toContainText(GUEST);
  await expect(slot.getByTestId("travel-party")).toContainText("Room A-301");

  // 5. The window filled with the fleet's vehicle, up to its seats.
  await slot.getByRole("button", { name: `Fill ${WINDOW} with a vehicle` }).click();
  const dialog = page.getByRole("dialog", { name: "Fill with a vehicle" });
  await dialog.getByLabel("Vehicle").selectOption({ label: "Innova 7 · 7 of 7 seats free" });
  await dialog.getByRole("button", { name: "Fill" }).click();
  await expect(toast(page, "Innova 7 assigned to 1 party")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(slot.getByText(CAR)).toBeVisible();
  const travel = (await (await page.request.get(`${srv.url}/api/admin/travel`, { headers: auth })).json()) as Travel;
  expect(travel.arrivals.find((a) => a.rsvpId === rsvpId)).toMatchObject({ at: "2025-11-07T16:40", people: 4, pointName: STATION, vehicle: "Innova 7" });

  // 6. Her WhatsApp message holds the room, the point and time, the car and the itinerary link.
  const wa = slot.getByRole("link", { name: `Send details on WhatsApp to ${GUEST}` });
  await expect(wa).toHaveAttribute("target", "_blank");
  const href = (await wa.getAttribute("href"))!;
  expect(href.startsWith(`https://wa.me/91${PHONE}?text=`)).toBe(true);
  const text = new URL(href).searchParams.get("text")!;
  expect(text).toContain("Room: A-301 (Floor 3)");
  expect(text).toContain(`Arrival: Fri 7 Nov, 16:40, pickup at ${STATION} (train 12045)`);
  expect(text).toContain(`Your car: ${CAR}`);
  expect(text).toContain(`The itinerary: ${srv.url}/timeline`);

  // 7. A point in use stays (the 409's sentence in the toast); a free one goes.
  await closeToasts(page);
  await page.getByRole("button", { name: `Delete ${STATION}` }).click();
  await page.getByRole("alertdialog", { name: "Delete this pickup point?" }).getByRole("button", { name: "Delete point" }).click();
  await expect(toast(page, "This point is used by 1 guest. Change their travel details first.")).toBeVisible();
  await page.getByRole("button", { name: `Delete ${STAND}` }).click();
  await page.getByRole("alertdialog", { name: "Delete this pickup point?" }).getByRole("button", { name: "Delete point" }).click();
  await expect(toast(page, "Pickup point deleted successfully")).toBeVisible();
  const left = (await (await page.request.get(`${srv.url}/api/travel/points`)).json()) as { name: string }[];
  expect(left.map((p) => p.name)).toEqual(["Kalka station", "Chandigarh airport (IXC)", "Shimla bus stand", STATION]);
  await closeToasts(page);

  // 8. Print: the button opens the browser's print; printed, each day is one A4 page (and the parties without a time one more).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const days = await page.getByTestId("travel-day").count();
  const apart = await page.getByRole("region", { name: "Without a time" }).count();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, path: shot("admin-travel-print.pdf") });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(days + apart);
  await page.setViewportSize({ width: 703, height: 1032 });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Add Point" })).toBeHidden();
  await expect(friday.getByText("Travel · Times at the venue (Asia/Kolkata)")).toBeVisible();
  for (const box of await page.getByTestId("travel-day").all()) expect((await box.boundingBox())!.height).toBeLessThanOrEqual(1032);
  await friday.screenshot({ path: shot("admin-travel-print-day.png"), animations: "disabled" });
  await page.screenshot({ path: shot("admin-travel-print.png"), fullPage: true, animations: "disabled" });
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize(VIEWPORTS.desktop);

  // 9. The Wedding tab's time zone: another zone is named by the Travel tab, then Asia/Kolkata again.
  const setZone = async (label: string) => {
    await tab(page, "Wedding").click();
    await page.getByRole("combobox", { name: "Time zone" }).click();
    await page.getByRole("option", { name: label, exact: true }).click();
    await page.getByRole("button", { name: "Save Wedding Details" }).click();
    await expect(toast(page, "Wedding details updated successfully")).toBeVisible();
  };
  await setZone("UAE: Asia/Dubai");
  expect(((await (await page.request.get(`${srv.url}/api/wedding-details`)).json()) as { timeZone: string }).timeZone).toBe("Asia/Dubai");
  await tab(page, "Travel").click();
  await expect(page.getByText("Times at the venue (Asia/Dubai)", { exact: true })).toBeVisible();
  await setZone("India: Asia/Kolkata");
  expect(((await (await page.request.get(`${srv.url}/api/wedding-details`)).json()) as { timeZone: string }).timeZone).toBe("Asia/Kolkata");
});
