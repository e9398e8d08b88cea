/** Shared by the export tests: the downloaded workbook parsed back with exceljs, and a sheet's rows as objects. */
import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { TestApp } from "../../app.test-helpers";

/** GET /api/admin/export as `auth`, expecting a 200, parsed back. */
export async function downloadExport(t: TestApp, auth: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/export", headers: auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, wb, zip: res.rawPayload };
}

/** Sheet rows as objects keyed by the header row. */
export function rowsOf(ws: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const out: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    out.push(Object.fromEntries(headers.map((h, i) => [h, values[i + 1] ?? null])));
  });
  return out;
}
