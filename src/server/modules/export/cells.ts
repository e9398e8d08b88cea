/** Pure formatting of export cells and the Summary sheet's counts (unit-tested). */
import { LABELS } from "../../../shared/constants";
import { guestCount, isAttending } from "../../../shared/guest-totals";
import { parseIdProof } from "../../../shared/id-proof";
import { compareRooms } from "../../../shared/room-sort";
import type { ExportMember, ExportRsvp } from "./pages";

/**
 * Text a spreadsheet would read as a formula (OWASP, CSV injection): a cell starting with "=", "+", "-",
 * "@" (or their full-width forms), a tab or a line break. Such text gets an invisible ZERO WIDTH SPACE in front, so the cell no longer
 * starts with the trigger: Excel, LibreOffice and Google Sheets show it as text, also when it is edited
 * and also after the sheet is saved as CSV and opened again (the character is part of the value, unlike
 * the xlsx `quotePrefix` flag, which exceljs 4 cannot write and which a CSV save drops). OWASP's visible
 * single quote would do the same but change what the couple reads; this keeps the visible text as typed.
 */
export const FORMULA_GUARD = "\u200B";
/**
 * The ASCII triggers and their full-width forms (＝ ＋ － ＠, U+FF1D U+FF0B U+FF0D U+FF20): Excel and LibreOffice
 * read a full-width "＝" typed on a CJK or Hindi keyboard as "=" and run the rest as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * A phone in E.164 ("+919876543210") starts with "+" but can only ever read as a number, never run: it stays as
 * stored, so it can be copied into WhatsApp or matched against the families' sheets.
 */
const E164 = /^\+[1-9]\d{7,14}$/;
const needsGuard = (text: string) => FORMULA_START.test(text) && !E164.test(text);
export const textCell = (text: string): string => (needsGuard(text) ? FORMULA_GUARD + text : text);

/** Makes every text of a row's values safe, in place (numbers, dates and blanks stay as they are). */
export function safeRow<T extends Record<string, unknown>>(values: T): T {
  for (const key in values) {
    const v = values[key];
    if (typeof v === "string" && needsGuard(v)) (values as Record<string, unknown>)[key] = FORMULA_GUARD + v;
  }
  return values;
}

const label = (map: Record<string, string>, v: string | null) => (v ? (map[v] ?? v) : "");
export const genderText = (v: string | null) => label(LABELS.gender, v);
export const dietText = (v: string | null) => label(LABELS.dietary, v);
export const beverageText = (v: string | null) => label(LABELS.beverage, v);
export const statusText = (status: string) => (status === "yes" ? "Attending" : "Not Attending");

/** Makeup sessions one person needs: N when needed (N defaulting to 1), else 0. */
export const makeupSessions = (p: Pick<ExportMember, "needsMakeupArtist" | "makeupCount">) => (p.needsMakeupArtist ? Math.max(1, p.makeupCount) : 0);

export function idText(value: string | null, deletedAt: string | null | undefined = null): string {
  const id = parseIdProof(value);
  if (id.kind === "none" && deletedAt) return "Deleted";
  return id.kind === "none" ? "Pending" : id.kind === "front-back" ? "Uploaded (front & back)" : "Uploaded";
}

export const roomsText = (rooms: { roomNo: string; floorNo: number }[]) =>
  [...rooms]
    .sort(compareRooms)
    .map((r) => `${r.roomNo} (Floor ${r.floorNo})`)
    .join(", ");

/** "Asha (7), Kabir" */
export const childrenText = (children: ExportRsvp["children"]) => children.map((c) => (c.age === null ? c.name : `${c.name} (${c.age})`)).join(", ");

/** Real dates in the sheet; a missing or unparsable value stays blank. */
export function dateCell(iso: string | null): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface Summary {
  totalResponses: number;
  attendingResponses: number;
  notAttendingResponses: number;
  totalGuests: number;
  adults: number;
  children: number;
  veg: number;
  nonVeg: number;
  vegan: number;
  dietNotSpecified: number;
  alcoholic: number;
  nonAlcoholic: number;
  beverageNotSpecified: number;
  makeupSessions: number;
  roomsUsed: number;
  totalRooms: number;
}

export const emptySummary = (): Summary => ({
  totalResponses: 0,
  attendingResponses: 0,
  notAttendingResponses: 0,
  totalGuests: 0,
  adults: 0,
  children: 0,
  veg: 0,
  nonVeg: 0,
  vegan: 0,
  dietNotSpecified: 0,
  alcoholic: 0,
  nonAlcoholic: 0,
  beverageNotSpecified: 0,
  makeupSessions: 0,
  roomsUsed: 0,
  totalRooms: 0,
});

/** Adds one RSVP to the running summary. Guests, meals, drinks and makeup count attending RSVPs only. */
export function addToSummary(s: Summary, r: ExportRsvp): Summary {
  s.totalResponses += 1;
  if (!isAttending(r)) {
    if (r.rsvpStatus === "no") s.notAttendingResponses += 1;
    return s;
  }
  s.attendingResponses += 1;
  s.totalGuests += guestCount(r);
  s.children += r.children.length;
  for (const p of [r, ...r.familyMembers]) {
    s.adults += 1;
    if (p.dietaryPreference === "veg") s.veg += 1;
    else if (p.dietaryPreference === "non-veg") s.nonVeg += 1;
    else if (p.dietaryPreference === "vegan") s.vegan += 1;
    else s.dietNotSpecified += 1;
    if (p.beveragePreference === "alcoholic") s.alcoholic += 1;
    else if (p.beveragePreference === "non-alcoholic") s.nonAlcoholic += 1;
    else s.beverageNotSpecified += 1;
    s.makeupSessions += makeupSessions(p);
  }
  return s;
}

export const SUMMARY_ROWS: [keyof Summary, string][] = [
  ["totalResponses", "Total responses"],
  ["attendingResponses", "Attending responses"],
  ["notAttendingResponses", "Not attending responses"],
  ["totalGuests", "Total guests"],
  ["adults", "Adults"],
  ["children", "Children"],
  ["veg", "Vegetarian"],
  ["nonVeg", "Non-vegetarian"],
  ["vegan", "Vegan"],
  ["dietNotSpecified", "Dietary not specified"],
  ["alcoholic", "Alcoholic"],
  ["nonAlcoholic", "Non-alcoholic"],
  ["beverageNotSpecified", "Beverage not specified"],
  ["makeupSessions", "Makeup sessions"],
  ["roomsUsed", "Rooms used"],
  ["totalRooms", "Total rooms"],
];
