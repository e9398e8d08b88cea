/**
 * One export sheet: frozen, filterable header row, and set up to print (landscape A4, one page wide, the
 * header row on every page, grid lines, the couple's names and the sheet's name on top, "Page x of y"
 * below), with column widths fitted to the longest value a column will hold.
 *
 * The streaming writer writes the column widths with the first committed row, so widths are worked out
 * before the header row is committed: from the rows themselves for the small sheets (built whole first),
 * from the longest lengths in the database for the streamed ones (widths.ts).
 */
import type ExcelJS from "exceljs";
import { safeRow } from "./cells";
import { INSTANT_FORMAT, WALL_CLOCK_FORMAT } from "./zone";

export type Column = {
  header: string;
  key: string;
  width: number;
  style?: Partial<ExcelJS.Style>;
  /** Widest the column grows; longer text wraps within it (default 50). */
  maxWidth?: number;
  /** Printed again on every page across when the sheet is too wide for one (the row's name). */
  repeat?: boolean;
};

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF7A2E3A" } };
const DEFAULT_MAX_WIDTH = 32;
/** At least 10: exceljs leaves out a width of 9 (its default), and a spreadsheet's own default is narrower. */
const MIN_WIDTH = 10;

export const PAGE_SETUP: Partial<ExcelJS.PageSetup> = {
  orientation: "landscape",
  paperSize: 9, // A4
  fitToPage: true,
  fitToWidth: 1,
  fitToHeight: 0, // as many pages down as it takes
  printTitlesRow: "1:1",
  showGridLines: true,
  margins: { left: 0.4, right: 0.4, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
};

/** Cells are 11 pt (the workbook's default font); printed below 73 % they would be under 8 pt. */
export const MIN_PRINT_SCALE = 73;
/** A4 landscape between the margins above, in screen pixels at 100 % (96 per inch). */
const PRINTABLE_PX = (11.69 - 0.8) * 96;
/** A column's width on screen: `width` characters of the default font's 7 px digit, plus padding. */
const columnPx = (c: Column) => c.width * 7 + 5;

/**
 * A sheet one page wide when that keeps the text at 8 pt or more; a wider sheet prints at 73 % across as many
 * pages as it needs, its `repeat` column (the party's or guest's name) on every page so each row can be read.
 */
export function printSetup(columns: Column[]): Partial<ExcelJS.PageSetup> {
  const total = columns.reduce((sum, c) => sum + columnPx(c), 0);
  if ((PRINTABLE_PX / total) * 100 >= MIN_PRINT_SCALE) return PAGE_SETUP;
  const at = columns.findIndex((c) => c.repeat);
  const letter = at >= 0 ? columnLetter(at) : null;
  return { ...PAGE_SETUP, fitToPage: false, scale: MIN_PRINT_SCALE, ...(letter ? { printTitlesColumn: `${letter}:${letter}` } : {}) };
}

/** 0 → "A", 26 → "AA". */
function columnLetter(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** "&" starts a code in a page header; a literal one is written twice. Excel allows 255 characters in all. */
const headerText = (text: string) => text.slice(0, 100).replace(/&/g, "&&");
export const pageHeader = (couple: string, sheetName: string) => `&L${headerText(couple)}&R${headerText(sheetName)}`;
export const PAGE_FOOTER = "&CPage &P of &N";

/** Characters a value takes on screen (the longest line of a text; dates as their number format shows them). */
export function displayLength(value: unknown, numFmt?: string): number {
  if (value === null || value === undefined || value === "") return 0;
  if (value instanceof Date) return numFmt === WALL_CLOCK_FORMAT ? 12 : numFmt === INSTANT_FORMAT ? 17 : 16;
  if (typeof value === "number") return String(value).length;
  let longest = 0;
  for (const line of String(value).split("\n")) longest = Math.max(longest, line.length);
  return longest;
}

/** Running longest length per column key. */
export class Widths {
  readonly max = new Map<string, number>();
  constructor(private readonly columns: Column[]) {}
  /** Records a length for a column (a hint from the database or a known label). */
  hint(key: string, length: number | null | undefined) {
    if (length && length > (this.max.get(key) ?? 0)) this.max.set(key, length);
    return this;
  }
  see(row: Record<string, unknown>) {
    for (const c of this.columns) this.hint(c.key, displayLength(row[c.key], c.style?.numFmt));
    return this;
  }
  /** The columns with their widths: the header (bold, with its filter button) or the longest value, within bounds; capped columns wrap. */
  fitted(): Column[] {
    return this.columns.map((c) => {
      const cap = c.maxWidth ?? DEFAULT_MAX_WIDTH;
      // Headers wrap between their words, so "Dietary not specified" or "Sent (America/New_York)" does not widen a column of numbers or dates.
      const header = Math.max(...c.header.split(" ").map((word) => word.length));
      const wanted = Math.max(Math.ceil(header * 1.1) + 4, (this.max.get(c.key) ?? 0) + 2);
      const width = Math.max(MIN_WIDTH, Math.min(cap, wanted));
      const wraps = (this.max.get(c.key) ?? 0) + 2 > cap;
      return wraps ? { ...c, width, style: { ...c.style, alignment: { wrapText: true, vertical: "top" } } } : { ...c, width };
    });
  }
}

export interface SheetContext {
  wb: ExcelJS.stream.xlsx.WorkbookWriter;
  /** "Meera & Aarav", for the page header. */
  couple: string;
}

/** Adds a sheet with fitted `columns`, its print setup and its header row (committed: widths are final). */
export function addSheet(
  { wb, couple }: SheetContext,
  name: string,
  columns: Column[],
  pageSetup: Partial<ExcelJS.PageSetup> = printSetup(columns),
  /** The header's text size; absent: the workbook's default. */
  fontSize?: number,
) {
  const ws = wb.addWorksheet(name, {
    views: [{ state: "frozen", ySplit: 1 }],
    pageSetup,
    headerFooter: { oddHeader: pageHeader(couple, name), oddFooter: PAGE_FOOTER },
  });
  printGridLines(ws);
  ws.columns = columns;
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = ws.getRow(1);
  header.font = { bold: true, color: { argb: "FFFFFFFF" }, ...(fontSize ? { size: fontSize } : {}) };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: "middle", wrapText: true };
  header.height = LINE_HEIGHT * Math.max(...columns.map((c) => wrappedLines(c.header, c.width - 4)));
  header.commit();
  return ws;
}

/**
 * exceljs's streaming writer keeps pageSetup.showGridLines but never writes <printOptions> (the in-memory
 * writer does), so grid lines would not print: it is written here, where the schema puts it (just before
 * <pageMargins>). The read-back test checks it arrives.
 */
function printGridLines(ws: ExcelJS.Worksheet) {
  const writer = ws as unknown as { _writePageMargins?: () => void; _write?: (xml: string) => void };
  const margins = writer._writePageMargins;
  if (typeof margins !== "function" || typeof writer._write !== "function") return;
  writer._writePageMargins = function (this: typeof writer) {
    this._write!('<printOptions gridLines="1"/>');
    margins.call(this);
  };
}

/** Points per line of 11 pt text: the spreadsheet's default row. */
const LINE_HEIGHT = 15;

/** Lines a text takes in a column `chars` wide, wrapped between words as a spreadsheet does. */
export function wrappedLines(text: string, chars: number): number {
  let lines = 0;
  for (const paragraph of text.split("\n")) {
    let line = -1; // characters on the current line; -1 before the paragraph's first word
    for (const word of paragraph.split(" ")) {
      if (line >= 0 && line + 1 + word.length <= chars) {
        line += 1 + word.length;
        continue;
      }
      // A new line; a word longer than the column breaks across lines of its own.
      lines += Math.max(1, Math.ceil(word.length / chars));
      line = word.length % chars || Math.min(word.length, chars);
    }
  }
  return Math.max(1, lines);
}

/**
 * A row as tall as its wrapped cells: neither Excel nor LibreOffice grows a row written without a height, so
 * a long list of names would print over the next row.
 */
function fitHeight(row: ExcelJS.Row, columns: Column[], values: Record<string, unknown>) {
  let height = LINE_HEIGHT;
  for (const c of columns) {
    const value = values[c.key];
    if (!c.style?.alignment?.wrapText || typeof value !== "string") continue;
    // A smaller font (the caterer's 9 pt) fits more characters to a line and takes less height per line.
    const scale = (c.style.font?.size ?? 11) / 11;
    height = Math.max(height, LINE_HEIGHT * scale * wrappedLines(value, Math.floor((c.width - 1) / scale)));
  }
  if (height > LINE_HEIGHT) row.height = Math.ceil(height);
}

/**
 * Adds committed rows to a sheet. exceljs gives every cell a fresh style object, so its style cache (keyed
 * by object) never hits and each cell's style is worked out again: a third of the export's time. Cells of
 * a column share one. Every text goes through safeRow (no cell starts like a formula).
 */
export function styledRows(ws: ExcelJS.Worksheet, columns: Column[]) {
  const styles = columns.map((c) => c.style ?? {});
  return (values: Record<string, unknown>) => {
    const row = ws.addRow(safeRow(values));
    fitHeight(row, columns, values);
    row.eachCell((cell, col) => {
      cell.style = styles[col - 1]!;
    });
    row.commit();
    return row;
  };
}

/** A small sheet written whole: widths from its rows, then the rows; `breaks` are row indexes followed by a page break. */
export function writeSheet(ctx: SheetContext, name: string, columns: Column[], rows: Record<string, unknown>[], breaks: ReadonlySet<number> = new Set()) {
  const widths = new Widths(columns);
  for (const r of rows) widths.see(r);
  const fitted = widths.fitted();
  const ws = addSheet(ctx, name, fitted);
  const styles = fitted.map((c) => c.style ?? {});
  for (const [i, values] of rows.entries()) {
    const row = ws.addRow(safeRow(values));
    fitHeight(row, fitted, values);
    row.eachCell((cell, col) => {
      cell.style = styles[col - 1]!;
    });
    // Across every column (exceljs's default right edge, 16838, is past the last column, 16383).
    if (breaks.has(i)) row.addPageBreak(1, 16384);
    row.commit();
  }
  ws.commit();
}
