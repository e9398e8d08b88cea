/**
 * The Excel export, written with exceljs's streaming WorkbookWriter. Sheets: RSVPs, Guests (with a Yes column per
 * function that asks guests whether they attend), Guest list (the households invited, with their status), Rooms,
 * Rooming list (one row per occupant), Travel (arrivals and departures), Summary (naming the time zone), Headcounts
 * (the dashboard's numbers per day, function and meal), Caterer (per meal: who to cook for, its dishes and food requests)
 * and Other requests (for the hotel); those two print at 100 % (caterer-sheet.ts). Every sheet has a frozen header row, an autofilter, fitted widths and a print setup (sheet.ts);
 * instants are shown in the wedding's time zone (zone.ts). RSVP rows are committed as they are read, one page of
 * RSVPs at a time. Every text cell goes through safeRow (cells.ts): no cell starts like a formula.
 */
import type { Writable } from "node:stream";
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";
import { labelDays, weddingDatesLabel } from "../../../shared/day-labels";
import { guestCount } from "../../../shared/guest-totals";
import { sortRooms } from "../../../shared/room-sort";
import { coupleNames } from "../../../shared/wedding-view";
import { headcountInputs } from "../headcounts/queries";
import { computeHeadcounts } from "../headcounts/rules";
import { itineraryDays } from "../wedding/queries";
import { writeCatererSheets } from "./caterer-sheet";
import {
  addToSummary,
  beverageText,
  childrenText,
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
import { guestListColumns, guestListRows } from "./guest-list-sheet";
import { eventColumns, HEADCOUNT_COLUMNS, headcountRows } from "./headcount-sheet";
import { rsvpPages } from "./pages";
import { roomingColumns, roomingRows, writeRoomingSheet } from "./rooming-sheet";
import { addSheet, type Column, type SheetContext, styledRows, Widths, writeSheet } from "./sheet";
import { travelColumns, travelRows } from "./travel-sheet";
import { LABEL_LENGTHS, textStats } from "./widths";
import { INSTANT_FORMAT, knownZone, zoneClock } from "./zone";

export type { Column } from "./sheet";

export const RSVP_COLUMNS: Column[] = [
  { header: "Submitted", key: "createdAt", width: 19, style: { numFmt: INSTANT_FORMAT } },
  { header: "Primary Guest", key: "name", width: 24, repeat: true },
  { header: "Phone", key: "phone", width: 14 },
  { header: "Status", key: "status", width: 15 },
  { header: "Gender", key: "gender", width: 12, maxWidth: 12 },
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
  { header: "ID Proof", key: "idProof", width: 18, maxWidth: 18 },
  { header: "Family IDs Uploaded", key: "familyIds", width: 19 },
  { header: "Special Requests", key: "specialRequests", width: 32, maxWidth: 32 },
  { header: "Last Updated", key: "updatedAt", width: 19, style: { numFmt: INSTANT_FORMAT } },
  { header: "RSVP ID", key: "id", width: 38, maxWidth: 38 },
];

export const GUEST_COLUMNS: Column[] = [
  { header: "Party (Primary Guest)", key: "party", width: 24 },
  { header: "Guest Type", key: "type", width: 15 },
  { header: "Name", key: "name", width: 24, repeat: true },
  { header: "Phone", key: "phone", width: 14 },
  { header: "Gender", key: "gender", width: 12 },
  { header: "Age", key: "age", width: 7 },
  { header: "Dietary", key: "diet", width: 16 },
  { header: "Beverage", key: "beverage", width: 14 },
  { header: "Makeup Artist", key: "makeup", width: 14 },
  { header: "Makeup Sessions", key: "makeupSessions", width: 16 },
  { header: "ID Proof", key: "idProof", width: 24 },
  { header: "Rooms", key: "rooms", width: 26 },
  { header: "Submitted", key: "createdAt", width: 19, style: { numFmt: INSTANT_FORMAT } },
];

export const ROOM_COLUMNS: Column[] = [
  { header: "Room No", key: "roomNo", width: 10 },
  { header: "Floor", key: "floorNo", width: 8 },
  { header: "Description", key: "description", width: 30 },
  { header: "Status", key: "status", width: 11 },
  { header: "Occupants", key: "occupants", width: 44, maxWidth: 40 },
  { header: "RSVPs", key: "rsvpCount", width: 8 },
  { header: "Guest Count", key: "guestCount", width: 12 },
];

export const SUMMARY_COLUMNS: Column[] = [
  { header: "Metric", key: "metric", width: 26 },
  { header: "Value", key: "value", width: 10 },
];

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
  // exceljs takes a third of a second to import, so it loads with the first export (cold start).
  const { default: Excel } = await import("exceljs");
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = "Wedding site";
  wb.created = exportedAt;
  const summary = emptySummary();
  // The headcounts and the Guests sheet's function columns come from the same read (the rules of admin.headcounts).
  const [counts, wedding, stats, days] = await Promise.all([
    headcountInputs(db).then(computeHeadcounts),
    db.selectFrom("wedding").select(["weddingDate", "brideName", "groomName", "timeZone"]).where("id", "=", 1).executeTakeFirst(),
    textStats(db),
    itineraryDays(db),
  ]);
  const timeZone = knownZone(wedding?.timeZone);
  // Each page's header: the couple and the wedding's days, as the guest site writes them.
  const dates = weddingDatesLabel(wedding?.weddingDate, labelDays(days), timeZone);
  const inZone = zoneClock(timeZone);
  const ctx: SheetContext = { wb, couple: [coupleNames(wedding) || "Our wedding", dates].filter(Boolean).join(" · ") };
  const asked = eventColumns(counts.events);

  // Streamed sheets: widths from the longest values in the database.
  const rsvpWidths = new Widths(RSVP_COLUMNS)
    .hint("createdAt", 17)
    .hint("updatedAt", 17)
    .hint("name", stats.name)
    .hint("phone", stats.phone)
    .hint("status", LABEL_LENGTHS.status)
    .hint("gender", LABEL_LENGTHS.gender)
    .hint("diet", LABEL_LENGTHS.diet)
    .hint("beverage", LABEL_LENGTHS.beverage)
    .hint("familyNames", stats.memberNames)
    .hint("childNames", stats.childNames)
    .hint("rooms", stats.rooms)
    .hint("idProof", LABEL_LENGTHS.idProof)
    .hint("specialRequests", stats.requests)
    .hint("id", LABEL_LENGTHS.uuid);
  const rsvpColumns = rsvpWidths.fitted();
  const rsvpSheet = addSheet(ctx, "RSVPs", rsvpColumns);
  const rsvpRow = styledRows(rsvpSheet, rsvpColumns);
  for await (const page of rsvpPages(db)) {
    for (const r of page) {
      addToSummary(summary, r);
      rsvpRow({
        createdAt: inZone(r.createdAt),
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
        idProof: r.rsvpStatus === "yes" ? idText(r.idProofUrl, r.idDeletedAt) : "",
        familyIds: r.familyMembers.length ? `${r.familyMembers.filter((m) => m.idProofUrl).length} of ${r.familyMembers.length}` : "",
        specialRequests: r.specialRequests ?? "",
        updatedAt: inZone(r.updatedAt),
        id: r.id,
      });
    }
    await breathe();
  }
  rsvpSheet.commit();

  const guestWidths = new Widths([...GUEST_COLUMNS, ...asked])
    .hint("party", stats.name)
    .hint("type", "Family Member".length)
    .hint("name", Math.max(stats.name, stats.memberName, stats.childName))
    .hint("phone", stats.phone)
    .hint("gender", LABEL_LENGTHS.gender)
    .hint("diet", LABEL_LENGTHS.diet)
    .hint("beverage", LABEL_LENGTHS.beverage)
    .hint("idProof", LABEL_LENGTHS.idProof)
    .hint("rooms", stats.rooms)
    .hint("createdAt", 17);
  const guestColumns = guestWidths.fitted();
  const guestSheet = addSheet(ctx, "Guests", guestColumns);
  const guestRow = styledRows(guestSheet, guestColumns);
  /** "Yes" under each asked function the person attends, blank under the others. */
  const attends = (events: number[]) => Object.fromEntries(counts.events.map((e, i) => [asked[i]!.key, events.includes(e.eventId) ? "Yes" : ""]));
  for await (const page of rsvpPages(db)) {
    for (const r of page) {
      if (r.rsvpStatus !== "yes") continue;
      const shared = { party: r.name, phone: r.phone, rooms: roomsText(r.rooms), createdAt: inZone(r.createdAt) };
      const person = (type: string, p: (typeof r.familyMembers)[number]) => ({
        ...shared,
        type,
        name: p.name,
        gender: genderText(p.gender),
        diet: dietText(p.dietaryPreference),
        beverage: beverageText(p.beveragePreference),
        makeup: yesNo(p.needsMakeupArtist),
        makeupSessions: makeupSessions(p),
        idProof: idText(p.idProofUrl, p.idDeletedAt),
        ...attends(p.events),
      });
      guestRow(person("Primary", r));
      for (const m of r.familyMembers) guestRow(person("Family Member", m));
      for (const c of r.children) guestRow({ ...shared, type: "Child", name: c.name, age: c.age ?? "", ...attends(c.events) });
    }
    await breathe();
  }
  guestSheet.commit();
  writeSheet(ctx, "Guest list", guestListColumns(timeZone), await guestListRows(db, inZone));

  const roomRows: Record<string, unknown>[] = [];
  for (const { room, occupants } of await roomsWithOccupants(db)) {
    summary.totalRooms += 1;
    if (occupants.length) summary.roomsUsed += 1;
    roomRows.push({
      roomNo: room.roomNo,
      floorNo: room.floorNo,
      description: room.description ?? "",
      status: occupants.length ? "Occupied" : "Available",
      occupants: occupants.map((o) => `${o.name} (${occupantGuests(o)})`).join(", "),
      rsvpCount: occupants.length,
      guestCount: occupants.reduce((n, o) => n + occupantGuests(o), 0),
    });
  }
  writeSheet(ctx, "Rooms", ROOM_COLUMNS, roomRows);
  writeRoomingSheet(ctx, "Rooming list", roomingColumns(timeZone), await roomingRows(db));
  await breathe();
  writeSheet(ctx, "Travel", travelColumns(timeZone), await travelRows(db));

  const summaryRows: Record<string, unknown>[] = SUMMARY_ROWS.map(([key, metric]) => ({ metric, value: summary[key] }));
  summaryRows.push({ metric: "Exported at", value: inZone(exportedAt.toISOString()) }, { metric: "Time zone", value: `Times in ${timeZone}` });
  const summaryWidths = new Widths(SUMMARY_COLUMNS).hint("value", 17);
  for (const r of summaryRows) summaryWidths.see(r);
  const summaryColumns = summaryWidths.fitted();
  const summarySheet = addSheet(ctx, "Summary", summaryColumns);
  for (const values of summaryRows) {
    const row = summarySheet.addRow(safeRow(values));
    // The one date of the sheet gets its format on the cell: the Value column holds numbers and text too.
    if (values.value instanceof Date) row.getCell(2).numFmt = INSTANT_FORMAT;
    row.commit();
  }
  summarySheet.commit();

  writeSheet(ctx, "Headcounts", HEADCOUNT_COLUMNS, headcountRows(counts, wedding?.weddingDate));
  writeCatererSheets(ctx, counts, wedding?.weddingDate);

  await wb.commit();
}
