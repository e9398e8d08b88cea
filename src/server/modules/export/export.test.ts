/** GET /api/admin/export: the downloaded file parsed back with exceljs, every sheet checked against the database. */
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { insertFixtureRoom, insertFixtureRsvp } from "../admin-rsvps/admin-rsvps.test-helpers";
import { downloadExport, rowsOf } from "./export.test-helpers";
import { addToSummary, emptySummary, FORMULA_GUARD, idText, makeupSessions, roomsText, safeRow, textCell } from "./cells";

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

const download = () => downloadExport(t, auth);

async function seed() {
  const r101 = await insertFixtureRoom(t.db, "101", 1, "Sea view");
  const r10 = await insertFixtureRoom(t.db, "10", 1);
  const r2 = await insertFixtureRoom(t.db, "2", 1);
  await insertFixtureRoom(t.db, "A-205", 2, "Empty suite");
  const asha = await insertFixtureRsvp(t.db, {
    name: "Asha Rao",
    phone: "9811111111",
    gender: "female",
    diet: "veg",
    drink: "non-alcoholic",
    makeup: 0,
    idProofUrl: "/files/id/front00001.jpg|/files/id/back000001.jpg",
    specialRequests: "Late check-in",
    createdAt: "2025-10-01T10:30:00.000Z",
    family: [
      { name: "Ravi Rao", gender: "male", diet: "non-veg", drink: "alcoholic", makeup: 2, idProofUrl: "/files/id/ravi000001.pdf" },
      { name: "Lata Rao", diet: "vegan" },
    ],
    children: [
      ["Mini", 6],
      ["Tiny", null],
    ],
    roomIds: [r101, r10],
  });
  await insertFixtureRsvp(t.db, { name: "Bo No", phone: "9822222222", status: "no", createdAt: "2025-10-02T09:00:00.000Z" });
  await insertFixtureRsvp(t.db, {
    name: "Cy Solo",
    phone: "9833333333",
    diet: "non-veg",
    drink: "alcoholic",
    createdAt: "2025-10-03T12:00:00.000Z",
    roomIds: [r101],
  });
  return { asha, r2 };
}

