/**
 * POST /api/admin/households/import through the real app: a messy .xlsx (two sheets, phones written every way,
 * duplicates, a bad row, Hindi names) and a messy .csv, previewed (nothing stored) and imported.
 */
import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { multipartBody } from "../../files/multipart.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
let haldi: number;
let reception: number;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  haldi = await event("Haldi");
  reception = await event("Reception");
});
afterEach(async () => {
  await t.close();
});

async function event(eventName: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/timeline-events",
    headers: auth,
    payload: { day: 1, eventName, time: "6:00 PM", place: "Lawn", asksAttendance: true },
  });
  return (res.json() as { id: number }).id;
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function messyWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const bride = wb.addWorksheet("Bride side");
  bride.addRow([" Family ", "Mobile No.", "SIDE", "Group", "Pax", "Functions", "Members", "Language", "Remarks"]);
  bride.addRow(["Sharma family (Delhi)", "98765 43210", "Bride", "outstation, NRI", 3, "Haldi, Reception", "Ramesh, Sunita", "Hindi", ""]);
  bride.addRow(["SHARMA FAMILY (DELHI)", "+91-98765-43210", "BRIDE", "college", 2, "", "Ramesh, Anil", "", ""]);
  bride.addRow(["शर्मा परिवार", 9811122233, "bride", "", 4, "reception", "", "हिंदी", ""]);
  bride.addRow(["", "9000000000", "groom", "", 2, "", "", "", ""]);
  bride.addRow(["Gupta ji", "12345", "groom", "", "two", "Mehendi", "", "", "call after 6"]);
  const groom = wb.addWorksheet("Groom side");
  groom.addRow(["Name", "WhatsApp", "Side", "Seats", "Notes"]);
  groom.addRow(["Verma family", "0091 99887 76655", "GROOM", 2, ""]);
  groom.addRow(["Kapoor", "09876500000", "groom", 2, ""]);
  groom.addRow(["kapoor.", "", "Groom", 1, ""]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const MESSY_CSV = [
  "Household , PHONE ,side,PAX,Guests",
  '"Mehta family","98765 43210",Groom,2,"Raj; Priya"',
  '"Mehta Family","+91-98765-43210",groom,,',
  '"Iyer","09876500001",Both,1,',
  ",,,,",
  '"Bad row","not a phone",aunt,0,',
  '"राम कुमार","9876500002",,3,"राम, सीता"',
].join("\n");

const upload = (data: Buffer, filename: string, query = "", fields: Record<string, string> = {}, headers = auth) => {
  const body = multipartBody({ field: "file", filename, contentType: filename.endsWith(".csv") ? "text/csv" : XLSX, data }, fields);
  return t.app.inject({ method: "POST", url: `/api/admin/households/import${query}`, payload: body.payload, headers: { ...headers, ...body.headers } });
};
const inDb = () =>
  t.db.selectFrom("households").select(["name", "phone", "side", "tags", "seats", "guests", "events", "language", "notes"]).orderBy("id").execute();

describe("POST /api/admin/households/import?dryRun=1 (preview)", () => {
  it("reads every sheet of a messy workbook: headers, phones, sides, Hindi, functions, duplicates and bad rows, storing nothing", async () => {
    const res = await upload(await messyWorkbook(), "guests.xlsx", "?dryRun=1");
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as { rows: Record<string, unknown>[]; errors: { ref: string; message: string }[]; duplicates: unknown[]; mapping: unknown };
    expect(preview.mapping).toEqual({
      "Bride side": {
        name: "Family",
        phone: "Mobile No.",
        side: "SIDE",
        tags: "Group",
        seats: "Pax",
        events: "Functions",
        guests: "Members",
        language: "Language",
        notes: "Remarks",
      },
      "Groom side": { name: "Name", phone: "WhatsApp", side: "Side", tags: null, seats: "Seats", events: null, guests: null, language: null, notes: "Notes" },
    });
    expect((preview as unknown as { headers: unknown }).headers).toEqual({
      "Bride side": ["Family", "Mobile No.", "SIDE", "Group", "Pax", "Functions", "Members", "Language", "Remarks"],
      "Groom side": ["Name", "WhatsApp", "Side", "Seats", "Notes"],
    });
    expect(preview.rows.map((r) => [r.ref, r.name, r.phone])).toEqual([
      ["Bride side!2", "Sharma family (Delhi)", "+919876543210"],
      ["Bride side!3", "SHARMA FAMILY (DELHI)", "+919876543210"],
      ["Bride side!4", "शर्मा परिवार", "+919811122233"],
      ["Bride side!6", "Gupta ji", null],
      ["Groom side!2", "Verma family", "+919988776655"],
      ["Groom side!3", "Kapoor", "+919876500000"],
      ["Groom side!4", "kapoor.", null],
    ]);
    expect(preview.rows[0]).toMatchObject({
      side: "bride",
      tags: ["outstation", "NRI"],
      seats: 3,
      guests: ["Ramesh", "Sunita"],
      events: [haldi, reception],
      language: "hi",
    });
    expect(preview.rows[2]).toMatchObject({ side: "bride", seats: 4, events: [reception], language: "hi" });
    expect(preview.rows[3]).toMatchObject({
      side: "groom",
      seats: 1,
      events: [],
      notes: 'call after 6 "12345" is not a phone number we can use; imported without one.',
    });
    expect(preview.errors).toEqual([
      { ref: "Bride side!5", sheet: "Bride side", line: 5, message: "No name on this row, so it was skipped." },
      { ref: "Bride side!6", sheet: "Bride side", line: 6, message: '"12345" is not a phone number we can use; imported without one.' },
      { ref: "Bride side!6", sheet: "Bride side", line: 6, message: '"two" is not a number of seats; counted from the names instead.' },
      { ref: "Bride side!6", sheet: "Bride side", line: 6, message: 'No function called "Mehendi" asks who comes; left out.' },
      { ref: "Groom side!4", sheet: "Groom side", line: 4, message: "No phone number; imported without one." },
    ]);
    expect(preview.duplicates).toEqual([
      { key: "Bride side!2,Bride side!3", reason: "phone", refs: ["Bride side!2", "Bride side!3"], merge: true },
      { key: "Groom side!3,Groom side!4", reason: "name", refs: ["Groom side!3", "Groom side!4"], merge: true },
    ]);
    expect(await inDb()).toEqual([]);
  });

  it("takes the planner's mapping instead of the recognised one", async () => {
    const csv = Buffer.from("Who,Where to send,Extra\nSharma,98765 43210,VIP\n");
    const unmapped = (await upload(csv, "list.csv", "?dryRun=1")).json() as { rows: unknown[]; errors: { message: string }[] };
    expect(unmapped.rows).toEqual([]);
    expect(unmapped.errors[0]!.message).toBe('No column of names found on "CSV". Name the column Name, Family or Household, or choose it in the mapping.');
    const mapping = JSON.stringify({ CSV: { name: "Who", phone: "Where to send", tags: "Extra" } });
    const mapped = (await upload(csv, "list.csv", "?dryRun=1", { mapping })).json() as { rows: Record<string, unknown>[] };
    expect(mapped.rows).toMatchObject([{ name: "Sharma", phone: "+919876543210", tags: ["VIP"] }]);
  });

  it("previews 1,000 rows in under 2 seconds", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Everyone");
    ws.addRow(["Name", "Phone", "Side", "Pax", "Functions", "Members"]);
    for (let i = 0; i < 1000; i++)
      ws.addRow([`Family ${i % 900}`, `98${String(10000000 + i).padStart(8, "0")}`, i % 2 ? "Bride" : "Groom", 3, "Haldi, Reception", "A, B"]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const started = performance.now();
    const res = await upload(data, "big.xlsx", "?dryRun=1");
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const preview = res.json() as { rows: unknown[]; duplicates: unknown[] };
    expect(preview.rows).toHaveLength(1000);
    expect(preview.duplicates).toHaveLength(100);
    console.info(`import preview of 1,000 rows: ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(2000);
  });
});

describe("POST /api/admin/households/import (commit)", () => {
  it("creates the households, merging each duplicate group, and answers created, merged, skipped and errors", async () => {
    const res = await upload(await messyWorkbook(), "guests.xlsx");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { created: number; merged: number; skipped: number; errors: unknown[] };
    expect(body).toMatchObject({ created: 5, merged: 2, skipped: 1 });
    expect(body.errors).toHaveLength(5);
    const rows = await inDb();
    expect(rows.map((r) => r.name)).toEqual(["Sharma family (Delhi)", "Kapoor", "शर्मा परिवार", "Gupta ji", "Verma family"]);
    expect(rows[0]).toEqual({
      name: "Sharma family (Delhi)",
      phone: "+919876543210",
      side: "bride",
      tags: '["outstation","NRI","college"]',
      seats: 3,
      guests: '["Ramesh","Sunita","Anil"]',
      // One of the rows left Functions blank: invited to all.
      events: null,
      language: "hi",
      notes: null,
    });
    expect(rows[1]).toMatchObject({ phone: "+919876500000", seats: 2, side: "groom" });
    expect(rows[3]).toMatchObject({ phone: null, notes: 'call after 6 "12345" is not a phone number we can use; imported without one.', events: "[]" });
    // Each has its own invitation link.
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/households", headers: auth })).json() as { data: { inviteUrl: string }[] };
    expect(new Set(list.data.map((h) => h.inviteUrl)).size).toBe(5);
  });

  it("keeps an un-ticked group's rows as separate households, and skips rows already on the list when imported again", async () => {
    const duplicates = JSON.stringify([{ key: "Groom side!3,Groom side!4", merge: false }]);
    const first = (await upload(await messyWorkbook(), "guests.xlsx", "", { duplicates })).json();
    expect(first).toMatchObject({ created: 6, merged: 1, skipped: 1 });
    expect((await inDb()).filter((r) => r.name.toLowerCase().startsWith("kapoor"))).toHaveLength(2);
    const again = (await upload(await messyWorkbook(), "guests.xlsx")).json() as { created: number; skipped: number; errors: { message: string }[] };
    expect(again).toMatchObject({ created: 0, merged: 0, skipped: 8 });
    expect(again.errors.filter((e) => e.message === "Already on the guest list, so it was skipped.")).toHaveLength(7);
    expect(await inDb()).toHaveLength(6);
  });

  it("imports a messy CSV: phones written every way, a blank line, a bad row and Hindi names", async () => {
    const preview = (await upload(Buffer.from(MESSY_CSV), "guests.csv", "?dryRun=1")).json() as {
      rows: Record<string, unknown>[];
      errors: { message: string }[];
      duplicates: unknown[];
    };
    expect(preview.rows.map((r) => [r.name, r.phone, r.side, r.seats])).toEqual([
      ["Mehta family", "+919876543210", "groom", 2],
      ["Mehta Family", "+919876543210", "groom", 1],
      ["Iyer", "+919876500001", "both", 1],
      ["Bad row", null, null, 1],
      ["राम कुमार", "+919876500002", null, 3],
    ]);
    expect(preview.rows[4]).toMatchObject({ guests: ["राम", "सीता"] });
    expect(preview.errors.map((e) => e.message)).toEqual([
      '"not a phone" is not a phone number we can use; imported without one.',
      '"aunt" is not bride, groom or both; side left blank.',
      '"0" is not a number of seats; counted from the names instead.',
    ]);
    expect(preview.duplicates).toEqual([{ key: "CSV!2,CSV!3", reason: "phone", refs: ["CSV!2", "CSV!3"], merge: true }]);
    const res = await upload(Buffer.from(MESSY_CSV), "guests.csv");
    expect(res.json()).toMatchObject({ created: 4, merged: 1, skipped: 0 });
    expect((await inDb()).map((r) => [r.name, r.phone])).toEqual([
      ["Mehta family", "+919876543210"],
      ["Iyer", "+919876500001"],
      ["Bad row", null],
      ["राम कुमार", "+919876500002"],
    ]);
  });
});

describe("refusals", () => {
  it("answers a human sentence for no file, another kind of file, a broken workbook and bad choices; stores nothing", async () => {
    const noFile = await t.app.inject({ method: "POST", url: "/api/admin/households/import", headers: auth, payload: {} });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: "Please choose the guest list as an Excel (.xlsx) or CSV file in the field file." });
    const pdf = await upload(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]), "list.pdf");
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ message: "Please upload the guest list as an Excel (.xlsx) or CSV file." });
    const broken = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]), "list.xlsx");
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "This spreadsheet could not be read. Please save it again as .xlsx or .csv and try once more." });
    const badMapping = await upload(Buffer.from(MESSY_CSV), "guests.csv", "", { mapping: "{not json" });
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json()).toEqual({ message: "The column mapping could not be read. Please choose the columns again." });
    const tooBig = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), "huge.csv");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: "The spreadsheet is too large. Please upload a file smaller than 5 MB." });
    expect(await inDb()).toEqual([]);
  });

  it("is the planner's: the desk gets 403 and no session 401, and nothing is stored", async () => {
    const deskAuth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
    const desk = await upload(Buffer.from(MESSY_CSV), "guests.csv", "", {}, deskAuth);
    expect(desk.statusCode).toBe(403);
    const none = await upload(Buffer.from(MESSY_CSV), "guests.csv", "", {}, {});
    expect(none.statusCode).toBe(401);
    expect(await inDb()).toEqual([]);
  });
});
