/**
 * Issue 39, item 6: guest-list files cannot stall or sink the server. Each hostile file goes through the real app
 * while `/healthz` is asked over a socket every 100 ms: the answer is a sentence (413/422), nothing is stored, no
 * temporary file is left, the event loop is never held over 100 ms and RSS grows at most 150 MB.
 */
import fs from "node:fs";
import os from "node:os";
import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { multipartBody } from "../../files/multipart.test-helpers";
import { describeProbe, numberedRows, part, probed, repeatedPart, SHEET_END, SHEET_START, workbookParts, zipOf } from "./import-bombs.test-helpers";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The bound on what an import holds the event loop, and a wall-clock bound for a host busy with other work. */
const MAX_HELD_MS = 100;
const MAX_WALL_DELAY_MS = 1000;
const MAX_RSS_GROWTH_MB = 150;

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
});
afterEach(async () => {
  await t.close();
});

const tempFiles = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith("tmp-"));
const households = async () =>
  (
    await t.db
      .selectFrom("households")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

/** Uploads the file with the probe running; expects every bound to hold and nothing to be stored. */
async function uploadProbed(what: string, data: Buffer, filename: string, query = "") {
  expect(data.length).toBeLessThanOrEqual(5 * 1024 * 1024);
  const before = tempFiles();
  const body = multipartBody({ field: "file", filename, contentType: filename.endsWith(".csv") ? "text/csv" : XLSX, data });
  const { result: res, probe } = await probed(t.app, () =>
    t.app.inject({ method: "POST", url: `/api/admin/households/import${query}`, payload: body.payload, headers: { ...auth, ...body.headers } }),
  );
  console.info(describeProbe(`${what} (${(data.length / 2 ** 20).toFixed(1)} MB)`, probe));
  expect(probe.heldCpuMs, "main thread held (CPU)").toBeLessThan(MAX_HELD_MS);
  expect(probe.maxDelayMs, "event loop held (wall clock)").toBeLessThan(MAX_WALL_DELAY_MS);
  expect(probe.slowestHealthzMs, "slowest /healthz").toBeLessThan(MAX_WALL_DELAY_MS);
  expect(probe.rssGrowthMb, "RSS growth").toBeLessThan(MAX_RSS_GROWTH_MB);
  expect(tempFiles().filter((f) => !before.includes(f))).toEqual([]);
  return res;
}

describe("hostile guest lists", () => {
  it("refuses a 5 MB CSV of 2.6 million lines at the 5,001st row, without holding the server", async () => {
    const csv = Buffer.from(`Name\n${"x\n".repeat(2_600_000 - 1)}`);
    const res = await uploadProbed("CSV of 2.6 M lines", csv, "lines.csv");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The spreadsheet has more than 5,000 rows. Please split it into smaller files." });
    expect(await households()).toBe(0);
  });

  it("refuses a CSV with a cell of over 1,000 characters, naming the cell", async () => {
    const csv = Buffer.from(`Name,Phone,Notes\nSharma,9876543210,ok\nVerma,9876500000,${"a".repeat(1001)}\n`);
    const res = await uploadProbed("CSV with a long cell", csv, "long.csv");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The cell CSV!C3 holds more than 1,000 characters. Please shorten it and upload the file again." });
    expect(await households()).toBe(0);
  });

  it("refuses a CSV line of millions of empty cells for its columns", async () => {
    const res = await uploadProbed("CSV of one 5 MB line of commas", Buffer.from(`Name${",".repeat(5_000_000)}\n`), "wide.csv");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The spreadsheet has more than 200 columns. Please keep only the guest list's columns and upload it again." });
    expect(await households()).toBe(0);
  });

  it("refuses a workbook whose one cell holds 19 MB, naming the cell", async () => {
    const cell = '<row r="2"><c r="B2" t="inlineStr"><is><t>';
    const sheet = repeatedPart(
      "xl/worksheets/sheet1.xml",
      `${SHEET_START}<row r="1"><c r="A1"><v>1</v></c></row>${cell}`,
      "0".repeat(2 ** 20),
      19,
      `</t></is></c></row>${SHEET_END}`,
    );
    const res = await uploadProbed("xlsx with a 19 MB cell", zipOf([...workbookParts(1), sheet]), "cell.xlsx");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The cell Sheet1!B2 holds more than 1,000 characters. Please shorten it and upload the file again." });
    expect(await households()).toBe(0);
  });

  it("refuses a 1 MB zip bomb (a gigabyte of zeros in a sheet) from its declared sizes, before inflating", async () => {
    const cell = '<row r="1"><c r="A1" t="inlineStr"><is><t>';
    const bomb = repeatedPart("xl/worksheets/sheet1.xml", SHEET_START + cell, "0".repeat(2 ** 20), 1024, `</t></is></c></row>${SHEET_END}`);
    const xlsx = zipOf([...workbookParts(1), bomb]);
    expect(bomb.size).toBeGreaterThan(2 ** 30);
    expect(xlsx.length).toBeLessThan(1.2 * 2 ** 20);
    const res = await uploadProbed("xlsx zip bomb, honest sizes", xlsx, "bomb.xlsx");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: "This spreadsheet is too large once unpacked (over 50 MB, or over 20 MB in one part). Please split it into smaller files.",
    });
    expect(await households()).toBe(0);
  });

  it("refuses a zip bomb whose sizes lie, by counting what it inflates", async () => {
    const bomb = { ...repeatedPart("xl/worksheets/sheet1.xml", SHEET_START, "<x/>".repeat(250_000), 1000, SHEET_END), declaredSize: 2000 };
    const res = await uploadProbed("xlsx zip bomb, lying sizes", zipOf([...workbookParts(1), bomb]), "liar.xlsx");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: "This spreadsheet is too large once unpacked (over 50 MB, or over 20 MB in one part). Please split it into smaller files.",
    });
    expect(await households()).toBe(0);
  });

  it("refuses a workbook of 900,000 rows at the 5,001st, reading no further", async () => {
    const sheets = [0, 1, 2].map((i) => part(`xl/worksheets/sheet${i + 1}.xml`, SHEET_START + numberedRows(1, 300_000) + SHEET_END));
    const xlsx = zipOf([...workbookParts(3), ...sheets]);
    const res = await uploadProbed("xlsx of 900 k rows", xlsx, "rows.xlsx");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The spreadsheet has more than 5,000 rows. Please split it into smaller files." });
    expect(await households()).toBe(0);
  });

  it("refuses a workbook of a million different texts (shared strings)", async () => {
    const strings = repeatedPart(
      "xl/sharedStrings.xml",
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`,
      "<si><t>a</t></si>".repeat(10_000),
      100,
      "</sst>",
    );
    const sheet = part("xl/worksheets/sheet1.xml", `${SHEET_START}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_END}`);
    const res = await uploadProbed("xlsx of 1 M shared strings", zipOf([...workbookParts(1), strings, sheet]), "texts.xlsx");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The spreadsheet holds more than 200,000 different texts. Please split it into smaller files." });
    expect(await households()).toBe(0);
  });
});

describe("a real guest list of 5,000 rows", () => {
  it("is previewed and imported with the site answering throughout", async () => {
    await t.db
      .insertInto("households")
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          name: `Old family ${i}`,
          phone: `+9197${String(i).padStart(8, "0")}`,
          seats: 1,
          createdAt: "2025-01-01T00:00:00Z",
        })),
      )
      .execute();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Everyone");
    ws.addRow(["Name", "Phone", "Side", "Pax", "Members", "Notes"]);
    for (let i = 0; i < 4999; i++)
      ws.addRow([`Family ${i % 4900}`, `98${String(10000000 + i).padStart(8, "0")}`, i % 2 ? "Bride" : "Groom", 3, "Asha, Ravi, Meena", "Veg"]);
    ws.addRow(["Old family 7", "", "", "", "", ""]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const preview = await uploadProbed("5,000-row preview", xlsx, "everyone.xlsx", "?dryRun=1");
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as { rows: unknown[]; duplicates: unknown[]; errors: { ref: string; message: string }[] };
    expect(body.rows).toHaveLength(5000);
    expect(body.duplicates).toHaveLength(99);
    expect(body.errors.map((e) => [e.ref, e.message])).toEqual([
      ["Everyone!5001", "No phone number; imported without one."],
      ["Everyone!5001", "Already on the guest list, so it was skipped."],
    ]);
    expect(await households()).toBe(1000);
    const res = await uploadProbed("5,000-row import", xlsx, "everyone.xlsx");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 4900, merged: 99, skipped: 1 });
    expect(await households()).toBe(5900);
  });
});
