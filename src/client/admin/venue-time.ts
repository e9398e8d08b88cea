/** Instants as the couple reads them: at the venue, in the wedding's time zone, naming it (design: "Time"). */
import { useQuery } from "@tanstack/react-query";
import { WEDDING_TIME_ZONE } from "../../shared/reply-deadline";
import { trpc } from "../trpc";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "IST" for India; elsewhere the runtime's short name ("GMT+4", "GMT"). */
function zoneName(timeZone: string, at: Date): string {
  if (timeZone === "Asia/Kolkata") return "IST";
  return new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** "3 Nov 2025, 14:05 IST": an instant shown at the venue, naming the zone; null when unknown. */
export function venueTime(iso: string | null | undefined, timeZone = WEDDING_TIME_ZONE): string | null {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return null;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${Number(get("day"))} ${MONTHS[Number(get("month")) - 1]} ${get("year")}, ${get("hour")}:${get("minute")} ${zoneName(timeZone, d)}`;
}

/** The wedding's time zone (Asia/Kolkata until the details have loaded or when unset). */
export function useVenueZone(): string {
  const { data } = useQuery(trpc.guest.weddingDetails.queryOptions());
  return data?.timeZone ?? WEDDING_TIME_ZONE;
}
