/**
 * A .csv guest list, streamed through csv-parse: rows are counted as they arrive and the reading stops at the first
 * row over the cap, so a file of millions of short lines costs no more than its first 5,001.
 */
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { IMPORT_MESSAGES } from "../../../shared/schemas/household-import";
import { checkRow, ImportFileError, LIMITS, type Sheet } from "./import-limits";

const CHUNK = 64 * 1024;

export async function readCsv(bytes: Buffer): Promise<Sheet[]> {
  const parser = parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true });
  const source = Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
    })(),
  );
  source.pipe(parser);
  const rows: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      // One header line beyond the rows.
      if (rows.length === LIMITS.rows + 1) throw new ImportFileError(413, IMPORT_MESSAGES.tooManyRows);
      checkRow("CSV", rows.length + 1, record);
      rows.push(record);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  } finally {
    source.destroy();
    parser.destroy();
  }
  return [{ name: "CSV", rows }];
}
