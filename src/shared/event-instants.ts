/**
 * When a function happens, as instants: Day N is the wedding date's calendar day in the wedding's zone plus N-1
 * (DESIGN.md "Time"), and its times are wall-clock times at the venue ("4:00 PM"). Calendars get UTC instants, so
 * a guest abroad sees the function at the right hour in their own zone.
 */
import { addDays, venueDay } from "./id-retention";
import { zoneOffsetMs } from "./reply-deadline";
import { clockMinutes, isOpenEnded } from "./time-range";

/** Length given to a function with no end time ("8:00 PM onwards"): calendars need one. */
export const OPEN_ENDED_HOURS = 2;

/** The calendar day (YYYY-MM-DD) of Day `day` at the venue; null without a wedding date. */
export function eventDate(weddingDate: string | null | undefined, timeZone: string, day: number): string | null {
  const first = venueDay(weddingDate, timeZone);
  return first ? addDays(first, day - 1) : null;
}

/** The instant a wall-clock time (minutes after midnight of `date`) is in `timeZone`. */
export function wallClockInstant(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The offset at the wall time read as UTC is right except within hours of a change; one more step settles it.
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}

export type EventSpan = { kind: "timed"; start: number; end: number } | { kind: "all-day"; date: string };

/**
 * A function's start and end: an end at or before the start is the next morning ("8:00 PM - 1:00 AM"); no end is
 * OPEN_ENDED_HOURS; a start that is not a clock time makes it an all-day event on its date.
 */
export function eventSpan(date: string, time: string, toTime: string | null, timeZone: string): EventSpan {
  const from = clockMinutes(time);
  if (from === null) return { kind: "all-day", date };
  const start = wallClockInstant(date, from, timeZone);
  const to = isOpenEnded(toTime) ? null : clockMinutes(toTime);
  if (to === null) return { kind: "timed", start, end: start + OPEN_ENDED_HOURS * 3_600_000 };
  const end = wallClockInstant(to > from ? date : addDays(date, 1), to, timeZone);
  return { kind: "timed", start, end };
}

/** A maps search for a function's place at the venue ("Marigold Garden, 12 Hill Road, Manali"). */
export function mapSearchUrl(place: string, venue: string | null | undefined, venueAddress: string | null | undefined): string {
  const where = [place.trim(), (venueAddress || venue || "").trim()].filter(Boolean);
  const unique = where.filter((w, i) => where.findIndex((x) => x.toLowerCase() === w.toLowerCase()) === i);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(unique.join(", "))}`;
}
