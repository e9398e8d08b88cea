/**
 * Issue 39: the export guards the full-width formula triggers (＝ ＋ － ＠, typed on CJK and Indic keyboards, which
 * Excel and LibreOffice read as their ASCII forms) and tabs as it guards "=", "+", "-" and "@". Through
 * GET /api/admin/export, the file read back with exceljs.
 */
import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { insertFixtureRoom, insertFixtureRsvp } from "../admin-rsvps/admin-rsvps.test-helpers";
import { FORMULA_GUARD, textCell } from "./cells";
import { downloadExport } from "./export.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

const WIDE = ['\uFF1DHYPERLINK("http://x","y")', "\uFF0B1", "\uFF0D2", "\uFF20SUM(A1)", "\t\uFF1D1+1"];

describe("full-width formula triggers in the export", () => {
  it("are exported behind the guard in every sheet, as their ASCII forms are", async () => {
    const room = await insertFixtureRoom(t.db, "\uFF1D1+1", 1, "\uFF20SUM(A1)");
    for (const [i, name] of WIDE.entries()) {
      await insertFixtureRsvp(t.db, {
        name,
        phone: `98000000${String(i).padStart(2, "0")}`,
        specialRequests: name,
        createdAt: new Date(Date.UTC(2025, 9, 1, 0, i)).toISOString(),
        family: [{ name: `\uFF0D${name}` }],
        roomIds: i === 0 ? [room] : [],
      });
    }
    await t.db
      .insertInto("households")
      .values({
        name: WIDE[0]!,
        seats: 1,
        tags: JSON.stringify(["\uFF20SUM(A1)"]),
        guests: JSON.stringify(["\uFF0D2"]),
        notes: "\uFF1Dcmd|' /C calc'!A0",
        createdAt: "x",
      })
      .execute();
    const { wb } = await downloadExport(t, auth);

    const rsvps = wb.getWorksheet("RSVPs")!;
    for (const [i, name] of WIDE.entries()) {
      for (const col of [2, 18]) expect(rsvps.getRow(i + 2).getCell(col).value, `${name} in column ${col}`).toBe(FORMULA_GUARD + name);
      expect(rsvps.getRow(i + 2).getCell(11).value).toBe(`${FORMULA_GUARD}\uFF0D${name}`);
    }
    expect(rsvps.getRow(2).getCell(15).value).toBe(`${FORMULA_GUARD}\uFF1D1+1 (Floor 1)`);
    const list = wb.getWorksheet("Guest list")!.getRow(2);
    expect([1, 3, 7, 13].map((col) => list.getCell(col).value)).toEqual([
      FORMULA_GUARD + WIDE[0],
      `${FORMULA_GUARD}\uFF20SUM(A1)`,
      `${FORMULA_GUARD}\uFF0D2`,
      `${FORMULA_GUARD}\uFF1Dcmd|' /C calc'!A0`,
    ]);
    const rooms = wb.getWorksheet("Rooms")!;
    expect([rooms.getRow(2).getCell(1).value, rooms.getRow(2).getCell(3).value]).toEqual([`${FORMULA_GUARD}\uFF1D1+1`, `${FORMULA_GUARD}\uFF20SUM(A1)`]);

    // No cell of any sheet starts with a trigger, ASCII or full-width, nor is a formula.
    for (const ws of wb.worksheets)
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type, `${ws.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === "string") expect(cell.value, `${ws.name}!${cell.address}`).not.toMatch(/^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/);
        }),
      );
  });

  it("leaves a full-width character later in the text alone", () => {
    expect(textCell("Asha \uFF1D Rao")).toBe("Asha \uFF1D Rao");
    expect(textCell("\tx")).toBe(`${FORMULA_GUARD}\tx`);
  });
});
