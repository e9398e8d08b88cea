/** A guest-list file as sheets of text cells: every sheet of an .xlsx (exceljs), or the one table of a .csv (csv-parse). */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
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

/** An .xlsx is a zip: it starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x504b0304;
/** Text with no NUL byte in its first kilobyte: a CSV, whatever its name. */
const looksLikeText = (bytes: Buffer) => !bytes.subarray(0, 1024).includes(0);

async function readXlsx(bytes: Buffer): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  }
  const sheets: Sheet[] = [];
  let total = 0;
  for (const ws of workbook.worksheets) {
    total += ws.rowCount;
    if (total > MAX_IMPORT_ROWS + workbook.worksheets.length) throw new ImportFileError(413, IMPORT_MESSAGES.tooManyRows);
    const rows: string[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, line) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cell.text ?? "";
      });
      rows[line - 1] = Array.from(cells, (c) => c ?? "");
    });
    sheets.push({ name: ws.name, rows: Array.from(rows, (r) => r ?? []) });
  }
  return sheets;
}

function readCsv(bytes: Buffer): Sheet[] {
  let rows: string[][];
  try {
    rows = parse(bytes, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true }) as string[][];
  } catch {
    throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  }
  if (rows.length > MAX_IMPORT_ROWS + 1) throw new ImportFileError(413, IMPORT_MESSAGES.tooManyRows);
  return [{ name: "CSV", rows }];
}

export async function readSheets(bytes: Buffer, fileName: string): Promise<Sheet[]> {
  if (isZip(bytes)) return readXlsx(bytes);
  if (/\.xlsx$/i.test(fileName)) throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  if (/\.(csv|txt)$/i.test(fileName) || looksLikeText(bytes)) return readCsv(bytes);
  throw new ImportFileError(415, IMPORT_MESSAGES.badType);
}
