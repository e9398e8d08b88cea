/**
 * A .csv guest list, streamed through csv-parse: rows are counted as they arrive and the reading stops at the first
 * row over the cap, so a file of millions of short lines costs no more than its first 5,001. Columns and cells are
 * checked field by field (csv-parse's cast), so one line of millions of empty cells stops at the 201st.
 */
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { IMPORT_MESSAGES } from "../../../shared/schemas/household-import";
import { columnName, ImportFileError, LIMITS, type Sheet } from "./import-limits";

const CHUNK = 64 * 1024;

export async function readCsv(bytes: Buffer): Promise<Sheet[]> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
    cast: (field, { index, records }) => {
      if (index >= LIMITS.columns) throw new ImportFileError(422, IMPORT_MESSAGES.tooManyColumns);
      if (field.length > LIMITS.cellChars) throw new ImportFileError(422, IMPORT_MESSAGES.cellTooLong(`CSV!${columnName(index + 1)}${records + 1}`));
      return field;
    },
  });
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
      rows.push(record);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ImportFileError) throw cause;
    throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  } finally {
    source.destroy();
    parser.destroy();
  }
  return [{ name: "CSV", rows }];
}
