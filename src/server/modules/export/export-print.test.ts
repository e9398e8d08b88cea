/**
 * The export's print setup, time zone and logistics sheets (issues 15.6 and 16.1-3): the downloaded file is parsed
 * back with exceljs (and its sheet XML read straight from the zip where exceljs reads nothing back: page breaks).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { insertFixtureRoom, insertFixtureRsvp } from "../admin-rsvps/admin-rsvps.test-helpers";
import { downloadExport, rowsOf } from "./export.test-helpers";
import { displayLength, MIN_PRINT_SCALE, wrappedLines } from "./sheet";
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

const SHEETS = ["RSVPs", "Guests", "Guest list", "Rooms", "Rooming list", "Travel", "Summary", "Headcounts", "Caterer", "Other requests"];
/** Sheets for paper, printed at 100 % (caterer-sheet.ts). */
const AT_FULL_SIZE = new Set(["Caterer", "Other requests", "Rooming list"]);

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
  it("is landscape A4 at 8 pt or more (one page wide, or across pages with the name repeated), header row on every page, grid lines, the couple and the sheet on top, Page x of y below; widths fit", async () => {
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
      expect(ws.pageSetup, ws.name).toMatchObject({ orientation: "landscape", paperSize: 9, printTitlesRow: "1:1", showGridLines: true });
      // Fitting to one page wide shrinks a wide sheet below 8 pt; such a sheet prints at 73 % (11 pt → 8 pt) across pages
      // instead, and the caterer's sheets are laid out to fit the page at 100 %.
      const px = ws.columns.reduce((sum, c) => sum + (c.width ?? 0) * 7 + 5, 0);
      if (AT_FULL_SIZE.has(ws.name)) expect(ws.pageSetup, ws.name).toMatchObject({ fitToPage: false, scale: 100 });
      else if ((((11.69 - 0.8) * 96) / px) * 100 >= MIN_PRINT_SCALE)
        expect(ws.pageSetup, ws.name).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
      else expect(ws.pageSetup, ws.name).toMatchObject({ fitToPage: false, scale: MIN_PRINT_SCALE });
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
    const rsvps = wb.getWorksheet("RSVPs")!;
    expect(rsvps.getColumn(18).width).toBe(32);
    expect(rsvps.getCell("R2").alignment).toMatchObject({ wrapText: true });
    // The wide RSVPs sheet spreads across pages with the guest's name on each; its rows grow with their wrapped text.
    expect(rsvps.pageSetup).toMatchObject({ fitToPage: false, scale: 73, printTitlesColumn: "B:B" });
    expect(rsvps.getRow(2).height).toBe(15 * wrappedLines("No peanuts please. ".repeat(10).trim(), 31));
    expect(rsvps.getRow(1).height).toBeGreaterThanOrEqual(30); // "Makeup Sessions" on two lines
    // A name longer than the widest column (32) wraps within it rather than widening the page.
    expect(rsvps.getColumn(2).width).toBe(32);
    expect(rsvps.getCell("B2").alignment).toMatchObject({ wrapText: true });
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

  it("gives the caterer, per meal, the counts by diet with children apart, how it was counted, its dishes and food requests; other requests go to the hotel's sheet", async () => {
    await wedding();
    const sangeet = await addEvent(1, "Sangeet", true, 0);
    const dayMenu = await t.db.insertInto("dayMenus").values({ day: 1, title: "Day one", isPublished: 1 }).returning("id").executeTakeFirstOrThrow();
    const menu = (title: string, mealType: string, servingTime: string | null, servedAtEventId: number | null, displayOrder: number) =>
      t.db
        .insertInto("menus")
        .values({ dayMenuId: dayMenu.id, title, day: 1, mealType, servingTime, servedAtEventId, displayOrder })
        .returning("id")
        .executeTakeFirstOrThrow();
    const lunch = await menu("Welcome Lunch", "lunch", "1:00 PM - 3:00 PM", null, 0);
    await menu("Sangeet Dinner", "dinner", "8:30 PM", sangeet, 1);
    await t.db
      .insertInto("menuDishes")
      .values([
        { menuId: lunch.id, name: "Dal makhani", dietaryType: "vegetarian", subcategory: "Main Course", displayOrder: 0 },
        { menuId: lunch.id, name: "Butter chicken", dietaryType: "non-vegetarian", subcategory: "Main Course", displayOrder: 1 },
      ])
      .execute();
    const asha = await insertFixtureRsvp(t.db, {
      name: "Asha Rao",
      diet: "jain",
      specialRequests: "Wheelchair access and parking",
      family: [{ name: "Ravi", diet: "non-veg" }],
      children: [["Mini", 6]],
      createdAt: "2025-10-01T00:00:00.000Z",
    });
    const cy = await insertFixtureRsvp(t.db, {
      name: "Cy Solo",
      diet: "vegan",
      specialRequests: "Nut allergy (severe)",
      createdAt: "2025-10-02T00:00:00.000Z",
    });
    await insertFixtureRsvp(t.db, { name: "Bo No", status: "no", specialRequests: "Need parking", createdAt: "2025-10-03T00:00:00.000Z" });
    await t.db.insertInto("personEvents").values({ rsvpId: asha, kind: "primary", personId: 0, eventId: sangeet }).execute();
    await t.db.insertInto("personEvents").values({ rsvpId: cy, kind: "primary", personId: 0, eventId: sangeet }).execute();
    await t.db.insertInto("travel").values({ rsvpId: asha, arrivalAt: "2025-11-07T14:00", needsPickup: 0, needsDrop: 0 }).execute();

    const { wb } = await download();
    const ws = wb.getWorksheet("Caterer")!;
    const rows = rowsOf(ws).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, blank(v)])));
    const numbers = (r: Record<string, unknown>) => [r.Adults, r.Children, r.Total, r.Veg, r["Non-veg"], r.Vegan, r.Jain, r["Not given"]];
    expect(rows.map((r) => r.Meal)).toEqual(["Welcome Lunch\n1:00 PM - 3:00 PM", "Sangeet Dinner\n8:30 PM"]);
    // 1 PM: Asha's party arrives at 14:00; Cy gave no travel details and is counted (he comes to the day's Sangeet), and said so.
    expect(numbers(rows[0]!)).toEqual([1, 0, 1, 0, 0, 1, 0, 0]);
    expect(rows[0]!["Counted, dishes and food requests"]).toBe(
      "There at 1:00 PM · 1 without travel details\nMain Course: Dal makhani, Butter chicken (non-veg)\nRequest, Cy Solo: Nut allergy (severe)",
    );
    // The Sangeet's guests: Asha (Jain) and Cy (vegan); Asha's request is not about food.
    expect(numbers(rows[1]!)).toEqual([2, 0, 2, 0, 0, 1, 1, 0]);
    expect(rows[1]!["Counted, dishes and food requests"]).toBe("Guests of the Sangeet\nNo dishes listed yet\nRequest, Cy Solo: Nut allergy (severe)");
    expect(rows.map((r) => r.Day)).toEqual(["Day 1 (7th Nov)", "Day 1 (7th Nov)"]);
    // The hotel's list: attending replies' other requests only.
    expect(rowsOf(wb.getWorksheet("Other requests")!)).toEqual([{ Party: "Asha Rao", Request: "Wheelchair access and parking" }]);

    // Printed at 100 % with text of 8 pt or more, within A4 landscape's width (about 140 characters between the margins).
    for (const sheet of [ws, wb.getWorksheet("Other requests")!]) {
      expect(sheet.pageSetup.fitToPage, sheet.name).toBe(false);
      expect(sheet.pageSetup.scale, sheet.name).toBe(100);
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.font?.size ?? 11, `${sheet.name}!${cell.address}`).toBeGreaterThanOrEqual(8)));
      const widths = sheet.columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
      expect(widths, sheet.name).toBeLessThanOrEqual(140);
    }
    // A meal's lines fit its row.
    expect(ws.getRow(2).height).toBeGreaterThanOrEqual(3 * 12);
  });
});

describe("wrapped lines, for row heights", () => {
  it("wraps between words as a spreadsheet does, breaks a word longer than the column, and keeps line breaks", () => {
    expect(wrappedLines("", 10)).toBe(1);
    expect(wrappedLines("Vegetarian", 10)).toBe(1);
    expect(wrappedLines("Dietary not specified", 10)).toBe(3);
    expect(wrappedLines("Dietary not", 11)).toBe(1);
    expect(wrappedLines("a\nb", 10)).toBe(2);
    expect(wrappedLines("x".repeat(25), 10)).toBe(3);
    expect(wrappedLines("Manish Thakur, Zoya Thakur, Gaurav Thakur", 31)).toBe(2);
  });
});
