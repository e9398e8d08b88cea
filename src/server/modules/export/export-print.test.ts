/**
 * The export's print setup, time zone and logistics sheets (issues 15.6 and 16.1-3): the downloaded file is parsed
 * back with exceljs (and its sheet XML read straight from the zip where exceljs reads nothing back: page breaks).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { insertFixtureRoom, insertFixtureRsvp } from "../admin-rsvps/admin-rsvps.test-helpers";
import { downloadExport, rowsOf, unzipEntry } from "./export.test-helpers";
import { displayLength } from "./sheet";
import { wallClockCell, zoneClock } from "./zone";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  t.clock.now = new Date("2025-11-03T08:00:00.000Z");
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

const SHEETS = ["RSVPs", "Guests", "Guest list", "Rooms", "Rooming list", "Travel", "Summary", "Headcounts", "Caterer"];

const download = () => downloadExport(t, auth);

const blank = (v: unknown) => (v === null || v === undefined ? "" : v);

const wedding = (timeZone = "Asia/Kolkata") =>
  t.db
    .insertInto("wedding")
    .values({
      id: 1,
      brideName: "Meera",
      groomName: "Aarav",
      weddingDate: "2025-11-07T10:30:00.000Z",
      venue: "Resort",
      updatedAt: "x",
      rsvpDeadline: null,
      timeZone,
    })
    .execute();
const addEvent = async (day: number, eventName: string, asks: boolean, displayOrder: number) =>
  (
    await t.db
      .insertInto("timelineEvents")
      .values({
        day,
        eventName,
        time: "6:00 PM",
        toTime: null,
        place: "Lawn",
        dressCode: null,
        description: null,
        customIconUrl: null,
        displayOrder,
        asksAttendance: asks ? 1 : 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
const point = async (name: string) =>
  (await t.db.insertInto("pickupPoints").values({ name, kind: "airport", displayOrder: 0 }).returning("id").executeTakeFirstOrThrow()).id;

describe("every sheet prints (issue 16, item 1)", () => {
  it("is landscape A4, one page wide, header row on every page, grid lines, the couple and the sheet on top, Page x of y below; widths fit", async () => {
    await wedding();
    const room = await insertFixtureRoom(t.db, "101", 1, "A very long description of a room with a sea view and a balcony facing the hills");
    await insertFixtureRsvp(t.db, {
      name: "Asha Rao with a rather long name",
      specialRequests: "No peanuts please. ".repeat(10).trim(),
      family: [{ name: "Ravi" }],
      children: [["Mini", 6]],
      roomIds: [room],
    });
    const { wb } = await download();
    expect(wb.worksheets.map((w) => w.name)).toEqual(SHEETS);
    for (const ws of wb.worksheets) {
      // The rooming list prints at 100 % (never below 8 pt): its columns are sized to the page instead.
      const fit = ws.name === "Rooming list" ? { fitToPage: false, scale: 100 } : { fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
      expect(ws.pageSetup, ws.name).toMatchObject({
        orientation: "landscape",
        paperSize: 9,
        ...fit,
        printTitlesRow: "1:1",
        showGridLines: true,
      });
      expect(ws.headerFooter.oddHeader, ws.name).toBe(`&LAarav && Meera · November 7–8, 2025&R${ws.name}`);
      expect(ws.headerFooter.oddFooter, ws.name).toBe("&CPage &P of &N");
      expect(ws.views[0], ws.name).toMatchObject({ state: "frozen", ySplit: 1 });
      // No "###": every value fits its column, or the column wraps its text.
      ws.eachRow((row) =>
        row.eachCell((cell, col) => {
          const column = ws.getColumn(col);
          const wraps = cell.alignment?.wrapText === true;
          if (!wraps)
            expect(displayLength(cell.value, cell.numFmt), `${ws.name}!${cell.address} in width ${column.width}`).toBeLessThanOrEqual((column.width ?? 0) - 1);
          else expect(typeof cell.value === "string" || cell.value === null, `${ws.name}!${cell.address}`).toBe(true);
        }),
      );
    }
    const requests = wb.getWorksheet("RSVPs")!.getColumn(18);
    expect(requests.width).toBe(60);
    expect(wb.getWorksheet("RSVPs")!.getCell("R2").alignment).toMatchObject({ wrapText: true });
    expect(wb.getWorksheet("RSVPs")!.getColumn(2).width).toBeGreaterThanOrEqual("Asha Rao with a rather long name".length + 1);
  });

  it("names no couple before the wedding is saved, then the couple groom first with the wedding's days, escaping an ampersand", async () => {
    let { wb } = await download();
    expect(wb.getWorksheet("Summary")!.headerFooter.oddHeader).toBe("&LOur wedding&RSummary");
    await t.db
      .insertInto("wedding")
      .values({ id: 1, brideName: "A&B", groomName: "C", weddingDate: "2025-11-07", venue: "V", updatedAt: "x", rsvpDeadline: null })
      .execute();
    ({ wb } = await download());
    expect(wb.getWorksheet("Summary")!.headerFooter.oddHeader).toBe("&LC && A&&B · November 7–8, 2025&RSummary");
  });
});

describe("times in the wedding's time zone (issue 16, item 1)", () => {
  it("shows instants in the zone and names it in the Summary sheet", async () => {
    await wedding();
    const id = await insertFixtureRsvp(t.db, { name: "Late Night", createdAt: "2025-11-06T19:00:00.000Z" });
    await t.db.updateTable("rsvps").set({ updatedAt: "2025-11-07T03:15:00.000Z" }).where("id", "=", id).execute();
    const { wb } = await download();
    const rsvps = wb.getWorksheet("RSVPs")!;
    const [row] = rowsOf(rsvps);
    // 19:00 UTC on the 6th is 00:30 on the 7th in Kolkata (UTC+05:30), shown as "7 Nov 2025 00:30".
    expect(row).toMatchObject({ Submitted: new Date("2025-11-07T00:30:00.000Z"), "Last Updated": new Date("2025-11-07T08:45:00.000Z") });
    expect(rsvps.getCell("A2").numFmt).toBe("d mmm yyyy hh:mm");
    expect(rowsOf(wb.getWorksheet("Guests")!)[0]).toMatchObject({ Submitted: new Date("2025-11-07T00:30:00.000Z") });
    const summary = Object.fromEntries(rowsOf(wb.getWorksheet("Summary")!).map((r) => [r.Metric, r.Value]));
    expect(summary["Time zone"]).toBe("Times in Asia/Kolkata");
    // Exported at 08:00 UTC: 13:30 in Kolkata.
    expect(summary["Exported at"]).toEqual(new Date("2025-11-03T13:30:00.000Z"));
  });

  it("follows the zone the couple chose", async () => {
    await wedding("America/New_York");
    await insertFixtureRsvp(t.db, { name: "Guest", createdAt: "2025-11-06T19:00:00.000Z" });
    const { wb } = await download();
    expect(rowsOf(wb.getWorksheet("RSVPs")!)[0]!.Submitted).toEqual(new Date("2025-11-06T14:00:00.000Z"));
    expect(Object.fromEntries(rowsOf(wb.getWorksheet("Summary")!).map((r) => [r.Metric, r.Value]))["Time zone"]).toBe("Times in America/New_York");
  });

  it("moves each instant by its own offset, across a daylight-saving change", () => {
    const ny = zoneClock("America/New_York");
    expect(ny("2025-03-09T06:59:00.000Z")).toEqual(new Date("2025-03-09T01:59:00.000Z"));
    expect(ny("2025-03-09T07:00:00.000Z")).toEqual(new Date("2025-03-09T03:00:00.000Z"));
    expect(ny("2025-03-09T07:01:30.000Z")).toEqual(new Date("2025-03-09T03:01:30.000Z"));
    expect(zoneClock("Asia/Kolkata")("2025-11-06T19:00:00.000Z")).toEqual(new Date("2025-11-07T00:30:00.000Z"));
    expect(ny(null)).toBeNull();
    expect(ny("not a date")).toBeNull();
    expect(wallClockCell("2025-11-07T14:20")).toEqual(new Date("2025-11-07T14:20:00.000Z"));
    expect(wallClockCell("7 Nov")).toBeNull();
  });
});

describe("logistics sheets", () => {
  it("lists one row per room per hotel with its occupants once, a two-room party split by who sleeps where, dates and nights from travel", async () => {
    await wedding();
    const r10 = await insertFixtureRoom(t.db, "10", 1);
    const r9 = await insertFixtureRoom(t.db, "9", 1);
    const r2a = await insertFixtureRoom(t.db, "2", 2);
    await insertFixtureRoom(t.db, "1", 3, "Free suite");
    await insertFixtureRoom(t.db, "100", 1);
    const asha = await insertFixtureRsvp(t.db, {
      name: "Asha Rao",
      idProofUrl: "/files/id/front00001.jpg|/files/id/back000001.jpg",
      family: [{ name: "Ravi Rao" }],
      children: [
        ["Mini", 6],
        ["Tiny", null],
      ],
      roomIds: [r10],
      createdAt: "2025-10-01T00:00:00.000Z",
    });
    // Two rooms for two people: one sleeps in each.
    await insertFixtureRsvp(t.db, { name: "Cy Solo", family: [{ name: "Dev Solo" }], roomIds: [r9, r2a], createdAt: "2025-10-02T00:00:00.000Z" });
    await insertFixtureRsvp(t.db, { name: "Bo No", status: "no", roomIds: [r2a], createdAt: "2025-10-03T00:00:00.000Z" });
    await t.db
      .insertInto("travel")
      .values({ rsvpId: asha, arrivalAt: "2025-11-07T14:20", departureAt: "2025-11-09T09:05", needsPickup: 0, needsDrop: 0 })
      .execute();
    const hotel = (await t.db.selectFrom("hotels").select("name").executeTakeFirstOrThrow()).name;

    const { wb } = await download();
    const ws = wb.getWorksheet("Rooming list")!;
    const rows = rowsOf(ws).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, blank(v)])));
    const room = (roomNo: string, occupants: string, party: string, notes: string, dates?: [Date, Date, number]) => ({
      Hotel: hotel,
      Room: roomNo,
      Type: "",
      Occupants: occupants,
      Party: party,
      "Check-in (Asia/Kolkata)": dates?.[0] ?? "",
      "Check-out (Asia/Kolkata)": dates?.[1] ?? "",
      Nights: dates?.[2] ?? "",
      Notes: notes,
    });
    expect(rows).toEqual([
      room("9", "Cy Solo", "Cy Solo", "No travel dates: Cy Solo"),
      room("10", "Asha Rao\nRavi Rao\nMini (child)\nTiny (child)", "Asha Rao", "More people than beds (2 adult beds)", [
        new Date("2025-11-07T00:00:00.000Z"),
        new Date("2025-11-09T00:00:00.000Z"),
        2,
      ]),
      // Bo No declined: not an occupant. Free rooms are not on the hotel's list.
      room("2", "Dev Solo", "Cy Solo", "No travel dates: Cy Solo"),
    ]);
    expect(ws.getCell("F3").numFmt).toBe("d mmm yyyy");
    // Printed at 100 %, never shrunk to fit, with the header row on every page.
    expect(ws.pageSetup).toMatchObject({ fitToPage: false, scale: 100, printTitlesRow: "1:1" });
    // Every person of every attending reply with a room, exactly once.
    const occupants = rows.flatMap((r) => String(r.Occupants).split("\n"));
    expect(occupants).toHaveLength(6);
    expect(new Set(occupants).size).toBe(6);
  });

  it("has a Travel sheet of arrivals and departures, one row per party, with people, point, time and car (issue 15, item 6)", async () => {
    await wedding();
    const airport = await point("Chandigarh Airport");
    const asha = await insertFixtureRsvp(t.db, { name: "Asha Rao", phone: "9811111111", family: [{ name: "Ravi" }], children: [["Mini", 6]] });
    const cy = await insertFixtureRsvp(t.db, { name: "Cy Solo", phone: "9833333333" });
    const bo = await insertFixtureRsvp(t.db, { name: "Bo No", status: "no" });
    await t.db
      .insertInto("travel")
      .values([
        {
          rsvpId: asha,
          arrivalAt: "2025-11-07T14:20",
          arrivalMode: "flight",
          arrivalNumber: "6E 201",
          arrivalPointId: airport,
          needsPickup: 1,
          arrivalVehicle: "Innova 1",
          departureAt: "2025-11-09T09:05",
          departureMode: "flight",
          departurePointId: airport,
          needsDrop: 1,
          departureVehicle: null,
        },
        { rsvpId: cy, arrivalAt: "2025-11-07T09:00", arrivalMode: "car", needsPickup: 0, needsDrop: 0 },
        { rsvpId: bo, arrivalAt: "2025-11-07T08:00", needsPickup: 0, needsDrop: 0 },
      ])
      .execute();
    const { wb } = await download();
    const rows = rowsOf(wb.getWorksheet("Travel")!).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, blank(v)])));
    const row = (
      direction: string,
      at: string,
      party: string,
      phone: string,
      people: number,
      mode: string,
      number: string,
      pointName: string,
      service: string,
      car: string,
    ) => ({
      Direction: direction,
      "Time (Asia/Kolkata)": new Date(`${at}:00.000Z`),
      "Party (Primary Guest)": party,
      Phone: phone,
      People: people,
      Mode: mode,
      "Flight / Train No": number,
      Point: pointName,
      "Pickup / Drop": service,
      Car: car,
    });
    expect(rows).toEqual([
      row("Arrival", "2025-11-07T09:00", "Cy Solo", "9833333333", 1, "Car", "", "", "", ""),
      row("Arrival", "2025-11-07T14:20", "Asha Rao", "9811111111", 3, "Flight", "6E 201", "Chandigarh Airport", "Pickup", "Innova 1"),
      row("Departure", "2025-11-09T09:05", "Asha Rao", "9811111111", 3, "Flight", "", "Chandigarh Airport", "Drop", ""),
    ]);
    // The same parties as the dashboard's travel list.
    const api = (await t.app.inject({ method: "GET", url: "/api/admin/travel", headers: auth })).json() as { arrivals: unknown[]; departures: unknown[] };
    expect(rows).toHaveLength(api.arrivals.length + api.departures.length);
  });

  it("gives the caterer each day's numbers (as GET /api/admin/headcounts) and every special request, a printed page per day (issue 16, item 3)", async () => {
    await wedding();
    const haldi = await addEvent(1, "Haldi", true, 0);
    await addEvent(2, "Wedding Ceremony", false, 0);
    const dayMenu = await t.db.insertInto("dayMenus").values({ day: 2, title: "Wedding Day", isPublished: 1 }).returning("id").executeTakeFirstOrThrow();
    await t.db.insertInto("menus").values({ dayMenuId: dayMenu.id, title: "Wedding Lunch", day: 2, mealType: "lunch", displayOrder: 0 }).execute();
    const asha = await insertFixtureRsvp(t.db, {
      name: "Asha Rao",
      diet: "veg",
      specialRequests: "Wheelchair access",
      family: [{ name: "Ravi", diet: "non-veg", drink: "alcoholic" }],
      createdAt: "2025-10-01T00:00:00.000Z",
    });
    await insertFixtureRsvp(t.db, { name: "Cy Solo", diet: "vegan", specialRequests: "Nut allergy (severe)", createdAt: "2025-10-02T00:00:00.000Z" });
    await insertFixtureRsvp(t.db, { name: "Bo No", status: "no", specialRequests: "Sorry!", createdAt: "2025-10-03T00:00:00.000Z" });
    await t.db.insertInto("personEvents").values({ rsvpId: asha, kind: "primary", personId: 0, eventId: haldi }).execute();

    const { wb, zip } = await download();
    const ws = wb.getWorksheet("Caterer")!;
    const rows = rowsOf(ws).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, blank(v)])));
    const api = (await t.app.inject({ method: "GET", url: "/api/admin/headcounts", headers: auth })).json() as {
      events: { eventName: string; day: number; total: number; adults: number; veg: number; nonVeg: number; vegan: number; alcoholic: number }[];
      days: { day: number; total: number; veg: number; nonVeg: number; vegan: number }[];
      meals: { title: string; day: number; total: number; veg: number; nonVeg: number; vegan: number }[];
    };
    const numbers = (r: Record<string, unknown>) => [r.Total, r.Vegetarian, r["Non-vegetarian"], r.Vegan];
    const find = (day: number, name: string) => rows.find((r) => String(r.Day).startsWith(`Day ${day}`) && r.Name === name)!;
    for (const d of api.days) expect(numbers(find(d.day, "Everyone present")), `day ${d.day}`).toEqual([d.total, d.veg, d.nonVeg, d.vegan]);
    for (const e of api.events) {
      expect(numbers(find(e.day, e.eventName)), e.eventName).toEqual([e.total, e.veg, e.nonVeg, e.vegan]);
      expect(find(e.day, e.eventName).Alcoholic).toBe(e.alcoholic);
    }
    for (const m of api.meals) expect(numbers(find(m.day, m.title)), m.title).toEqual([m.total, m.veg, m.nonVeg, m.vegan]);
    expect(api.days.map((d) => d.total)).toEqual([1, 3]);

    // Requests of attending replies beside each day, the food one first; the declined reply's is left out.
    const requests = (day: number) =>
      rows
        .filter((r) => String(r.Day).startsWith(`Day ${day}`) && String(r.Section).startsWith("Special request"))
        .map((r) => [r.Section, r.Name, r["Special Request"]]);
    expect(requests(1)).toEqual([
      ["Special request (not here this day)", "Cy Solo", "Nut allergy (severe)"],
      ["Special request", "Asha Rao", "Wheelchair access"],
    ]);
    expect(requests(2)).toEqual([
      ["Special request", "Cy Solo", "Nut allergy (severe)"],
      ["Special request", "Asha Rao", "Wheelchair access"],
    ]);
    expect(rows.map((r) => r.Day)).toEqual([
      "Day 1 (7th Nov)",
      "Day 1 (7th Nov)",
      "Day 1 (7th Nov)",
      "Day 1 (7th Nov)",
      "Day 2 (8th Nov)",
      "Day 2 (8th Nov)",
      "Day 2 (8th Nov)",
      "Day 2 (8th Nov)",
    ]);

    // A manual page break after the last row of day 1 (sheet row 5), none after the last day.
    const sheetNo = wb.worksheets.findIndex((w) => w.name === "Caterer") + 1;
    const xml = unzipEntry(zip, `xl/worksheets/sheet${sheetNo}.xml`);
    expect(xml).toMatch(/<rowBreaks count="1" manualBreakCount="1"><brk id="5" max="16383" man="1"\/><\/rowBreaks>/);
    expect(xml).toContain('<printOptions gridLines="1"/>');
  });
});
