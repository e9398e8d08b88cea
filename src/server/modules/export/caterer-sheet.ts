/**
 * The Caterer sheet: per meal, day by day, how many to cook for (adults' veg / non-veg / vegan / Jain / not
 * given, children apart), how the meal was counted, its dishes and the food requests of the parties it counts;
 * and the "Other requests" sheet for the hotel (parking, access, rooms: never on the caterer's page).
 *
 * Both print at 100 % (never shrunk to fit: a caterer reads them in a kitchen), A4 landscape, the header row on
 * every page, 9 pt text: the columns are set narrow enough to fit the page's width, long text wraps, and a meal
 * is one row (its dishes and requests a line each), so no page break falls inside a meal.
 */
import type ExcelJS from "exceljs";
import { LABELS } from "../../../shared/constants";
import { dayLabel } from "../../../shared/day-labels";
import { dishLines, mealBasisText } from "../../../shared/meal-basis";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import { addSheet, type Column, PAGE_SETUP, type SheetContext, styledRows } from "./sheet";

/** The sheets' text size: at least 8 pt on paper, since nothing is scaled. */
export const CATERER_FONT_SIZE = 9;
const font = { size: CATERER_FONT_SIZE };
const wrap: Partial<ExcelJS.Style> = { font, alignment: { wrapText: true, vertical: "top" } };
const num: Partial<ExcelJS.Style> = { font, alignment: { vertical: "top" } };

/** Widths in characters; together 140, which is A4 landscape's width between the margins at 100 % (~7 px each). */
export const CATERER_COLUMNS: Column[] = [
  { header: "Day", key: "day", width: 16, style: wrap },
  { header: "Meal", key: "meal", width: 24, style: wrap },
  { header: "Adults", key: "adults", width: 8, style: num },
  { header: "Children", key: "children", width: 10, style: num },
  { header: "Total", key: "total", width: 7, style: num },
  { header: "Veg", key: "veg", width: 7, style: num },
  { header: "Non-veg", key: "nonVeg", width: 8, style: num },
  { header: "Vegan", key: "vegan", width: 7, style: num },
  { header: "Jain", key: "jain", width: 7, style: num },
  { header: "Not given", key: "dietUnspecified", width: 10, style: num },
  { header: "Counted, dishes and food requests", key: "details", width: 36, style: wrap },
];

export const OTHER_REQUEST_COLUMNS: Column[] = [
  { header: "Party", key: "name", width: 30, style: wrap },
  { header: "Request", key: "text", width: 100, style: wrap },
];

/** Printed at 100 %: fitToPage off, so no spreadsheet shrinks the text below its size. */
export const CATERER_PAGE_SETUP: Partial<ExcelJS.PageSetup> = { ...PAGE_SETUP, fitToPage: false, scale: 100, fitToWidth: undefined, fitToHeight: undefined };

const mealTypeText = (t: string) => (LABELS.mealType as Record<string, string>)[t] ?? t;

/** The caterer's rows: one per meal (so no page splits a meal), its numbers, then how it was counted, its dishes by group and the food requests of the parties it counts, a line each. */
export function catererRows(counts: Headcounts, weddingDate: string | null | undefined): Record<string, unknown>[] {
  return counts.meals.map((m) => {
    const label = dayLabel(weddingDate, m.day);
    const day = label === `Day ${m.day}` ? label : `Day ${m.day} (${label})`;
    const type = mealTypeText(m.mealType);
    const when = [m.title.toLowerCase().includes(type.toLowerCase()) ? null : type, m.servingTime].filter(Boolean).join(", ");
    const dishes = dishLines(m.dishes);
    const details = [mealBasisText(m), ...(dishes.length ? dishes : ["No dishes listed yet"]), ...m.foodRequests.map((r) => `Request, ${r.name}: ${r.text}`)];
    const { adults, children, total, veg, nonVeg, vegan, jain, dietUnspecified } = m;
    return {
      day,
      meal: when ? `${m.title}\n${when}` : m.title,
      adults,
      children,
      total,
      veg,
      nonVeg,
      vegan,
      jain,
      dietUnspecified,
      details: details.join("\n"),
    };
  });
}

function writeRows(ctx: SheetContext, name: string, columns: Column[], rows: Record<string, unknown>[]) {
  const ws = addSheet(ctx, name, columns, CATERER_PAGE_SETUP, CATERER_FONT_SIZE);
  // A sheet for paper: no filter buttons over the narrow headers.
  ws.autoFilter = undefined as unknown as ExcelJS.AutoFilter;
  // Rows as tall as their wrapped text at the sheets' size (sheet.ts): a meal is one row, so no page splits it.
  const add = styledRows(ws, columns);
  for (const values of rows) add(values);
  ws.commit();
}

export function writeCatererSheets(ctx: SheetContext, counts: Headcounts, weddingDate: string | null | undefined) {
  writeRows(ctx, "Caterer", CATERER_COLUMNS, catererRows(counts, weddingDate));
  writeRows(
    ctx,
    "Other requests",
    OTHER_REQUEST_COLUMNS,
    counts.otherRequests.length ? counts.otherRequests.map((r) => ({ name: r.name, text: r.text })) : [{ name: "", text: "No other requests." }],
  );
}
