/**
 * The export's baseline: exceljs's streaming writer writing the same four sheets and the same rows
 * straight from SQLite (no query layer, no formatting), to a discarding stream. Prints JSON {ms, bytes}.
 * Usage: tsx bench/export-bare.ts <dataDir>
 */
import path from "node:path";
import { Writable } from "node:stream";
import SQLite from "better-sqlite3";
import ExcelJS from "exceljs";
import { GUEST_COLUMNS, ROOM_COLUMNS, RSVP_COLUMNS, SUMMARY_COLUMNS } from "../src/server/modules/export/workbook";

const sqlite = new SQLite(path.join(process.argv[2]!, "wedding.sqlite"), { readonly: true });
let bytes = 0;
const sink = new Writable({ write: (chunk: Buffer, _e, cb) => ((bytes += chunk.length), cb()) });
const started = performance.now();
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
const sheet = (name: string, columns: { header: string; key: string; width: number }[]) => {
  const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = columns;
  return ws;
};
const rsvps = sheet("RSVPs", RSVP_COLUMNS);
for (const r of sqlite.prepare("SELECT * FROM rsvps ORDER BY created_at").iterate() as Iterable<Record<string, unknown>>) {
  rsvps.addRow(Object.values(r).slice(0, RSVP_COLUMNS.length)).commit();
}
rsvps.commit();
const guests = sheet("Guests", GUEST_COLUMNS);
const people = `SELECT r.primary_guest_name, 'Primary', r.primary_guest_name, r.primary_guest_phone, r.primary_guest_gender, NULL, r.dietary_preference, r.beverage_preference, r.needs_makeup_artist, r.makeup_count, r.id_proof_url, NULL, r.created_at FROM rsvps r
  UNION ALL SELECT r.primary_guest_name, 'Family', f.name, NULL, f.gender, NULL, f.dietary_preference, f.beverage_preference, f.needs_makeup_artist, f.makeup_count, f.id_proof_url, NULL, r.created_at FROM family_members f JOIN rsvps r ON r.id = f.rsvp_id
  UNION ALL SELECT r.primary_guest_name, 'Child', c.name, NULL, NULL, c.age, NULL, NULL, 0, 0, NULL, NULL, r.created_at FROM children c JOIN rsvps r ON r.id = c.rsvp_id`;
for (const row of sqlite.prepare(people).raw().iterate() as Iterable<unknown[]>) guests.addRow(row).commit();
guests.commit();
const rooms = sheet("Rooms", ROOM_COLUMNS);
for (const row of sqlite
  .prepare("SELECT room_no, floor_no, description, NULL, NULL, (SELECT COUNT(*) FROM room_assignments a WHERE a.room_id = rooms.id), NULL FROM rooms")
  .raw()
  .iterate() as Iterable<unknown[]>)
  rooms.addRow(row).commit();
rooms.commit();
const summary = sheet("Summary", SUMMARY_COLUMNS);
summary.addRow(["Attending responses", (sqlite.prepare("SELECT COUNT(*) AS n FROM rsvps WHERE rsvp_status = 'yes'").get() as { n: number }).n]).commit();
summary.commit();
await wb.commit();
console.log(JSON.stringify({ ms: Math.round(performance.now() - started), bytes }));
