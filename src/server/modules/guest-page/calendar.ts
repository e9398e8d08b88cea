/**
 * Calendar files (.ics) of the itinerary, made with the `ics` package: times in UTC (each function's wall-clock
 * time at the venue, in the wedding's zone), the place as LOCATION, the dress code first in DESCRIPTION, and a UID
 * per function that stays the same on every download, so importing again updates the event instead of adding one.
 */
import { createEvents, type EventAttributes } from "ics";
import type { DB } from "../../../../db/connect";
import { firstName } from "../../../shared/countdown";
import { eventDate, eventSpan } from "../../../shared/event-instants";
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import { coupleNames } from "../../../shared/wedding-view";

export interface CalendarEvent {
  id: number;
  eventName: string;
  day: number;
  time: string;
  toTime: string | null;
  place: string;
  dressCode: string | null;
  description: string | null;
}

export interface CalendarWedding {
  weddingDate: string | null;
  timeZone: string;
  groomName: string | null;
  brideName: string | null;
  venue: string | null;
}

export async function calendarWedding(db: DB): Promise<CalendarWedding | undefined> {
  const row = await db.selectFrom("wedding").select(["weddingDate", "timeZone", "groomName", "brideName", "venue"]).where("id", "=", 1).executeTakeFirst();
  return row && { ...row, timeZone: row.timeZone || WEDDING_TIME_ZONE };
}

/** "aarav-meera": the couple's first names, the stable part of every UID and of the file's name. */
export function weddingSlug(w: Pick<CalendarWedding, "groomName" | "brideName">): string {
  const names = [w.groomName, w.brideName].filter((n): n is string => Boolean(n?.trim())).map(firstName);
  const slug = names
    .join("-")
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "")
    .replace(/_/g, "-")
    .toLowerCase();
  return slug || "wedding";
}

export const eventUid = (id: number, slug: string) => `event-${id}@${slug}.wedding`;

const toArray = (ms: number): [number, number, number, number, number] => {
  const d = new Date(ms);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};
const dateArray = (ymd: string): [number, number, number] => ymd.split("-").map(Number) as [number, number, number];

/**
 * A planner's text as one .ics TEXT value: the \`ics\` package escapes "\n" and "\r\n" but passes a lone "\r", which
 * a calendar reads as a line end (a new property injected from a place's name). Every line break becomes "\n",
 * which the package escapes; other control characters (RFC 5545 allows none in TEXT but the tab) are dropped.
 */
export const icsText = (text: string): string =>
  text
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- the control characters are what is removed
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "");

/** The .ics text of the functions, or null when the wedding has no date yet (no function has a day to be on). */
export function calendarText(w: CalendarWedding, events: CalendarEvent[], now: Date): string | null {
  if (!w.weddingDate || !eventDate(w.weddingDate, w.timeZone, 1)) return null;
  const slug = weddingSlug(w);
  const couple = icsText(coupleNames({ groomName: w.groomName && firstName(w.groomName), brideName: w.brideName && firstName(w.brideName) }));
  const items: EventAttributes[] = events.map((e) => {
    const date = eventDate(w.weddingDate, w.timeZone, e.day)!;
    const span = eventSpan(date, e.time, e.toTime, w.timeZone);
    const when: Pick<EventAttributes, "start" | "startInputType" | "startOutputType"> & { end: EventAttributes["start"] } =
      span.kind === "timed"
        ? { start: toArray(span.start), startInputType: "utc", startOutputType: "utc", end: toArray(span.end) }
        : { start: dateArray(span.date), end: dateArray(new Date(Date.parse(`${span.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) };
    const description = icsText([e.dressCode ? `Dress code: ${e.dressCode}` : null, e.description?.trim() || null].filter(Boolean).join("\n\n"));
    return {
      ...when,
      ...(span.kind === "timed" ? { endInputType: "utc" as const, endOutputType: "utc" as const } : {}),
      title: icsText(couple ? `${e.eventName} · ${couple}` : e.eventName),
      location: icsText([e.place, w.venue].filter(Boolean).join(", ")),
      ...(description ? { description } : {}),
      uid: eventUid(e.id, slug),
      timestamp: now.getTime(),
      productId: "wedding-site/ics",
      calName: couple ? `${couple} · Wedding` : "Wedding",
    } as EventAttributes;
  });
  const { error, value } = createEvents(items, { productId: "wedding-site/ics", calName: couple ? `${couple} · Wedding` : "Wedding" });
  if (error || !value) throw error ?? new Error("the calendar could not be made");
  return value;
}

/** Every function of the itinerary, in its order, for the public calendar. */
export function allEvents(db: DB): Promise<CalendarEvent[]> {
  return db
    .selectFrom("timelineEvents")
    .select(["id", "eventName", "day", "time", "toTime", "place", "dressCode", "description"])
    .orderBy("day")
    .orderBy("displayOrder")
    .orderBy("id")
    .execute();
}
