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
  /** The header wraps between its words, so a long header ("Sent (America/New_York)") does not widen the column. */
  wrapHeader?: boolean;
};

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF7A2E3A" } };
const DEFAULT_MAX_WIDTH = 50;
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
      const header = c.wrapHeader ? Math.max(...c.header.split(" ").map((word) => word.length)) : c.header.length;
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
export function addSheet({ wb, couple }: SheetContext, name: string, columns: Column[], pageSetup: Partial<ExcelJS.PageSetup> = PAGE_SETUP) {
  const ws = wb.addWorksheet(name, {
    views: [{ state: "frozen", ySplit: 1 }],
    pageSetup,
    headerFooter: { oddHeader: pageHeader(couple, name), oddFooter: PAGE_FOOTER },
  });
  printGridLines(ws);
  ws.columns = columns;
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = ws.getRow(1);
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: "middle" };
  for (const [i, c] of columns.entries()) if (c.wrapHeader) header.getCell(i + 1).alignment = { vertical: "middle", wrapText: true };
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

/**
 * Adds committed rows to a sheet. exceljs gives every cell a fresh style object, so its style cache (keyed
 * by object) never hits and each cell's style is worked out again: a third of the export's time. Cells of
 * a column share one. Every text goes through safeRow (no cell starts like a formula).
 */
export function styledRows(ws: ExcelJS.Worksheet, columns: Column[]) {
  const styles = columns.map((c) => c.style ?? {});
  return (values: Record<string, unknown>) => {
    const row = ws.addRow(safeRow(values));
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
    row.eachCell((cell, col) => {
      cell.style = styles[col - 1]!;
    });
    // Across every column (exceljs's default right edge, 16838, is past the last column, 16383).
    if (breaks.has(i)) row.addPageBreak(1, 16384);
    row.commit();
  }
  ws.commit();
}
