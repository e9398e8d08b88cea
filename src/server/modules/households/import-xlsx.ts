/**
 * An .xlsx guest list, read as a stream. The zip's central directory (unzipper, which exceljs itself uses) is read
 * first and the file refused when its parts declare more than the caps; the parts are then inflated one at a time,
 * in the order that needs no temporary file (relations, workbook, styles, shared strings, sheets), each through a
 * counter, since declared sizes can lie; exceljs's streaming reader parses them, and rows are capped as they come.
 */
import { createRequire } from "node:module";
import { pipeline, type Readable, Transform } from "node:stream";
import ExcelJS from "exceljs";
import { IMPORT_MESSAGES } from "../../../shared/schemas/household-import";
import { checkRow, ImportFileError, LIMITS, type Sheet } from "./import-limits";

interface ZipEntry {
  path: string;
  uncompressedSize: number;
  stream(): Readable;
}
/** unzipper's Open.buffer: the central directory of a zip held in memory. */
const unzipper = createRequire(import.meta.url)("unzipper") as { Open: { buffer(bytes: Buffer): Promise<{ files: ZipEntry[] }> } };

/**
 * The parsers of exceljs 4's streaming WorkbookReader (lib/stream/xlsx/workbook-reader.js), fed parts in our order:
 * its own `parse` takes them in zip order and writes each sheet met before the shared strings to a temporary file.
 */
interface WorkbookParsers {
  sharedStrings?: unknown[];
  model?: { sheets?: { name: string; id: number; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<{ index: number; text: unknown }>;
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/** Styles only tell dates from numbers; a styles part larger than this is left unread (dates then read as numbers). */
const MAX_STYLES_BYTES = 2 * 1024 * 1024;

const tooBig = () => new ImportFileError(413, IMPORT_MESSAGES.tooBigUnpacked);

/** The part's text as it inflates, refused once it passes the part's cap or the file's remaining budget. */
function inflate(entry: ZipEntry, budget: { left: number; exceeded: boolean }): Readable {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      budget.left -= chunk.length;
      if (bytes > LIMITS.partBytes || budget.left < 0) {
        budget.exceeded = true;
        return done(tooBig());
      }
      done(null, chunk);
    },
  });
  pipeline(entry.stream(), counter, () => {});
  return counter.setEncoding("utf8");
}

async function directoryOf(bytes: Buffer): Promise<Map<string, ZipEntry>> {
  let files: ZipEntry[];
  try {
    ({ files } = await unzipper.Open.buffer(bytes));
  } catch {
    throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  }
  let declared = 0;
  for (const file of files) {
    declared += file.uncompressedSize;
    if (file.uncompressedSize > LIMITS.partBytes || declared > LIMITS.unpackedBytes) throw tooBig();
  }
  return new Map(files.map((f) => [f.path, f]));
}

export async function readXlsx(bytes: Buffer): Promise<Sheet[]> {
  const parts = await directoryOf(bytes);
  const budget = { left: LIMITS.unpackedBytes, exceeded: false };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, {
    worksheets: "emit",
    sharedStrings: "emit",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  }) as unknown as WorkbookParsers;
  const partOf = (path: string) => {
    const entry = parts.get(path);
    return entry && inflate(entry, budget);
  };
  try {
    const rels = partOf("xl/_rels/workbook.xml.rels");
    const workbook = partOf("xl/workbook.xml");
    if (!rels || !workbook) throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
    await reader._parseRels(rels);
    await reader._parseWorkbook(workbook);
    const styles = parts.get("xl/styles.xml");
    if (styles && styles.uncompressedSize <= MAX_STYLES_BYTES) await reader._parseStyles(inflate(styles, budget));
    const strings: unknown[] = [];
    const sharedStrings = partOf("xl/sharedStrings.xml");
    if (sharedStrings)
      for await (const { text } of reader._parseSharedStrings(sharedStrings)) {
        if (strings.length === LIMITS.sharedStrings) throw new ImportFileError(413, IMPORT_MESSAGES.tooManyTexts);
        strings.push(text);
      }
    reader.sharedStrings = strings;
    return await readWorksheets(reader, partOf);
  } catch (error) {
    if (budget.exceeded) throw tooBig();
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  }
}

/** Every worksheet in the workbook's order, rows capped across all of them (one header line per sheet beyond the cap). */
async function readWorksheets(reader: WorkbookParsers, partOf: (path: string) => Readable | undefined): Promise<Sheet[]> {
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  const listed = (reader.model?.sheets ?? []).flatMap((sheet) => {
    const target = targets.get(sheet.rId);
    if (!target || !/(^|\/)worksheets\//.test(target)) return [];
    return [{ ...sheet, path: target.startsWith("/") ? target.slice(1) : `xl/${target}` }];
  });
  const sheets: Sheet[] = [];
  let linesBefore = 0;
  for (const { name, id, path } of listed) {
    const part = partOf(path);
    if (!part) continue;
    const [emitted] = [...reader._parseWorksheet(part, String(id))];
    if (!emitted) continue;
    const rows: string[][] = [];
    let line = 0;
    for await (const row of emitted.value) {
      line = Number.isInteger(row.number) && row.number > line ? row.number : line + 1;
      if (linesBefore + line > LIMITS.rows + listed.length) throw new ImportFileError(413, IMPORT_MESSAGES.tooManyRows);
      if (row.cellCount > LIMITS.columns) throw new ImportFileError(422, IMPORT_MESSAGES.tooManyColumns);
      const cells = Array<string>(row.cellCount).fill("");
      row.eachCell((cell, col) => {
        cells[col - 1] = cell.text ?? "";
      });
      checkRow(name, line, cells);
      while (rows.length < line - 1) rows.push([]);
      rows[line - 1] = cells;
    }
    linesBefore += line;
    sheets.push({ name, rows });
  }
  return sheets;
}
