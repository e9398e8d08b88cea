/** Shared by the export tests: the downloaded workbook parsed back with exceljs, and a sheet's rows as objects. */
import { inflateRawSync } from "node:zlib";
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

/** Every file of a zip by name, through its central directory (the writer streams, so local headers carry no sizes). */
export function unzipAll(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const entry = zip.toString("utf8", at + 46, at + 46 + nameLength).replace(/^\//, "");
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(entry, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at += 46 + skip;
  }
  return files;
}

/** One file of a zip. */
export function unzipEntry(zip: Buffer, name: string): string {
  const text = unzipAll(zip).get(name);
  if (text === undefined) throw new Error(`${name} not in the zip`);
  return text;
}
