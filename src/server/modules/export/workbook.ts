/**
 * The Excel export, written with exceljs's streaming WorkbookWriter: sheets RSVPs, Guests (with a Yes column per
 * function that asks guests whether they attend), Rooms, Summary and Headcounts (the dashboard's numbers per
 * function, day and meal, from the same rules as admin.headcounts), each with a frozen header row, an autofilter, readable widths and real dates. Rows are committed as they
 * are read, one page of RSVPs at a time. Every text cell goes through safeRow (cells.ts): no cell starts
 * like a formula.
 */
import type { Writable } from "node:stream";
// Types only at load: exceljs takes a third of a second to import, so it loads with the first export (cold start).
import type ExcelJS from "exceljs";
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";
import { guestCount } from "../../../shared/guest-totals";
import { sortRooms } from "../../../shared/room-sort";
import {
  addToSummary,
  beverageText,
  childrenText,
  dateCell,
  dietText,
  emptySummary,
  genderText,
  idText,
  makeupSessions,
  roomsText,
  safeRow,
  statusText,
  SUMMARY_ROWS,
} from "./cells";
import { headcountInputs } from "../headcounts/queries";
import { computeHeadcounts } from "../headcounts/rules";
import { eventColumns, HEADCOUNT_COLUMNS, headcountRows } from "./headcount-sheet";
import { rsvpPages } from "./pages";

export type Column = { header: string; key: string; width: number; style?: Partial<ExcelJS.Style> };

const DATE_FORMAT = "yyyy-mm-dd hh:mm";
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF7A2E3A" } };

export const RSVP_COLUMNS: Column[] = [
  { header: "Submitted", key: "createdAt", width: 18, style: { numFmt: DATE_FORMAT } },
  { header: "Primary Guest", key: "name", width: 24 },
  { header: "Phone", key: "phone", width: 14 },
  { header: "Status", key: "status", width: 15 },
  { header: "Gender", key: "gender", width: 12 },
  { header: "Dietary", key: "diet", width: 16 },
  { header: "Beverage", key: "beverage", width: 14 },
  { header: "Makeup Artist", key: "makeup", width: 14 },
  { header: "Makeup Sessions", key: "makeupSessions", width: 16 },
  { header: "Family Members", key: "familyCount", width: 16 },
  { header: "Family Member Names", key: "familyNames", width: 32 },
  { header: "Children", key: "childCount", width: 10 },
  { header: "Children Names (Age)", key: "childNames", width: 28 },
  { header: "Total Guests", key: "totalGuests", width: 13 },
  { header: "Rooms", key: "rooms", width: 26 },
  { header: "ID Proof", key: "idProof", width: 24 },
  { header: "Family IDs Uploaded", key: "familyIds", width: 19 },
  { header: "Special Requests", key: "specialRequests", width: 40 },
  { header: "RSVP ID", key: "id", width: 38 },
];

export const GUEST_COLUMNS: Column[] = [
  { header: "Party (Primary Guest)", key: "party", width: 24 },
  { header: "Guest Type", key: "type", width: 15 },
  { header: "Name", key: "name", width: 24 },
  { header: "Phone", key: "phone", width: 14 },
  { header: "Gender", key: "gender", width: 12 },
  { header: "Age", key: "age", width: 7 },
  { header: "Dietary", key: "diet", width: 16 },
  { header: "Beverage", key: "beverage", width: 14 },
  { header: "Makeup Artist", key: "makeup", width: 14 },
  { header: "Makeup Sessions", key: "makeupSessions", width: 16 },
  { header: "ID Proof", key: "idProof", width: 24 },
  { header: "Rooms", key: "rooms", width: 26 },
  { header: "Submitted", key: "createdAt", width: 18, style: { numFmt: DATE_FORMAT } },
];

export const ROOM_COLUMNS: Column[] = [
  { header: "Room No", key: "roomNo", width: 10 },
  { header: "Floor", key: "floorNo", width: 8 },
  { header: "Description", key: "description", width: 30 },
  { header: "Status", key: "status", width: 11 },
  { header: "Occupants", key: "occupants", width: 44 },
  { header: "RSVPs", key: "rsvpCount", width: 8 },
  { header: "Guest Count", key: "guestCount", width: 12 },
];

export const SUMMARY_COLUMNS: Column[] = [
  { header: "Metric", key: "metric", width: 26 },
  { header: "Value", key: "value", width: 10 },
];

function addSheet(wb: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Column[]) {
  const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = columns;
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = ws.getRow(1);
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: "middle" };
  header.commit();
  return ws;
}

/**
 * exceljs gives every cell a fresh style object, so its style cache (keyed by object) never hits and
 * each cell's style is worked out again: a third of the export's time. Cells of a column share one.
 */
function styledRows(ws: ExcelJS.Worksheet, columns: Column[]) {
  const styles = columns.map((c) => c.style ?? {});
  return (values: Record<string, unknown>) => {
    const row = ws.addRow(safeRow(values));
    row.eachCell((cell, col) => {
      cell.style = styles[col - 1]!;
    });
    row.commit();
  };
}

