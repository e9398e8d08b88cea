/**
 * From sheets of text to households: columns recognised by header (or the planner's mapping), values read the
 * way families write them, and rows with the same phone or the same normalised name offered as one household.
 */
import { toE164 } from "../../../shared/phone-e164";
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type ImportDuplicate,
  type ImportError,
  type ImportField,
  type ImportMapping,
  type ImportRow,
} from "../../../shared/schemas/household-import";
import { MAX_HOUSEHOLD_SEATS, MAX_HOUSEHOLD_TAGS, MAX_TAG_LENGTH } from "../../../shared/schemas/households";
import type { HouseholdValues } from "../../../shared/schemas/households";
import { withoutControlChars } from "../../../shared/schemas/common";
import { MAX_LONG_TEXT, MAX_TEXT } from "../../../shared/constants";
import type { Sheet } from "./import-read";

/** Headers, lower-cased with everything but letters and digits removed. */
const HEADERS: Record<ImportField, string[]> = {
  name: ["name", "family", "household", "familyname", "householdname", "guestname", "invitee", "naam"],
  phone: [
    "phone",
    "mobile",
    "whatsapp",
    "phonenumber",
    "mobilenumber",
    "mobileno",
    "phoneno",
    "whatsappnumber",
    "whatsappno",
    "contact",
    "contactnumber",
    "contactno",
    "number",
  ],
  side: ["side", "brideorgroom", "from"],
  tags: ["tags", "tag", "group", "groups", "category"],
  seats: ["seats", "pax", "count", "headcount", "numberofguests", "noofguests", "people", "persons"],
  events: ["functions", "events", "function", "event", "invitedto"],
  guests: ["guests", "members", "guestnames", "names", "familymembers", "membernames"],
  language: ["language", "lang"],
  notes: ["notes", "note", "remarks", "remark", "comments", "comment"],
};
const normHeader = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Names compare without case, punctuation or spacing (Devanagari marks kept). */
export const normName = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();

/** The recognised column of each field on one sheet: its header as written. */
export function recogniseHeaders(header: string[]): Partial<Record<ImportField, string | null>> {
  const out: Partial<Record<ImportField, string | null>> = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const i = header.findIndex((h, idx) => !taken.has(idx) && HEADERS[field].includes(normHeader(h)));
    out[field] = i < 0 ? null : header[i]!;
    if (i >= 0) taken.add(i);
  }
  return out;
}

