/**
 * A guest-list file as sheets of text cells: every sheet of an .xlsx (import-xlsx.ts), or the one table of a .csv
 * (import-csv.ts). Runs in the import worker (import-worker.ts); every cap is checked as the file is read.
 */
import { IMPORT_MESSAGES } from "../../../shared/schemas/household-import";
import { readCsv } from "./import-csv";
import { ImportFileError, type Sheet } from "./import-limits";
import { readXlsx } from "./import-xlsx";

export { ImportFileError, type Sheet } from "./import-limits";

/** An .xlsx is a zip: it starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x504b0304;
/** Text with no NUL byte in its first kilobyte: a CSV, whatever its name. */
const looksLikeText = (bytes: Buffer) => !bytes.subarray(0, 1024).includes(0);

export async function readSheets(bytes: Buffer, fileName: string): Promise<Sheet[]> {
  if (isZip(bytes)) return readXlsx(bytes);
  if (/\.xlsx$/i.test(fileName)) throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  if (/\.(csv|txt)$/i.test(fileName) || looksLikeText(bytes)) return readCsv(bytes);
  throw new ImportFileError(415, IMPORT_MESSAGES.badType);
}
