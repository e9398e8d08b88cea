/**
 * The Caterer sheet (issue 16, item 3): per day, the Headcounts sheet's numbers (everyone present, the asking
 * functions, the meals, with the adults' food and drinks split), then every attending reply's special request
 * with the guest's name (those about food first, then those of parties counted that day), and a page break, so
 * each day prints on its own page where it fits. The requests repeat on each day's page, as on the dashboard.
 */
import type { Headcounts } from "../../../shared/schemas/headcounts";
import { HEADCOUNT_COLUMNS, headcountRows } from "./headcount-sheet";
import type { Column } from "./sheet";
import { mentionsFood } from "../../../shared/mentions-food";

export const CATERER_COLUMNS: Column[] = [...HEADCOUNT_COLUMNS, { header: "Special Request", key: "request", width: 30, maxWidth: 40 }];

export interface SpecialRequest {
  name: string;
  text: string;
  /** Asked functions anyone of the reply attends. */
  events: Set<number>;
}

export function catererRows(counts: Headcounts, weddingDate: string | null | undefined, requests: SpecialRequest[]) {
  const rows: Record<string, unknown>[] = [];
  const breaks = new Set<number>();
  const requestRows = (day: number | null, label: string) => {
    const asked = day === null ? [] : counts.events.filter((e) => e.day === day).map((e) => e.eventId);
    const present = (r: SpecialRequest) => asked.length === 0 || asked.some((id) => r.events.has(id));
    const rank = (r: SpecialRequest) => (mentionsFood(r.text) ? 0 : 2) + (present(r) ? 0 : 1);
    return requests
      .map((r, i) => ({ r, i }))
      .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
      .map(({ r }) => ({ day: label, section: present(r) ? "Special request" : "Special request (not here this day)", name: r.name, request: r.text }));
  };
  for (const d of counts.days) {
    const numbers = headcountRows({ ...counts, days: [d] }, weddingDate);
    rows.push(...numbers, ...requestRows(d.day, String(numbers[0]?.day ?? `Day ${d.day}`)));
    breaks.add(rows.length - 1);
  }
  if (counts.days.length === 0 && requests.length) rows.push(...requestRows(null, "All days"));
  breaks.delete(rows.length - 1);
  return { rows, breaks };
}
