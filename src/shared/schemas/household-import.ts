/** The guest-list import: the preview the dashboard shows, and what the planner sends back to import. */
import { z } from "zod";

export const IMPORT_FIELDS = ["name", "phone", "side", "tags", "seats", "events", "guests", "language", "notes"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export const IMPORT_MESSAGES = {
  noFile: "Please choose the guest list as an Excel (.xlsx) or CSV file in the field file.",
  badType: "Please upload the guest list as an Excel (.xlsx) or CSV file.",
  unreadable: "This spreadsheet could not be read. Please save it again as .xlsx or .csv and try once more.",
  tooLarge: "The spreadsheet is too large. Please upload a file smaller than 5 MB.",
  tooManyRows: `The spreadsheet has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows. Please split it into smaller files.`,
  tooBigUnpacked: "This spreadsheet is too large once unpacked (over 50 MB, or over 20 MB in one part). Please split it into smaller files.",
  tooManyTexts: "The spreadsheet holds more than 200,000 different texts. Please split it into smaller files.",
  tooManyColumns: "The spreadsheet has more than 200 columns. Please keep only the guest list's columns and upload it again.",
  cellTooLong: (ref: string) => `The cell ${ref} holds more than 1,000 characters. Please shorten it and upload the file again.`,
  tooHeavy: "This spreadsheet is too large to read. Please split it into smaller files.",
  tooSlow: "This spreadsheet took too long to read. Please split it into smaller files and try again.",
  noNameColumn: (sheet: string) => `No column of names found on "${sheet}". Name the column Name, Family or Household, or choose it in the mapping.`,
  badMapping: "The column mapping could not be read. Please choose the columns again.",
  badDuplicates: "The merge choices could not be read. Please open the preview again.",
  noName: "No name on this row, so it was skipped.",
  noPhone: (raw: string) => (raw ? `"${raw}" is not a phone number we can use; imported without one.` : "No phone number; imported without one."),
  badSeats: (raw: string) => `"${raw}" is not a number of seats; counted from the names instead.`,
  seatsRaised: (seats: number, names: number) => `${seats} ${seats === 1 ? "seat" : "seats"} for ${names} names; seats raised to ${names}.`,
  unknownEvent: (name: string) => `No function called "${name}" asks who comes; left out.`,
  unknownSide: (raw: string) => `"${raw}" is not bride, groom or both; side left blank.`,
  existing: "Already on the guest list, so it was skipped.",
} as const;

/** Per sheet: which column (its header as written) feeds each field; null for none. */
export const ZImportMapping = z.record(z.string(), z.partialRecord(z.enum(IMPORT_FIELDS), z.string().max(200).nullable()));
export type ImportMapping = z.infer<typeof ZImportMapping>;
/** The planner's choice per duplicate group: `merge: false` imports its rows as separate households. */
export const ZImportDuplicateChoices = z.array(z.object({ key: z.string().max(300), merge: z.boolean() })).max(5000);

export const ZImportRow = z.object({
  /** "<sheet>!<line>", the line as the spreadsheet numbers it. */
  ref: z.string(),
  sheet: z.string(),
  line: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  side: z.enum(["bride", "groom", "both"]).nullable(),
  tags: z.array(z.string()),
  seats: z.number(),
  guests: z.array(z.string()),
  events: z.array(z.number()).nullable(),
  language: z.enum(["en", "hi"]),
  notes: z.string().nullable(),
  /** A household already on the list with this phone or name: the row is skipped. */
  existingId: z.number().nullable(),
});
export type ImportRow = z.infer<typeof ZImportRow>;
export const ZImportError = z.object({ ref: z.string(), sheet: z.string(), line: z.number(), message: z.string() });
export type ImportError = z.infer<typeof ZImportError>;
export const ZImportDuplicate = z.object({ key: z.string(), reason: z.enum(["phone", "name"]), refs: z.array(z.string()), merge: z.boolean() });
export type ImportDuplicate = z.infer<typeof ZImportDuplicate>;
export const ZImportPreview = z.object({
  rows: z.array(ZImportRow),
  errors: z.array(ZImportError),
  duplicates: z.array(ZImportDuplicate),
  mapping: ZImportMapping,
  /** Per sheet, the column headers as written: what the planner can choose from when changing the mapping. */
  headers: z.record(z.string(), z.array(z.string())),
});
export type ImportPreview = z.infer<typeof ZImportPreview>;
export const ZImportResult = z.object({ created: z.number(), merged: z.number(), skipped: z.number(), errors: z.array(ZImportError) });
export type ImportResult = z.infer<typeof ZImportResult>;
