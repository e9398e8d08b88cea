/** What every guest-list reader shares: the sheet it makes, its refusal, and the caps it checks while reading. */
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from "../../../shared/schemas/household-import";

export interface Sheet {
  name: string;
  /** Rows as the spreadsheet numbers them: rows[0] is line 1. */
  rows: string[][];
}

export class ImportFileError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a guest list may hold, checked while reading (the messages in shared/schemas/household-import.ts say them). */
export const LIMITS = {
  /** Lines of all sheets together, beyond one header per sheet. */
  rows: MAX_IMPORT_ROWS,
  columns: 200,
  cellChars: 1000,
  /** Unpacked bytes of an .xlsx: all parts, and any one part (declared in the zip and counted while inflating). */
  unpackedBytes: 50 * 1024 * 1024,
  partBytes: 20 * 1024 * 1024,
  sharedStrings: 200_000,
};

/** "A", "B", … "AA": a column as spreadsheets name it (1-based). */
export function columnName(n: number): string {
  let name = "";
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
  return name;
}

/** The caps every row meets, whatever the file kind: columns and characters per cell. */
export function checkRow(sheet: string, line: number, cells: string[]): void {
  if (cells.length > LIMITS.columns) throw new ImportFileError(422, IMPORT_MESSAGES.tooManyColumns);
  const long = cells.findIndex((c) => c.length > LIMITS.cellChars);
  if (long >= 0) throw new ImportFileError(422, IMPORT_MESSAGES.cellTooLong(`${sheet}!${columnName(long + 1)}${line}`));
}
