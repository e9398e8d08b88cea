/** The import's sentences and counts, shared by the preview and the result (pure, so they are tested as text). */
import { IMPORT_MESSAGES, type ImportField, type ImportPreview, type ImportResult } from "../../../shared/schemas/household-import";

export const FIELD_LABELS: Record<ImportField, string> = {
  name: "Name",
  phone: "Phone",
  side: "Side",
  tags: "Tags",
  seats: "Seats",
  events: "Functions",
  guests: "Guests",
  language: "Language",
  notes: "Notes",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

/** Merge choices by group key: ticked unless the planner un-ticked it. */
export type MergeChoices = Record<string, boolean>;

/** What the import would do with these choices, counted as the server counts it. */
export function previewCounts(preview: ImportPreview, merges: MergeChoices) {
  const fresh = preview.rows.filter((r) => r.existingId === null).length;
  const merged = preview.duplicates.filter((d) => merges[d.key] ?? d.merge).reduce((n, d) => n + d.refs.length - 1, 0);
  const existing = preview.rows.length - fresh;
  const unnamed = preview.errors.filter((e) => e.message === IMPORT_MESSAGES.noName).length;
  return { create: fresh - merged, merged, skipped: existing + unnamed, notes: preview.errors.length };
}

/** "38 households to create, 3 merges, 2 skipped, 5 notes" */
export function previewSummary(preview: ImportPreview, merges: MergeChoices): string {
  const c = previewCounts(preview, merges);
  return `${plural(c.create, "household")} to create, ${plural(c.merged, "merge")}, ${c.skipped.toLocaleString("en-IN")} skipped, ${plural(c.notes, "note")}`;
}

/** "Imported 38 households (3 merged), 2 skipped" */
export function resultSummary(r: ImportResult): string {
  const merged = r.merged ? ` (${r.merged.toLocaleString("en-IN")} merged)` : "";
  const skipped = r.skipped ? `, ${r.skipped.toLocaleString("en-IN")} skipped` : "";
  return `Imported ${plural(r.created, "household")}${merged}${skipped}`;
}

/** "+919876543210" as "98765 43210" (Indian numbers), others as stored. */
export const phoneText = (e164: string | null) => (e164 ? (/^\+91(\d{5})(\d{5})$/.exec(e164)?.slice(1).join(" ") ?? e164) : "");

export const sideText = (side: "bride" | "groom" | "both" | null) => (side ? side[0]!.toUpperCase() + side.slice(1) : "");

/** Functions of a row: all, none, or their names (a count until the itinerary is read). */
export function functionsText(events: number[] | null, names: Map<number, string>): string {
  if (events === null) return "All";
  if (events.length === 0) return "None";
  if (events.some((id) => !names.has(id))) return plural(events.length, "function");
  return events.map((id) => names.get(id)).join(", ");
}