describe("GET /api/admin/export", () => {
  it("refuses strangers with 401 JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/export" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please log in to continue." });
  });

  it("streams an xlsx named wedding-rsvps-{date}.xlsx whose sheets match the database", async () => {
    const { asha } = await seed();
    const { res, wb } = await download();
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="wedding-rsvps-2025-11-03.xlsx"');
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "RSVPs",
      "Guests",
      "Guest list",
      "Rooms",
      "Rooming list",
      "Travel",
      "Summary",
      "Headcounts",
      "Caterer",
      "Other requests",
    ]);

    for (const ws of wb.worksheets) {
      expect(ws.views[0], ws.name).toMatchObject({ state: "frozen", ySplit: 1 });
      // The caterer's and the hotel's sheets are for paper: no filter buttons over their narrow headers.
      if (!["Caterer", "Other requests"].includes(ws.name)) expect(ws.autoFilter, ws.name).toBeTruthy();
      expect(ws.getRow(1).font?.bold, ws.name).toBe(true);
      for (const [i, col] of ws.columns.entries()) expect(col.width ?? 0, `${ws.name} column ${i + 1} of ${ws.columns.length}`).toBeGreaterThanOrEqual(7);
    }

    // RSVPs: one row per RSVP, oldest first, every field.
    const rsvps = rowsOf(wb.getWorksheet("RSVPs")!);
    const dbRsvps = await t.db.selectFrom("rsvps").select(["id", "primaryGuestName"]).orderBy("createdAt").execute();
    expect(rsvps.map((r) => r["RSVP ID"])).toEqual(dbRsvps.map((r) => r.id));
    expect(rsvps[0]).toEqual({
      // 10:30 UTC is 16:00 in the wedding's zone (Asia/Kolkata by default).
      Submitted: new Date("2025-10-01T16:00:00.000Z"),
      "Primary Guest": "Asha Rao",
      Phone: "9811111111",
      Status: "Attending",
      Gender: "Female",
      Dietary: "Vegetarian",
      Beverage: "Non-alcoholic",
      "Makeup Artist": "Yes",
      "Makeup Sessions": 1,
      "Family Members": 2,
      "Family Member Names": "Ravi Rao, Lata Rao",
      Children: 2,
      "Children Names (Age)": "Mini (6), Tiny",
      "Total Guests": 5,
      Rooms: "10 (Floor 1), 101 (Floor 1)",
      "ID Proof": "Uploaded (front & back)",
      "Family IDs Uploaded": "1 of 2",
      "Special Requests": "Late check-in",
      "Last Updated": null,
      "RSVP ID": asha,
    });
    expect(rsvps[1]).toMatchObject({ "Primary Guest": "Bo No", Status: "Not Attending", "Total Guests": 0, Rooms: null, "Makeup Artist": "No" });
    expect(rsvps[2]).toMatchObject({ "Primary Guest": "Cy Solo", "ID Proof": "Pending", "Total Guests": 1, Rooms: "101 (Floor 1)" });
    expect(wb.getWorksheet("RSVPs")!.getCell("A2").numFmt).toBe("d mmm yyyy hh:mm");

    // Guests: one row per attending person.
    const guests = rowsOf(wb.getWorksheet("Guests")!);
    const people =
      Number(
        (
          await t.db
            .selectFrom("rsvps")
            .where("rsvpStatus", "=", "yes")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ) +
      Number(
        (
          await t.db
            .selectFrom("familyMembers")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ) +
      Number(
        (
          await t.db
            .selectFrom("children")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(guests).toHaveLength(people);
    expect(guests.map((g) => [g["Guest Type"], g.Name, g["Party (Primary Guest)"]])).toEqual([
      ["Primary", "Asha Rao", "Asha Rao"],
      ["Family Member", "Ravi Rao", "Asha Rao"],
      ["Family Member", "Lata Rao", "Asha Rao"],
      ["Child", "Mini", "Asha Rao"],
      ["Child", "Tiny", "Asha Rao"],
      ["Primary", "Cy Solo", "Cy Solo"],
    ]);
    expect(guests[1]).toMatchObject({
      Dietary: "Non-vegetarian",
      Beverage: "Alcoholic",
      "Makeup Artist": "Yes",
      "Makeup Sessions": 2,
      "ID Proof": "Uploaded",
      Rooms: "10 (Floor 1), 101 (Floor 1)",
    });
    expect(guests[2]).toMatchObject({ Dietary: "Vegan", "ID Proof": "Pending", "Makeup Artist": "No" });
    expect(guests[3]).toMatchObject({ Age: 6, Dietary: null, Phone: "9811111111" });

    // Rooms: sorted by floor then numeric-aware number, occupants with guest counts.
    const rooms = rowsOf(wb.getWorksheet("Rooms")!);
    expect(rooms).toEqual([
      { "Room No": "2", Floor: 1, Description: null, Status: "Available", Occupants: null, RSVPs: 0, "Guest Count": 0 },
      { "Room No": "10", Floor: 1, Description: null, Status: "Occupied", Occupants: "Asha Rao (5)", RSVPs: 1, "Guest Count": 5 },
      { "Room No": "101", Floor: 1, Description: "Sea view", Status: "Occupied", Occupants: "Asha Rao (5), Cy Solo (1)", RSVPs: 2, "Guest Count": 6 },
      { "Room No": "A-205", Floor: 2, Description: "Empty suite", Status: "Available", Occupants: null, RSVPs: 0, "Guest Count": 0 },
    ]);
    expect(rooms).toHaveLength(
      Number(
        (
          await t.db
            .selectFrom("rooms")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

    // Summary.
    const summary = Object.fromEntries(rowsOf(wb.getWorksheet("Summary")!).map((r) => [r.Metric, r.Value]));
    expect(summary).toEqual({
      "Total responses": 3,
      "Attending responses": 2,
      "Not attending responses": 1,
      "Total guests": 6,
      Adults: 4,
      Children: 2,
      Vegetarian: 1,
      "Non-vegetarian": 2,
      Vegan: 1,
      "Dietary not specified": 0,
      Alcoholic: 2,
      "Non-alcoholic": 1,
      "Beverage not specified": 1,
      "Makeup sessions": 3,
      "Rooms used": 2,
      "Total rooms": 4,
      "Exported at": expect.any(Date),
      "Time zone": "Times in Asia/Kolkata",
    });
  });

  it("exports headers only on an empty database, and pages through more RSVPs than one page", async () => {
    let { wb } = await download();
    expect(wb.worksheets.map((w) => w.rowCount)).toEqual([1, 1, 1, 1, 1, 1, 19, 1, 1, 2]);
    for (let i = 0; i < 1203; i++) {
      await insertFixtureRsvp(t.db, {
        name: `Guest ${i}`,
        createdAt: new Date(Date.UTC(2025, 9, 1) + (i % 7) * 1000).toISOString(),
        children: i % 2 ? [["k", 3]] : [],
      });
    }
    ({ wb } = await download());
    const ids = rowsOf(wb.getWorksheet("RSVPs")!).map((r) => r["RSVP ID"]);
    expect(ids).toHaveLength(1203);
    expect(new Set(ids).size).toBe(1203);
    expect(rowsOf(wb.getWorksheet("Guests")!)).toHaveLength(1203 + 601);
  }, 60_000);
});

describe("who comes to which function (issue 14)", () => {
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
  const attend = (rsvpId: string, kind: "primary" | "member" | "child", personId: number, eventIds: number[]) =>
    Promise.all(eventIds.map((eventId) => t.db.insertInto("personEvents").values({ rsvpId, kind, personId, eventId }).execute()));
  /** An empty cell reads back as null or "": both mean "not attending". */
  const blank = (v: unknown) => (v === null || v === undefined ? "" : v);

  it("adds a Headcounts sheet with the dashboard's numbers and a Yes column per asked function in the Guests sheet", async () => {
    await t.db
      .insertInto("wedding")
      .values({ id: 1, brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", updatedAt: "x", rsvpDeadline: null })
      .execute();
    const haldi = await addEvent(1, "Haldi", true, 0);
    const sangeet = await addEvent(1, "Sangeet", true, 1);
    await addEvent(2, "Wedding Ceremony", false, 0);
    const dayMenu = await t.db.insertInto("dayMenus").values({ day: 2, title: "Wedding Day", isPublished: 1 }).returning("id").executeTakeFirstOrThrow();
    await t.db.insertInto("menus").values({ dayMenuId: dayMenu.id, title: "Wedding Lunch", day: 2, mealType: "lunch", displayOrder: 0 }).execute();
    const { asha } = await seed();
    const ravi = await t.db.selectFrom("familyMembers").select("id").where("name", "=", "Ravi Rao").executeTakeFirstOrThrow();
    const lata = await t.db.selectFrom("familyMembers").select("id").where("name", "=", "Lata Rao").executeTakeFirstOrThrow();
    const mini = await t.db.selectFrom("children").select("id").where("name", "=", "Mini").executeTakeFirstOrThrow();
    await attend(asha, "primary", 0, [haldi, sangeet]); // veg, non-alcoholic
    await attend(asha, "member", ravi.id, [haldi]); // non-veg, alcoholic: skips the Sangeet
    await attend(asha, "member", lata.id, [sangeet]); // vegan, drink not given
    await attend(asha, "child", mini.id, [sangeet]);
    // Tiny (a child) and Cy Solo (non-veg, alcoholic) attend no asked function; Bo No declined.

    const { wb } = await download();
    const counts = rowsOf(wb.getWorksheet("Headcounts")!);
    const zeroDrinks = { Alcoholic: "", "Non-alcoholic": "", "Beverage not specified": "" };
    const row = (day: string, section: string, name: string, n: number[], drinks: Record<string, unknown> | number[] = zeroDrinks) => ({
      Day: day,
      Section: section,
      Name: name,
      Adults: n[0],
      Children: n[1],
      Total: n[2],
      Vegetarian: n[3],
      "Non-vegetarian": n[4],
      Vegan: n[5],
      Jain: 0,
      "Dietary not specified": n[6],
      ...(Array.isArray(drinks) ? { Alcoholic: drinks[0], "Non-alcoholic": drinks[1], "Beverage not specified": drinks[2] } : drinks),
    });
    expect(counts.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, blank(v)])))).toEqual([
      // Day 1 asks: present are the four who chose one of its functions (Asha, Ravi, Lata, Mini), each once.
      row("Day 1 (7th Nov)", "Day total", "Everyone present", [3, 1, 4, 1, 1, 1, 0]),
      row("Day 1 (7th Nov)", "Function", "Haldi", [2, 0, 2, 1, 1, 0, 0], [1, 1, 0]),
      row("Day 1 (7th Nov)", "Function", "Sangeet", [2, 1, 3, 1, 0, 1, 0], [0, 1, 1]),
      // Day 2 asks nothing: everyone of an attending reply (Asha's five and Cy Solo).
      row("Day 2 (8th Nov)", "Day total", "Everyone present", [4, 2, 6, 1, 2, 1, 0]),
      row("Day 2 (8th Nov)", "Meal (Lunch)", "Wedding Lunch", [4, 2, 6, 1, 2, 1, 0]),
    ]);
    // The same numbers as the dashboard's GET /api/admin/headcounts.
    const api = (await t.app.inject({ method: "GET", url: "/api/admin/headcounts", headers: auth })).json() as {
      events: { eventName: string; total: number; alcoholic: number }[];
    };
    expect(api.events.map((e) => [e.eventName, e.total, e.alcoholic])).toEqual([
      ["Haldi", 2, 1],
      ["Sangeet", 3, 0],
    ]);

    const guests = rowsOf(wb.getWorksheet("Guests")!);
    expect(Object.keys(guests[0]!).slice(-2)).toEqual(["Haldi", "Sangeet"]);
    expect(guests.map((g) => [g.Name, blank(g.Haldi), blank(g.Sangeet)])).toEqual([
      ["Asha Rao", "Yes", "Yes"],
      ["Ravi Rao", "Yes", ""],
      ["Lata Rao", "", "Yes"],
      ["Mini", "", "Yes"],
      ["Tiny", "", ""],
      ["Cy Solo", "", ""],
    ]);
    const headcountSheet = wb.getWorksheet("Headcounts")!;
    expect(headcountSheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(headcountSheet.autoFilter).toBeTruthy();
  });

  it("keeps a function named like a formula as text in the Guests header and the Headcounts sheet; a second function of the same name gets its day", async () => {
    await addEvent(1, '=HYPERLINK("http://x","y")', true, 0);
    await addEvent(1, "Dinner", true, 1);
    await addEvent(2, "Dinner", true, 0);
    await insertFixtureRsvp(t.db, { name: "Solo", phone: "9844444444" });
    const { wb } = await download();
    const header = (wb.getWorksheet("Guests")!.getRow(1).values as unknown[]).slice(-3);
    expect(header).toEqual([`${FORMULA_GUARD}=HYPERLINK("http://x","y")`, "Dinner (Day 1)", "Dinner (Day 2)"]);
    const names = rowsOf(wb.getWorksheet("Headcounts")!).map((r) => r.Name);
    expect(names).toEqual(["Everyone present", `${FORMULA_GUARD}=HYPERLINK("http://x","y")`, "Dinner", "Everyone present", "Dinner"]);
    for (const ws of wb.worksheets)
      ws.eachRow((row) => row.eachCell((cell) => expect(cell.type, `${ws.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula)));
  });
});

describe("text that a spreadsheet would run as a formula (issue 12, item 7)", () => {
  const NASTY = ['=HYPERLINK("http://x","y")', "+1", "-2", "@SUM(A1)", "\tx", "\r=1+1", "=cmd|' /C calc'!A0"];
  const TRIGGER = /^[=+\-@\t\r\n]/;

  it("is exported as plain text that no longer starts like a formula, and stays so through a CSV save", async () => {
    const room = await insertFixtureRoom(t.db, "=1+1", 1, "@SUM(A1)");
    for (const [i, name] of NASTY.entries()) {
      await insertFixtureRsvp(t.db, {
        name,
        phone: `98000000${String(i).padStart(2, "0")}`,
        specialRequests: name,
        createdAt: new Date(Date.UTC(2025, 9, 1, 0, i)).toISOString(),
        family: [{ name: `-${name}` }],
        roomIds: i === 0 ? [room] : [],
      });
    }
    await t.db
      .insertInto("households")
      .values({ name: NASTY[0]!, seats: 1, tags: JSON.stringify(["@SUM(A1)"]), guests: JSON.stringify(["-2"]), notes: "=cmd|' /C calc'!A0", createdAt: "x" })
      .execute();
    const { wb } = await download();

    const rsvps = wb.getWorksheet("RSVPs")!;
    for (const [i, name] of NASTY.entries()) {
      for (const col of [2, 18]) {
        const cell = rsvps.getRow(i + 2).getCell(col);
        expect(cell.type, `${name} in column ${col}`).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
        // What the guest typed, behind one invisible character (XML reads a carriage return as a line feed).
        expect(cell.value).toBe(FORMULA_GUARD + name.replace(/\r/g, "\n"));
      }
      expect(rsvps.getRow(i + 2).getCell(11).value).toBe(`${FORMULA_GUARD}-${name.replace(/\r/g, "\n")}`);
    }
    expect(rsvps.getRow(2).getCell(15).value).toBe(`${FORMULA_GUARD}=1+1 (Floor 1)`);
    const guests = wb.getWorksheet("Guests")!;
    expect(guests.getRow(2).getCell(3).value).toBe(FORMULA_GUARD + NASTY[0]);
    expect(guests.getRow(3).getCell(3).value).toBe(`${FORMULA_GUARD}-${NASTY[0]}`);
    const list = wb.getWorksheet("Guest list")!.getRow(2);
    expect([1, 3, 7, 13].map((col) => list.getCell(col).value)).toEqual([
      FORMULA_GUARD + NASTY[0],
      `${FORMULA_GUARD}@SUM(A1)`,
      `${FORMULA_GUARD}-2`,
      `${FORMULA_GUARD}=cmd|' /C calc'!A0`,
    ]);
    const rooms = wb.getWorksheet("Rooms")!;
    expect([rooms.getRow(2).getCell(1).value, rooms.getRow(2).getCell(3).value]).toEqual([`${FORMULA_GUARD}=1+1`, `${FORMULA_GUARD}@SUM(A1)`]);

    // No formula anywhere in the file.
    for (const ws of wb.worksheets) {
      ws.eachRow((row) => row.eachCell((cell) => expect(cell.type, `${ws.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula)));
    }

    // Saved as CSV and read back: every cell still starts with something that is not a trigger.
    for (const sheetName of ["RSVPs", "Guests", "Guest list", "Rooms"]) {
      const csv = Buffer.from((await wb.csv.writeBuffer({ sheetName })) as unknown as Uint8Array).toString("utf8");
      expect(csv).toContain(`${FORMULA_GUARD}=HYPERLINK(""http://x"",""y"")`);
      // Each field exactly as a CSV reader sees it (quoted fields may span lines).
      const back = new ExcelJS.Workbook();
      const ws = await back.csv.read(Readable.from([csv]), { map: (field: string) => field, parserOptions: { ltrim: false, rtrim: false } });
      let fields = 0;
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          fields++;
          expect(String(cell.value), `${sheetName}!${cell.address}`).not.toMatch(TRIGGER);
        }),
      );
      expect(fields).toBeGreaterThan(10);
    }
  });

  it("leaves ordinary text, numbers and dates alone", () => {
    expect(textCell("Asha Rao")).toBe("Asha Rao");
    expect(textCell("A-205")).toBe("A-205");
    expect(textCell("")).toBe("");
    expect(textCell("\nx")).toBe(`${FORMULA_GUARD}\nx`);
    // A phone in E.164 only ever reads as a number; anything more after the "+" is guarded.
    expect(textCell("+919876543210")).toBe("+919876543210");
    expect(textCell("+1")).toBe(`${FORMULA_GUARD}+1`);
    expect(textCell("+919876543210+1")).toBe(`${FORMULA_GUARD}+919876543210+1`);
    expect(textCell("+91 98765 43210")).toBe(`${FORMULA_GUARD}+91 98765 43210`);
    const when = new Date();
    expect(safeRow({ a: -2, b: when, c: null, d: "-2", e: "ok" })).toEqual({ a: -2, b: when, c: null, d: `${FORMULA_GUARD}-2`, e: "ok" });
  });
});

