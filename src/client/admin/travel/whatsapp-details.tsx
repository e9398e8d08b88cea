/**
 * "One message per guest": a wa.me/<phone> link whose text holds, as far as known, the
 * guest's rooms, pickup point, time and car (and the drop), and the itinerary link. Used per party in the
 * Travel tab, and made for the RSVP card too (<SendDetailsLink rsvp={rsvp} />).
 */
import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import type { Vehicle } from "../../../shared/schemas/fleet";
import type { AdminTravel } from "../../../shared/schemas/travel";
import { wallClockText } from "../../../shared/travel-windows";
import { trpc } from "../../trpc";
import { buttonClass } from "../../ui/button";
import { cn } from "../../ui/cn";
import { whatsAppHref } from "../rsvps/guest-link";
import { vehicleLine } from "./fleet-format";
import { coupleNames } from "../../../shared/wedding-view";

type Arrival = AdminTravel["arrivals"][number];
type Departure = AdminTravel["departures"][number];
type Rooms = Pick<Rsvp, "roomAssignments">["roomAssignments"];

export interface DetailsInput {
  guestName: string;
  rooms?: Rooms;
  arrival?: Arrival | null;
  departure?: Departure | null;
  /** "Aarav & Meera", when the wedding details are known. */
  couple?: string | null;
  timeZone?: string | null;
  /** The absolute address of the itinerary (origin + "/timeline"). */
  itineraryUrl: string;
  /** The fleet, to name a vehicle's driver and phone. */
  vehicles?: Vehicle[];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";
const MODE_WORD: Record<string, string> = { flight: "flight", train: "train", bus: "bus", car: "car", other: "" };
const by = (mode: string | null, number: string | null) => {
  const word = mode ? MODE_WORD[mode] : "";
  const text = [word, number].filter(Boolean).join(" ");
  return text ? ` (${text})` : "";
};

/** The message, one known fact per line; unknown facts are left out. */
export function detailsMessage({ guestName, rooms = [], arrival, departure, couple, timeZone, itineraryUrl, vehicles = [] }: DetailsInput): string {
  // Own-way parties get no car line, even if an old car was written for them.
  const car = (leg: Arrival | Departure) =>
    leg.vehicle && !leg.ownWay
      ? vehicleLine(
          leg.vehicle,
          vehicles.find((v) => v.id === leg.vehicleId),
        )
      : null;
  const hello = firstName(guestName) ? `Hello ${firstName(guestName)}!` : "Hello!";
  const lines = [`${hello} Here are your details for ${couple ? `${couple}'s wedding` : "the wedding"}.`];
  if (rooms.length > 0) {
    const list = [...rooms]
      .sort((a, b) => a.room.roomNo.localeCompare(b.room.roomNo, undefined, { numeric: true }))
      .map((a) => `${a.room.roomNo} (Floor ${a.room.floorNo})`);
    lines.push(`${rooms.length === 1 ? "Room" : "Rooms"}: ${list.join(", ")}`);
  }
  const timed = Boolean(wallClockText(arrival?.at) || wallClockText(departure?.at));
  if (arrival) {
    const when = wallClockText(arrival.at);
    const where = arrival.pointName ? `${arrival.needsPickup ? "pickup at" : "at"} ${arrival.pointName}` : "";
    const facts = [when, where].filter(Boolean).join(", ");
    if (facts || arrival.mode || arrival.number) lines.push(`Arrival: ${facts || "time to be confirmed"}${by(arrival.mode, arrival.number)}`);
    if (car(arrival)) lines.push(`Your car: ${car(arrival)}`);
  }
  if (departure) {
    const when = wallClockText(departure.at);
    const where = departure.pointName ? `${departure.needsDrop ? "drop at" : "from"} ${departure.pointName}` : "";
    const facts = [when, where].filter(Boolean).join(", ");
    if (facts || departure.mode || departure.number) lines.push(`Departure: ${facts || "time to be confirmed"}${by(departure.mode, departure.number)}`);
    if (car(departure)) lines.push(`Car for your departure: ${car(departure)}`);
  }
  if (timed && timeZone) lines.push(`(Times at the venue, ${timeZone}.)`);
  lines.push(`The itinerary: ${itineraryUrl}`);
  return lines.join("\n");
}

export const itineraryUrl = (origin = window.location.origin) => new URL("/timeline", origin).href;

/** https://wa.me/<country code and number>?text=<the details>. */
export function detailsHref(phone: string, input: DetailsInput): string {
  return whatsAppHref(phone, detailsMessage(input));
}

/** The couple's first names in the one order (coupleNames), or null until both are saved. */
export function coupleOf(w: { groomName: string | null; brideName: string | null } | null | undefined): string | null {
  return w?.groomName && w.brideName ? coupleNames({ groomName: firstName(w.groomName), brideName: firstName(w.brideName) }) : null;
}

/**
 * The "Send details on WhatsApp" link for one reply. It reads the travel list and the wedding details
 * itself (cached queries), so the RSVP card only passes its reply.
 */
export function SendDetailsLink({
  rsvp,
  className,
}: {
  rsvp: Pick<Rsvp, "id" | "primaryGuestName" | "primaryGuestPhone"> & { roomAssignments?: Rooms };
  className?: string;
}) {
  const travel = useQuery(trpc.admin.travel.queryOptions());
  const vehicles = useQuery(trpc.admin.vehicles.queryOptions());
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const href = detailsHref(rsvp.primaryGuestPhone, {
    guestName: rsvp.primaryGuestName,
    rooms: rsvp.roomAssignments ?? [],
    arrival: travel.data?.arrivals.find((a) => a.rsvpId === rsvp.id) ?? null,
    departure: travel.data?.departures.find((d) => d.rsvpId === rsvp.id) ?? null,
    couple: coupleOf(wedding.data),
    timeZone: wedding.data?.timeZone,
    itineraryUrl: itineraryUrl(),
    vehicles: vehicles.data ?? [],
  });
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Send details on WhatsApp to ${rsvp.primaryGuestName}`}
      className={cn(buttonClass("outline", "sm", "min-h-10 sm:min-h-8"), className)}
    >
      <MessageCircle aria-hidden className="text-[#1f8f4e]" /> Send details on WhatsApp
    </a>
  );
}
