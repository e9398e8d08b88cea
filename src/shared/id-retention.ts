/**
 * When ID documents are deleted (issue 17): `idRetentionDays` after the last day of the wedding, at the end of
 * that day at the venue. The last day is the itinerary's last day (Day N is the wedding date's calendar day in
 * the wedding's zone plus N-1, DESIGN.md "Time"), or the wedding day itself when the itinerary is empty.
 */
import { dateFormat } from "./date-format";
import { dayEndsAt } from "./reply-deadline";

export const ID_RETENTION_DEFAULT_DAYS = 7;
export const ID_RETENTION_MIN_DAYS = 1;
export const ID_RETENTION_MAX_DAYS = 365;

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`; null for a missing or unreadable instant. */
export function venueDay(iso: string | null | undefined, timeZone: string): string | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return null;
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface RetentionInput {
  weddingDate: string | null | undefined;
  timeZone: string;
  /** The itinerary's last day number (1 when it is empty). */
  lastDay: number;
  retentionDays: number;
}

/** The day (YYYY-MM-DD, at the venue) at whose end the ID documents are deleted; null without a wedding date. */
export function idDeletionDay({ weddingDate, timeZone, lastDay, retentionDays }: RetentionInput): string | null {
  const first = venueDay(weddingDate, timeZone);
  if (!first) return null;
  return addDays(first, Math.max(1, lastDay) - 1 + retentionDays);
}

/** The instant the timed purge may run: the end of the deletion day in the wedding's zone; null without a date. */
export function idDeletionInstant(input: RetentionInput): number | null {
  const day = idDeletionDay(input);
  return day ? dayEndsAt(day, input.timeZone) : null;
}