describe("export cells", () => {
  it("formats ID status, rooms and makeup sessions", () => {
    expect(idText(null)).toBe("Pending");
    expect(idText("/files/id/a.pdf")).toBe("Uploaded");
    expect(idText("/files/id/a.pdf|/files/id/b.pdf")).toBe("Uploaded (front & back)");
    expect(
      roomsText([
        { roomNo: "A-1", floorNo: 2 },
        { roomNo: "10", floorNo: 1 },
        { roomNo: "9", floorNo: 1 },
      ]),
    ).toBe("9 (Floor 1), 10 (Floor 1), A-1 (Floor 2)");
    expect(makeupSessions({ needsMakeupArtist: true, makeupCount: 0 })).toBe(1);
    expect(makeupSessions({ needsMakeupArtist: false, makeupCount: 3 })).toBe(0);
  });

  it("counts only attending RSVPs in guests, meals and drinks", () => {
    const base = {
      id: "x",
      phone: "1",
      gender: null,
      specialRequests: null,
      createdAt: "",
      updatedAt: null,
      rooms: [],
      idProofUrl: null,
      needsMakeupArtist: false,
      makeupCount: 0,
      beveragePreference: null,
    };
    const s = emptySummary();
    addToSummary(s, {
      ...base,
      name: "N",
      rsvpStatus: "no",
      dietaryPreference: "veg",
      familyMembers: [],
      children: [{ name: "c", age: 1, events: [] }],
      events: [],
    });
    addToSummary(s, {
      ...base,
      name: "Y",
      rsvpStatus: "yes",
      dietaryPreference: "veg",
      familyMembers: [],
      children: [{ name: "c", age: 1, events: [] }],
      events: [],
    });
    expect(s).toMatchObject({ totalResponses: 2, attendingResponses: 1, notAttendingResponses: 1, totalGuests: 2, adults: 1, children: 1, veg: 1 });
  });
});