const yesNo = (b: boolean) => (b ? "Yes" : "No");
/** Lets the zip stream flush between pages so memory stays flat. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Occupant {
  roomId: number;
  name: string;
  rsvpStatus: string;
  familyCount: number;
  childCount: number;
}

async function roomsWithOccupants(db: DB) {
  const rooms = sortRooms(await db.selectFrom("rooms").select(["id", "roomNo", "floorNo", "description"]).execute());
  const occupants: Occupant[] = await db
    .selectFrom("roomAssignments as ra")
    .innerJoin("rsvps as r", "r.id", "ra.rsvpId")
    .select([
      "ra.roomId",
      "r.primaryGuestName as name",
      "r.rsvpStatus",
      sql<number>`(select count(*) from family_members f where f.rsvp_id = r.id)`.as("familyCount"),
      sql<number>`(select count(*) from children c where c.rsvp_id = r.id)`.as("childCount"),
    ])
    .orderBy("ra.createdAt")
    .execute();
  const byRoom = new Map<number, Occupant[]>();
  for (const o of occupants) byRoom.set(o.roomId, [...(byRoom.get(o.roomId) ?? []), o]);
  return rooms.map((room) => ({ room, occupants: byRoom.get(room.id) ?? [] }));
}

const occupantGuests = (o: Occupant) =>
  guestCount({ rsvpStatus: o.rsvpStatus, familyMembers: { length: o.familyCount } as unknown[], children: { length: o.childCount } as unknown[] });

/** Writes the whole workbook to `out` and ends it. */
export async function writeExport(db: DB, out: Writable, exportedAt = new Date()): Promise<void> {
  const { default: Excel } = await import("exceljs");
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = "Wedding site";
  wb.created = exportedAt;
  const summary = emptySummary();
  // The headcounts and the Guests sheet's function columns come from the same read (the rules of admin.headcounts).
  const [counts, wedding] = await Promise.all([
    headcountInputs(db).then(computeHeadcounts),
    db.selectFrom("wedding").select("weddingDate").executeTakeFirst(),
  ]);
  const asked = eventColumns(counts.events);
  const guestColumns = [...GUEST_COLUMNS, ...asked];

  const rsvpSheet = addSheet(wb, "RSVPs", RSVP_COLUMNS);
  const rsvpRow = styledRows(rsvpSheet, RSVP_COLUMNS);
  for await (const page of rsvpPages(db)) {
    for (const r of page) {
      addToSummary(summary, r);
      rsvpRow({
        createdAt: dateCell(r.createdAt),
        name: r.name,
        phone: r.phone,
        status: statusText(r.rsvpStatus),
        gender: genderText(r.gender),
        diet: dietText(r.dietaryPreference),
        beverage: beverageText(r.beveragePreference),
        makeup: yesNo(r.needsMakeupArtist),
        makeupSessions: makeupSessions(r),
        familyCount: r.familyMembers.length,
        familyNames: r.familyMembers.map((m) => m.name).join(", "),
        childCount: r.children.length,
        childNames: childrenText(r.children),
        totalGuests: guestCount(r),
        rooms: roomsText(r.rooms),
        idProof: r.rsvpStatus === "yes" ? idText(r.idProofUrl) : "",
        familyIds: r.familyMembers.length ? `${r.familyMembers.filter((m) => m.idProofUrl).length} of ${r.familyMembers.length}` : "",
        specialRequests: r.specialRequests ?? "",
        id: r.id,
      });
    }
    await breathe();
  }
  rsvpSheet.commit();

  const guestSheet = addSheet(wb, "Guests", guestColumns);
  const guestRow = styledRows(guestSheet, guestColumns);
  /** "Yes" under each asked function the person attends, blank under the others. */
  const attends = (events: number[]) => Object.fromEntries(counts.events.map((e, i) => [asked[i]!.key, events.includes(e.eventId) ? "Yes" : ""]));
  for await (const page of rsvpPages(db)) {
    for (const r of page) {
      if (r.rsvpStatus !== "yes") continue;
      const shared = { party: r.name, phone: r.phone, rooms: roomsText(r.rooms), createdAt: dateCell(r.createdAt) };
      const person = (type: string, p: (typeof r.familyMembers)[number]) => ({
        ...shared,
        type,
        name: p.name,
        gender: genderText(p.gender),
        diet: dietText(p.dietaryPreference),
        beverage: beverageText(p.beveragePreference),
        makeup: yesNo(p.needsMakeupArtist),
        makeupSessions: makeupSessions(p),
        idProof: idText(p.idProofUrl),
        ...attends(p.events),
      });
      guestRow(person("Primary", r));
      for (const m of r.familyMembers) guestRow(person("Family Member", m));
      for (const c of r.children) guestRow({ ...shared, type: "Child", name: c.name, age: c.age ?? "", ...attends(c.events) });
    }
    await breathe();
  }
  guestSheet.commit();

  const roomSheet = addSheet(wb, "Rooms", ROOM_COLUMNS);
  for (const { room, occupants } of await roomsWithOccupants(db)) {
    summary.totalRooms += 1;
    if (occupants.length) summary.roomsUsed += 1;
    roomSheet
      .addRow(safeRow({
        roomNo: room.roomNo,
        floorNo: room.floorNo,
        description: room.description ?? "",
        status: occupants.length ? "Occupied" : "Available",
        occupants: occupants.map((o) => `${o.name} (${occupantGuests(o)})`).join(", "),
        rsvpCount: occupants.length,
        guestCount: occupants.reduce((n, o) => n + occupantGuests(o), 0),
      }))
      .commit();
  }
  roomSheet.commit();

  const summarySheet = addSheet(wb, "Summary", SUMMARY_COLUMNS);
  for (const [key, metric] of SUMMARY_ROWS) summarySheet.addRow({ metric, value: summary[key] }).commit();
  const stamp = summarySheet.addRow({ metric: "Exported at", value: exportedAt });
  stamp.getCell(2).numFmt = DATE_FORMAT;
  stamp.commit();
  summarySheet.commit();

  const headcountSheet = addSheet(wb, "Headcounts", HEADCOUNT_COLUMNS);
  const headcountRow = styledRows(headcountSheet, HEADCOUNT_COLUMNS);
  for (const row of headcountRows(counts, wedding?.weddingDate)) headcountRow(row);
  headcountSheet.commit();

  await wb.commit();
}
