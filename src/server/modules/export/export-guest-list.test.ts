/**
 * The export's Guest list sheet: the households of the Guest List tab, made and moved through the real calls
 * (created, sent, opened through the link, replied, declined), then the downloaded file parsed back.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { sha256 } from "../../trpc/context";
import { insertFixtureRsvp } from "../admin-rsvps/admin-rsvps.test-helpers";
import { downloadExport, rowsOf, unzipAll } from "./export.test-helpers";
import { displayLength } from "./sheet";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  t.clock.now = new Date("2025-10-01T08:00:00.000Z");
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24 * 60, "planner")}` };
});
afterEach(async () => {
  await t.close();
});

const wedding = (timeZone: string) =>
  t.db
    .insertInto("wedding")
    .values({ id: 1, brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", updatedAt: "x", timeZone })
    .execute();
const addEvent = async (day: number, eventName: string, asks: boolean, displayOrder: number) =>
  (
    await t.db
      .insertInto("timelineEvents")
      .values({ day, eventName, time: "6:00 PM", place: "Lawn", displayOrder, asksAttendance: asks ? 1 : 0 })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;

type Created = { id: number; inviteUrl: string };
async function household(values: Record<string, unknown>): Promise<Created> {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/households", headers: auth, payload: values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Created;
}
async function sendAt(h: Created, iso: string) {
  t.clock.now = new Date(iso);
  const res = await t.app.inject({ method: "POST", url: `/api/admin/households/${h.id}/sent`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
}
async function openAt(h: Created, iso: string) {
  t.clock.now = new Date(iso);
  const res = await t.app.inject({ method: "GET", url: `/api/invitation/${h.inviteUrl.slice(3)}` });
  expect(res.statusCode, res.body).toBe(200);
}
async function link(h: Created, rsvpId: string) {
  const res = await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${rsvpId}/household`, headers: auth, payload: { householdId: h.id } });
  expect(res.statusCode, res.body).toBe(200);
}

/** One household at each status, on every side, in both languages. */
async function guestList() {
  const haldi = await addEvent(1, "Haldi", true, 0);
  await addEvent(1, "Sangeet", true, 1);
  await addEvent(2, "Wedding Ceremony", false, 0);
  const sharma = await household({
    name: "Sharma family (Delhi)",
    side: "bride",
    tags: ["outstation", "NRI"],
    phone: "+91-98765-43210",
    language: "hi",
    seats: 3,
    guests: ["Ramesh Sharma", "Sunita Sharma", "Anu Sharma"],
    events: [haldi],
    notes: "Close family: Haldi too",
  });
  const hindi = await household({ name: "शर्मा परिवार", side: "bride", phone: "98111 22233", language: "hi", seats: 2 });
  const verma = await household({ name: "Verma family", side: "groom", phone: "09812345678", seats: 4 });
  const khan = await household({ name: "Khan family", side: "groom", phone: "+44 7911 123456", tags: ["NRI"], seats: 2, events: [] });
  const iyer = await household({ name: "Iyer family", side: "both", phone: "9988776655", seats: 5 });
  const zed = await household({ name: "Zed (no side yet)", seats: 1 });

  // Sent late on 20 Oct in UTC: already the 21st in Kolkata (UTC+05:30).
  await sendAt(sharma, "2025-10-20T18:45:00.000Z");
  await openAt(sharma, "2025-10-21T02:10:00.000Z");
  await sendAt(hindi, "2025-10-21T04:00:00.000Z");
  await sendAt(khan, "2025-10-22T05:30:00.000Z");
  await openAt(khan, "2025-10-22T06:00:00.000Z");
  await sendAt(iyer, "2025-10-23T07:00:00.000Z");
  // Two of the Sharmas' three seats come; the Iyers decline.
  await link(sharma, await insertFixtureRsvp(t.db, { name: "Ramesh Sharma", phone: "9876543210", family: [{ name: "Sunita Sharma" }] }));
  await link(iyer, await insertFixtureRsvp(t.db, { name: "Lakshmi Iyer", phone: "9988776655", status: "no" }));
  return [sharma, hindi, verma, khan, iyer, zed];
}

