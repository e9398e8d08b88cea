/**
 * The reply-by date: a calendar day at the venue. Replies close when that day has ended in the
 * wedding's time zone (Asia/Kolkata until the couple can choose another).
 */
import { dateFormat } from "./date-format";
export const WEDDING_TIME_ZONE = "Asia/Kolkata";

/** Milliseconds the zone is ahead of UTC at `instant`. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - instant;
}

/** The instant a YYYY-MM-DD day ends (the next midnight) in the zone. */
export function dayEndsAt(date: string, timeZone = WEDDING_TIME_ZONE): number {
  const nextMidnightUtc = Date.parse(`${date}T00:00:00Z`) + 86_400_000;
  return nextMidnightUtc - zoneOffsetMs(nextMidnightUtc, timeZone);
}

export const repliesClosed = (deadline: string | null | undefined, now: Date, timeZone = WEDDING_TIME_ZONE) =>
  Boolean(deadline) && now.getTime() >= dayEndsAt(deadline!, timeZone);

/** "5 November 2025" (the date as written, no zone shift). */
export const formatReplyDate = (date: string) =>
  dateFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

export const DEADLINE_MESSAGES = {
  closed: (date: string) => `Replies closed on ${formatReplyDate(date)}. Please contact the couple.`,
  replyBy: (date: string) => `Kindly reply by ${formatReplyDate(date)}`,
} as const;
