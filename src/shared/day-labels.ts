import { dateFormat } from "./date-format";
import { addDays, venueDay } from "./id-retention";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 22 -> "22nd". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** A parsed date or null for missing/unparsable input. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Label of an event or menu day: the wedding date plus (day - 1) days as "7th Nov",
 * or "Day N" when there is no wedding date. Uses the calendar date as written (UTC),
 * so the label does not move with the viewer's time zone.
 */
export function dayLabel(weddingDate: string | null | undefined, day: number): string {
  const start = parseDate(weddingDate);
  if (!start) return `Day ${day}`;
  const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + (day - 1)));
  return `${ordinal(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]}`;
}

/** How many days the dates label spans: the itinerary's last day, or two days while the itinerary is empty. */
export const labelDays = (itineraryDays: number | null | undefined): number => (itineraryDays && itineraryDays > 0 ? itineraryDays : 2);

const monthName = (d: Date) => dateFormat("en-US", { month: "long", timeZone: "UTC" }).format(d);

/**
 * "February 12–14, 2027": the wedding's calendar day in its zone (an instant of 02:00 IST on the 12th is the
 * 12th) to the last of `days` days, with an en dash; across months or years each end names its own.
 */
export function weddingDatesLabel(weddingDate: string | null | undefined, days = 2, timeZone = "UTC"): string | null {
  const startDay = venueDay(weddingDate, timeZone);
  if (!startDay) return null;
  const start = new Date(`${startDay}T00:00:00Z`);
  const end = new Date(Date.parse(`${addDays(startDay, Math.max(1, days) - 1)}T00:00:00Z`));
  const [y1, m1, d1] = [start.getUTCFullYear(), monthName(start), start.getUTCDate()];
  const [y2, m2, d2] = [end.getUTCFullYear(), monthName(end), end.getUTCDate()];
  if (days <= 1) return `${m1} ${d1}, ${y1}`;
  if (y1 !== y2) return `${m1} ${d1}, ${y1} – ${m2} ${d2}, ${y2}`;
  if (m1 !== m2) return `${m1} ${d1} – ${m2} ${d2}, ${y1}`;
  return `${m1} ${d1}–${d2}, ${y1}`;
}