describe("the export's Guest list sheet", () => {
  it("lists every household by side then name, with the Guest List tab's columns and statuses, times in the wedding's zone", async () => {
    await wedding("Asia/Kolkata");
    await guestList();
    const { wb } = await downloadExport(t, auth);
    const ws = wb.getWorksheet("Guest list")!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Household",
      "Side",
      "Tags",
      "Phone",
      "Language",
      "Seats",
      "Expected guests",
      "Functions",
      "Status",
      "Sent (Asia/Kolkata)",
      "Opened (Asia/Kolkata)",
      "Reply",
      "Notes",
    ]);
    const at = (wall: string) => new Date(`${wall}:00.000Z`);
    const row = (values: unknown[]) =>
      Object.fromEntries(
        (ws.getRow(1).values as string[]).slice(1).map((header, i) => [header, values[i] === "" || values[i] === undefined ? null : values[i]]),
      );
    expect(rowsOf(ws)).toEqual([
      row([
        "Sharma family (Delhi)",
        "Bride",
        "outstation, NRI",
        "+919876543210",
        "Hindi",
        3,
        "Ramesh Sharma, Sunita Sharma, Anu Sharma",
        "Haldi",
        "Replied",
        at("2025-10-21T00:15"),
        at("2025-10-21T07:40"),
        "2 of 3 coming",
        "Close family: Haldi too",
      ]),
      row(["शर्मा परिवार", "Bride", "", "+919811122233", "Hindi", 2, "", "All", "Sent", at("2025-10-21T09:30"), "", "", ""]),
      row(["Khan family", "Groom", "NRI", "+447911123456", "English", 2, "", "None", "Opened", at("2025-10-22T11:00"), at("2025-10-22T11:30"), "", ""]),
      row(["Verma family", "Groom", "", "+919812345678", "English", 4, "", "All", "Not sent", "", "", "", ""]),
      row(["Iyer family", "Both", "", "+919988776655", "English", 5, "", "All", "Declined", at("2025-10-23T12:30"), "", "Declined", ""]),
      row(["Zed (no side yet)", "", "", "", "English", 1, "", "All", "Not sent", "", "", "", ""]),
    ]);
    expect(ws.getCell("J2").numFmt).toBe("d mmm yyyy hh:mm");

    // The same statuses as the dashboard's list.
    const api = (await t.app.inject({ method: "GET", url: "/api/admin/households", headers: auth })).json() as { data: { name: string; status: string }[] };
    const label = { "not-sent": "Not sent", sent: "Sent", opened: "Opened", replied: "Replied", declined: "Declined" } as Record<string, string>;
    const sheet = new Map(rowsOf(ws).map((r) => [r.Household, r.Status]));
    for (const h of api.data) expect(sheet.get(h.name), h.name).toBe(label[h.status]);
  });

  it("names the zone the couple chose", async () => {
    await wedding("America/New_York");
    await guestList();
    const ws = (await downloadExport(t, auth)).wb.getWorksheet("Guest list")!;
    expect(ws.getCell("J1").value).toBe("Sent (America/New_York)");
    expect(ws.getCell("K1").value).toBe("Opened (America/New_York)");
    // 18:45 UTC on 20 Oct is 14:45 in New York (UTC-4 in October).
    expect(ws.getCell("J2").value).toEqual(new Date("2025-10-20T14:45:00.000Z"));
  });

  it("holds no invitation link, token or token hash anywhere in the file", async () => {
    await wedding("Asia/Kolkata");
    const households = await guestList();
    const { zip } = await downloadExport(t, auth);
    const files = unzipAll(zip);
    expect(files.size).toBeGreaterThan(5);
    const text = [...files.values()].join("\n");
    expect(text).toContain("Sharma family (Delhi)");
    for (const h of households) {
      const token = h.inviteUrl.slice(3);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(text).not.toContain(token);
      expect(text).not.toContain(sha256(token));
    }
    expect(text).not.toContain("/i/");
  });

  it("prints like the other sheets: landscape A4, one page wide at a readable scale, the header row on every page, long text wrapped", async () => {
    await wedding("Asia/Kolkata");
    await guestList();
    await household({
      name: "The very extended Raghunathan-Subramaniam family of Chennai and Bengaluru",
      side: "both",
      tags: ["college", "office", "neighbours", "outstation"],
      seats: 6,
      guests: ["Venkataraman Raghunathan", "Padmavathi Raghunathan", "Srinivasan Subramaniam", "Kamala Subramaniam", "Arjun", "Meenakshi"],
      notes: "Arriving by the night bus from Bengaluru; two of them need a ground-floor room near the lawn, and one is vegan.",
    });
    const { wb, zip } = await downloadExport(t, auth);
    const ws = wb.getWorksheet("Guest list")!;
    expect(ws.pageSetup).toMatchObject({
      orientation: "landscape",
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: "1:1",
      showGridLines: true,
    });
    expect(ws.headerFooter.oddHeader).toBe("&LAarav && Meera · November 7–8, 2025&RGuest list");
    expect(ws.headerFooter.oddFooter).toBe("&CPage &P of &N");
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    expect(ws.getRow(1).font?.bold).toBe(true);
    const sheetNo = wb.worksheets.findIndex((w) => w.name === "Guest list") + 1;
    expect(unzipAll(zip).get(`xl/worksheets/sheet${sheetNo}.xml`)).toContain('<printOptions gridLines="1"/>');

    // No "###": every value fits its column, or the column wraps its text.
    ws.eachRow((row) =>
      row.eachCell((cell, col) => {
        const width = ws.getColumn(col).width ?? 0;
        if (cell.alignment?.wrapText) expect(typeof cell.value, cell.address).toBe("string");
        else expect(displayLength(cell.value, cell.numFmt), `${cell.address} in width ${width}`).toBeLessThanOrEqual(width - 1);
      }),
    );
    const long = rowsOf(ws).findIndex((r) => String(r.Household).startsWith("The very extended")) + 2;
    for (const col of [1, 3, 7, 13]) expect(ws.getRow(long).getCell(col).alignment, `column ${col}`).toMatchObject({ wrapText: true });
    // Fitted to the width of landscape A4 within the margins (about 10.9 inches, 96 px each; a column of width w
    // takes about 7w + 5 px), the sheet prints at no less than 60% even with the longest texts capped and wrapped.
    const pixels = ws.columns.reduce((sum, c) => sum + 7 * (c.width ?? 0) + 5, 0);
    expect((10.9 * 96) / pixels).toBeGreaterThanOrEqual(0.6);
    // The zone's name wraps below "Sent" and "Opened" rather than widening their columns past the times they hold.
    for (const cell of ["J1", "K1"]) expect(ws.getCell(cell).alignment, cell).toMatchObject({ wrapText: true });
    expect(ws.getColumn(10).width).toBe(20);
  });
});
