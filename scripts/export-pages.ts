/**
 * Page counts of the Excel export as LibreOffice prints it: `npx tsx scripts/export-pages.ts [db file]` writes
 * the export of that database (default: the app's), converts it to PDF with Debian's LibreOffice (soffice) and
 * counts each sheet's pages by the sheet name its page header carries. For checking print setup by hand.
 */
import { execFileSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { loadConfig } from "../fastify.config";
import { openDatabase } from "../db/connect";
import { writeExport } from "../src/server/modules/export/workbook";

const SHEETS = ["RSVPs", "Guests", "Guest list", "Rooms", "Rooming list", "Travel", "Summary", "Headcounts", "Caterer", "Other requests"];

const dir = mkdtempSync(path.join(tmpdir(), "export-pages-"));
const xlsx = path.join(dir, "export.xlsx");
const { db } = await openDatabase(process.argv[2] ?? loadConfig().dbFile);
const out = createWriteStream(xlsx);
await writeExport(db, out);
await finished(out);
await db.destroy();
execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", dir, xlsx], { stdio: "ignore" });
const pdf = path.join(dir, "export.pdf");
const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();
const counts = new Map<string, number>();
for (const page of text.split("\f").filter((p) => p.trim())) {
  const top = page.split("\n").find((l) => l.trim()) ?? "";
  const sheet = SHEETS.filter((s) => top.trimEnd().endsWith(s)).sort((a, b) => b.length - a.length)[0] ?? "?";
  counts.set(sheet, (counts.get(sheet) ?? 0) + 1);
}
for (const [sheet, n] of counts) console.log(`${sheet.padEnd(14)} ${n} page${n === 1 ? "" : "s"}`);
console.log(`PDF: ${pdf} (${readFileSync(pdf).length} bytes)`);
