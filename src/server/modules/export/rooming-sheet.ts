/**
 * The Rooming list sheet: per hotel, one row per room with its occupants' names as given (a party in two
 * rooms is in each room once per person, never twice), check-in and check-out dates from the parties' travel
 * (in the wedding's zone), nights, party and notes, and what changed since the list was last sent to the hotel.
 * It prints at 100 % (never shrunk below 8 pt): the columns fit A4 landscape, long text wraps, the header row
 * repeats on every page and each hotel after the first starts a new page.
 */
import type { DB } from "../../../../db/connect";
import { roomingLists } from "../rooms/rooming";
import { safeRow } from "./cells";
import { addSheet, type Column, PAGE_SETUP, type SheetContext } from "./sheet";

const DATE_FORMAT = "d mmm yyyy";

export const roomingColumns = (timeZone: string): Column[] => [
  { header: "Hotel", key: "hotel", width: 16, maxWidth: 16 },
  { header: "Room", key: "roomNo", width: 8 },
  { header: "Type", key: "roomType", width: 12, maxWidth: 12 },
  { header: "Occupants", key: "occupants", width: 30, maxWidth: 30 },
  { header: "Party", key: "party", width: 16, maxWidth: 16 },
  { header: `Check-in (${timeZone})`, key: "checkIn", width: 12, style: { numFmt: DATE_FORMAT } },
  { header: `Check-out (${timeZone})`, key: "checkOut", width: 12, style: { numFmt: DATE_FORMAT } },
  { header: "Nights", key: "nights", width: 8 },
  { header: "Notes", key: "notes", width: 26, maxWidth: 26 },
];

const dateCell = (d: string | null) => (d ? new Date(`${d}T00:00:00.000Z`) : null);

export async function roomingRows(db: DB): Promise<{ rows: Record<string, unknown>[]; breaks: Set<number> }> {
  const rows: Record<string, unknown>[] = [];
  const breaks = new Set<number>();
  for (const list of await roomingLists(db)) {
    const live = list.rows.filter((r) => r.occupants.length > 0);
    if (live.length === 0) continue;
    if (rows.length > 0) breaks.add(rows.length - 1);
    for (const r of live) {
      const changed = r.changes.length ? `Changed since version ${list.lastSent!.version}: ${r.changes.join("; ")}` : "";
      rows.push({
        hotel: list.hotel,
        roomNo: r.roomNo,
        roomType: r.roomType ?? "",
        occupants: r.occupants.map((o) => (o.child ? `${o.name} (child)` : o.name)).join("\n"),
        party: r.parties.join(", "),
        checkIn: dateCell(r.checkIn),
        checkOut: dateCell(r.checkOut),
        nights: r.nights,
        notes: [r.overCapacity ? `More people than beds (${r.beds})` : "", r.notes, changed].filter(Boolean).join("\n"),
      });
    }
  }
  return { rows, breaks };
}

/** Writes the sheet at a fixed 100 % scale (columns sized to fit the page width), wrapping long cells. */
export function writeRoomingSheet(
  ctx: SheetContext,
  name: string,
  columns: Column[],
  { rows, breaks }: { rows: Record<string, unknown>[]; breaks: Set<number> },
) {
  const ws = addSheet(ctx, name, columns, { ...PAGE_SETUP, fitToPage: false, fitToWidth: undefined, fitToHeight: undefined, scale: 100 });
  const wrap = new Set(["occupants", "notes", "party", "hotel", "roomType"]);
  for (const [i, values] of rows.entries()) {
    const row = ws.addRow(safeRow(values));
    row.eachCell((cell, col) => {
      const c = columns[col - 1]!;
      cell.style = { ...c.style, alignment: { vertical: "top", wrapText: wrap.has(c.key) } };
    });
    if (breaks.has(i)) row.addPageBreak(1, 16384);
    row.commit();
  }
  ws.commit();
}
