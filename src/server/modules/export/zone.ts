/**
 * Times in the export. Excel dates carry no time zone, so a cell holds the wall-clock time in the wedding's
 * zone (the Summary sheet names it): an instant stored in UTC is moved by the zone's offset at that instant;
 * a travel time is already a wall-clock time at the venue ("2025-11-07T14:20") and is written as it is.
 */
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import { WALL_CLOCK } from "../../../shared/schemas/travel";

/** "7 Nov 2025 00:30" */
export const INSTANT_FORMAT = "d mmm yyyy hh:mm";
/** "7 Nov 14:20" */
export const WALL_CLOCK_FORMAT = "d mmm hh:mm";

const BUCKET_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** A zone name the runtime knows, else the default (a stored value is checked on save; this is a second guard). */
export function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return WEDDING_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return WEDDING_TIME_ZONE;
  }
}

/**
 * Returns a function from an ISO instant to a Date whose UTC fields are the wall clock in `timeZone`
 * (what a spreadsheet shows), or null for a missing or unparsable value. Offsets are cached per day, so
 * 20,000 rows cost a few Intl calls, not 20,000.
 */
export function zoneClock(timeZone: string): (iso: string | null | undefined) => Date | null {
  const fmt = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const offsetAt = (ms: number) => {
    const at = Math.floor(ms / 1000) * 1000;
    const p: Record<string, number> = {};
    for (const part of fmt.formatToParts(new Date(at))) if (part.type !== "literal") p[part.type] = Number(part.value);
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!) - at;
  };
  const offsetOver = (from: number, to: number) => {
    const start = offsetAt(from);
    return start === offsetAt(to - 1) ? start : null;
  };
  // A day whose two ends share an offset has it throughout (zones change at most twice a year); a day with a
  // change is looked at by the quarter hour (changes fall on quarter hours), and a quarter hour with one exactly.
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number | null>();
  return (iso) => {
    if (!iso) return null;
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return null;
    const day = Math.floor(ms / DAY_MS);
    let offset = days.get(day);
    if (offset === undefined) days.set(day, (offset = offsetOver(day * DAY_MS, (day + 1) * DAY_MS)));
    if (offset === null) {
      const quarter = Math.floor(ms / BUCKET_MS);
      offset = quarters.get(quarter);
      if (offset === undefined) quarters.set(quarter, (offset = offsetOver(quarter * BUCKET_MS, (quarter + 1) * BUCKET_MS)));
    }
    return new Date(ms + (offset ?? offsetAt(ms)));
  };
}

/** A wall-clock time at the venue ("2025-11-07T14:20") as a sheet date; anything else stays blank. */
export function wallClockCell(value: string | null | undefined): Date | null {
  if (!value || !WALL_CLOCK.test(value)) return null;
  return new Date(`${value}:00.000Z`);
}