const splitList = (text: string) =>
  text
    .split(/[,;\n/|]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function sideOf(raw: string): ImportRow["side"] | undefined {
  const v = normHeader(raw);
  if (!v) return null;
  if (v.includes("both") || v === "common") return "both";
  if (v.includes("bride") || v.includes("ladki")) return "bride";
  if (v.includes("groom") || v.includes("ladka")) return "groom";
  return undefined;
}
const languageOf = (raw: string): "en" | "hi" => (/^(hi|hin|hindi|हिंदी|हिन्दी)$/i.test(raw.trim()) ? "hi" : "en");

interface Context {
  events: { id: number; eventName: string }[];
  existing: { id: number; name: string; phone: string | null }[];
}

/** The first household on the list with the row's phone or name: two lookups, not a scan per row. */
function existingFinder(existing: Context["existing"]) {
  const byPhone = new Map<string, number>();
  const byName = new Map<string, number>();
  existing.forEach((h, i) => {
    if (h.phone && !byPhone.has(h.phone)) byPhone.set(h.phone, i);
    const name = normName(h.name);
    if (!byName.has(name)) byName.set(name, i);
  });
  return (phone: string | null, name: string) => {
    const at = Math.min((phone ? byPhone.get(phone) : undefined) ?? Infinity, byName.get(normName(name)) ?? Infinity);
    return at === Infinity ? undefined : existing[at];
  };
}
type FindExisting = ReturnType<typeof existingFinder>;

/** One spreadsheet row as a household, with the notes on what could not be read. */
function readRow(
  sheet: string,
  line: number,
  cells: string[],
  columns: Partial<Record<ImportField, number>>,
  ctx: Context,
  findExisting: FindExisting,
  errors: ImportError[],
): ImportRow | null {
  const ref = `${sheet}!${line}`;
  // A sheet's control characters (a NUL, a tab, a lone CR) never reach a name or a note: spaces, line breaks as "\n".
  const cell = (f: ImportField) => (columns[f] === undefined ? "" : withoutControlChars(cells[columns[f]] ?? "").trim());
  if (cells.every((c) => !c.trim())) return null;
  const note = (message: string) => errors.push({ ref, sheet, line, message });
  const name = cell("name").replace(/\s+/g, " ").slice(0, MAX_TEXT);
  if (!name) {
    note(IMPORT_MESSAGES.noName);
    return null;
  }
  const rawPhone = cell("phone");
  const phone = rawPhone ? toE164(rawPhone) : null;
  const notes: string[] = [];
  if (!phone) {
    note(IMPORT_MESSAGES.noPhone(rawPhone));
    notes.push(IMPORT_MESSAGES.noPhone(rawPhone));
  }
  const rawSide = cell("side");
  let side = sideOf(rawSide);
  if (side === undefined) {
    note(IMPORT_MESSAGES.unknownSide(rawSide));
    side = null;
  }
  const guests = splitList(cell("guests")).slice(0, MAX_HOUSEHOLD_SEATS);
  const rawSeats = cell("seats");
  let seats = Math.max(1, guests.length);
  if (rawSeats) {
    const n = Number(rawSeats);
    if (!Number.isInteger(n) || n < 1 || n > MAX_HOUSEHOLD_SEATS) note(IMPORT_MESSAGES.badSeats(rawSeats));
    else if (n < guests.length) note(IMPORT_MESSAGES.seatsRaised(n, guests.length));
    else seats = n;
  }
  let events: number[] | null = null;
  const rawEvents = cell("events");
  if (rawEvents && !/^(all|sab|सभी)$/i.test(rawEvents)) {
    events = [];
    for (const wanted of splitList(rawEvents)) {
      const found = ctx.events.find((e) => normName(e.eventName) === normName(wanted));
      if (found) events.push(found.id);
      else note(IMPORT_MESSAGES.unknownEvent(wanted));
    }
  }
  const tags = splitList(cell("tags"))
    .map((t) => t.slice(0, MAX_TAG_LENGTH))
    .slice(0, MAX_HOUSEHOLD_TAGS);
  const rowNotes = [cell("notes"), ...notes].filter(Boolean).join(" ").slice(0, MAX_LONG_TEXT) || null;
  const existing = findExisting(phone, name);
  if (existing) note(IMPORT_MESSAGES.existing);
  return {
    ref,
    sheet,
    line,
    name,
    phone,
    side,
    tags,
    seats,
    guests,
    events,
    language: languageOf(cell("language")),
    notes: rowNotes,
    existingId: existing?.id ?? null,
  };
}

/** Rows joined when they share a phone or a normalised name (through any chain of rows). */
function groupDuplicates(rows: ImportRow[]): ImportDuplicate[] {
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const reasonOf = new Map<number, "phone" | "name">();
  const firstBy = new Map<string, number>();
  rows.forEach((row, i) => {
    for (const [kind, key] of [
      ["phone", row.phone],
      ["name", normName(row.name)],
    ] as const) {
      if (!key) continue;
      const seen = firstBy.get(`${kind}:${key}`);
      if (seen === undefined) firstBy.set(`${kind}:${key}`, i);
      else {
        const a = find(seen);
        const b = find(i);
        if (a !== b) parent[b] = a;
        if (!reasonOf.has(find(i))) reasonOf.set(find(i), kind);
      }
    }
  });
  const groups = new Map<number, number[]>();
  rows.forEach((_, i) => {
    const root = find(i);
    const members = groups.get(root);
    if (members) members.push(i);
    else groups.set(root, [i]);
  });
  return [...groups.entries()]
    .filter(([, members]) => members.length > 1)
    .map(([root, members]) => ({
      key: members.map((i) => rows[i]!.ref).join(","),
      reason: reasonOf.get(root) ?? "name",
      refs: members.map((i) => rows[i]!.ref),
      merge: true,
    }));
}

export interface Plan {
  rows: ImportRow[];
  errors: ImportError[];
  duplicates: ImportDuplicate[];
  mapping: ImportMapping;
  headers: Record<string, string[]>;
}

export function planImport(sheets: Sheet[], ctx: Context, override: ImportMapping = {}): Plan {
  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  const mapping: ImportMapping = {};
  const headers: Record<string, string[]> = {};
  const findExisting = existingFinder(ctx.existing);
  for (const sheet of sheets) {
    const headerAt = sheet.rows.findIndex((r) => r.some((c) => c.trim()));
    if (headerAt < 0) continue;
    const header = sheet.rows[headerAt]!.map((c) => c.trim());
    headers[sheet.name] = header.filter(Boolean);
    const chosen = { ...recogniseHeaders(header), ...(override[sheet.name] ?? {}) };
    mapping[sheet.name] = chosen;
    const columns: Partial<Record<ImportField, number>> = {};
    for (const field of IMPORT_FIELDS) {
      const i = chosen[field] ? header.indexOf(chosen[field]) : -1;
      if (i >= 0) columns[field] = i;
    }
    if (columns.name === undefined) {
      errors.push({ ref: `${sheet.name}!${headerAt + 1}`, sheet: sheet.name, line: headerAt + 1, message: IMPORT_MESSAGES.noNameColumn(sheet.name) });
      continue;
    }
    for (let i = headerAt + 1; i < sheet.rows.length; i++) {
      const row = readRow(sheet.name, i + 1, sheet.rows[i] ?? [], columns, ctx, findExisting, errors);
      if (row) rows.push(row);
    }
  }
  const fresh = rows.filter((r) => r.existingId === null);
  return { rows, errors, duplicates: groupDuplicates(fresh), mapping, headers };
}

/** Several rows as one household: the first row's name, every name, tag and function, enough seats for all. */
export function mergeRows(rows: ImportRow[]): HouseholdValues {
  const [first] = rows as [ImportRow, ...ImportRow[]];
  const unique = (items: string[]) => {
    const seen = new Set<string>();
    return items.filter((v) => !seen.has(normName(v)) && !!seen.add(normName(v)));
  };
  const guests = unique(rows.flatMap((r) => r.guests)).slice(0, MAX_HOUSEHOLD_SEATS);
  const sides = new Set(rows.map((r) => r.side).filter(Boolean));
  const events = rows.some((r) => r.events === null) ? null : [...new Set(rows.flatMap((r) => r.events ?? []))];
  return {
    name: first.name,
    phone: rows.find((r) => r.phone)?.phone ?? null,
    side: sides.size > 1 ? "both" : (rows.find((r) => r.side)?.side ?? null),
    tags: unique(rows.flatMap((r) => r.tags)).slice(0, MAX_HOUSEHOLD_TAGS),
    seats: Math.min(MAX_HOUSEHOLD_SEATS, Math.max(guests.length, ...rows.map((r) => r.seats))),
    guests,
    events,
    language: rows.find((r) => r.language === "hi") ? "hi" : "en",
    notes:
      unique(rows.map((r) => r.notes ?? "").filter(Boolean))
        .join(" ")
        .slice(0, MAX_LONG_TEXT) || null,
  };
}

/** The households to create: each duplicate group one household unless un-ticked; rows already on the list skipped. */
export function householdsToCreate(plan: Plan, choices: { key: string; merge: boolean }[]) {
  const separate = new Set(choices.filter((c) => !c.merge).map((c) => c.key));
  const byRef = new Map(plan.rows.map((r) => [r.ref, r]));
  const grouped = new Set<string>();
  const out: HouseholdValues[] = [];
  let merged = 0;
  for (const group of plan.duplicates) {
    if (separate.has(group.key)) continue;
    group.refs.forEach((ref) => grouped.add(ref));
    out.push(mergeRows(group.refs.map((ref) => byRef.get(ref)!)));
    merged += group.refs.length - 1;
  }
  for (const row of plan.rows) if (row.existingId === null && !grouped.has(row.ref)) out.push(mergeRows([row]));
  return { households: out, merged, skipped: plan.rows.filter((r) => r.existingId !== null).length };
}
