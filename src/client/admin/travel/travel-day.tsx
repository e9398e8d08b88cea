/**
 * One day of the Travel tab (and one printed page): arrivals, then departures, by point, in one-hour
 * windows with the people and parties of each; the fleet's vehicles filling a window up to their seats (or
 * one party's vehicle), own-way parties apart with no car, and the party's WhatsApp message.
 */
import { Car, MessageCircle, PlaneLanding, PlaneTakeoff } from "lucide-react";
import type { ReactNode } from "react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import type { Vehicle } from "../../../shared/schemas/fleet";
import type { AdminTravel } from "../../../shared/schemas/travel";
import { type PointGroup, type TravelDay, ownWayText, partiesCount, peopleCount, windowSummary } from "../../../shared/travel-windows";
import { Badge } from "../../ui/badge";
import { Button, buttonClass } from "../../ui/button";
import type { CarTarget } from "./car-dialog";
import { vehicleLine } from "./fleet-format";
import { phoneForDisplay } from "../../../shared/phone-e164";

export type Arrival = AdminTravel["arrivals"][number];
export type Departure = AdminTravel["departures"][number];
export type Leg = Arrival | Departure;
export type Direction = "arrival" | "departure";

export interface DayActions {
  /** The wa.me link of a party (its rooms, both legs, the itinerary). */
  whatsApp: (rsvpId: string) => string | null;
  rooms: (rsvpId: string) => Rsvp["roomAssignments"];
  onCar: (target: CarTarget) => void;
  vehicle: (id: number | null) => Vehicle | undefined;
}

const MODE_TEXT: Record<string, string> = { flight: "Flight", train: "Train", bus: "Bus", car: "Car", other: "Other" };
const needsCar = (leg: Leg) => ("needsPickup" in leg ? leg.needsPickup : leg.needsDrop);

/** One party of a window (its trip: the window's parties) or of the list without a time. */
export function PartyRow({ leg, direction, actions, note, trip }: { leg: Leg; direction: Direction; actions: DayActions; note?: string; trip?: Leg[] }) {
  const how = [leg.mode ? MODE_TEXT[leg.mode] : null, leg.number].filter(Boolean).join(" ");
  const rooms = actions.rooms(leg.rsvpId);
  const wa = actions.whatsApp(leg.rsvpId);
  return (
    <li
      data-testid="travel-party"
      className="grid gap-1.5 px-3 py-2.5 text-sm break-inside-avoid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3 print:block print:px-2 print:py-1 print:text-[9pt]"
    >
      <div className="grid min-w-0 gap-0.5">
        {note && <p className="text-xs font-medium text-muted">{note}</p>}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">{leg.primaryGuestName}</span>
          <span className="text-muted tabular-nums">{peopleCount(leg.people)}</span>
          {needsCar(leg) ? <Badge tone="wine">{direction === "arrival" ? "Pickup" : "Drop"}</Badge> : <Badge>Own way</Badge>}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
          {leg.at && <span className="tabular-nums">{leg.at.slice(11, 16)}</span>}
          {how && <span>{how}</span>}
          <span className="tabular-nums">{phoneForDisplay(leg.primaryGuestPhone)}</span>
          {rooms.length > 0 && (
            <span>
              {rooms.length === 1 ? "Room" : "Rooms"} {rooms.map((r) => r.room.roomNo).join(", ")}
            </span>
          )}
        </p>
        {!leg.ownWay && (
          <p className="flex items-center gap-1.5 text-xs">
            <Car aria-hidden className="size-3.5 text-gold" />
            {leg.vehicle ? (
              <span className="font-medium text-ink">{vehicleLine(leg.vehicle, actions.vehicle(leg.vehicleId))}</span>
            ) : (
              <span className="text-muted">No car yet</span>
            )}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-1.5 print:hidden">
        {!leg.ownWay && (
          <Button
            variant="outline"
            size="sm"
            className="min-h-10 sm:min-h-8"
            aria-label={`Car for ${leg.primaryGuestName}`}
            onClick={() =>
              actions.onCar({ direction, mode: "party", summary: `${leg.primaryGuestName}, ${peopleCount(leg.people)}`, parties: [leg], trip: trip ?? [leg] })
            }
          >
            <Car aria-hidden /> Car
          </Button>
        )}
        {wa && (
          <a
            href={wa}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Send details on WhatsApp to ${leg.primaryGuestName}`}
            className={buttonClass("outline", "sm", "min-h-10 sm:min-h-8")}
          >
            <MessageCircle aria-hidden className="text-[#1f8f4e]" /> Send details on WhatsApp
          </a>
        )}
      </div>
    </li>
  );
}

/** Each fleet vehicle carrying parties of this window: its seats used. */
function seatUse(parties: Leg[], actions: DayActions): { name: string; used: number; seats: number }[] {
  const use = new Map<number, number>();
  for (const p of parties) if (p.vehicleId !== null) use.set(p.vehicleId, (use.get(p.vehicleId) ?? 0) + p.people);
  return [...use.entries()].flatMap(([id, used]) => {
    const v = actions.vehicle(id);
    return v ? [{ name: v.name, used, seats: v.seats }] : [];
  });
}

function PointBlock({ date, group, direction, actions }: { date: string; group: PointGroup<Leg>; direction: Direction; actions: DayActions }) {
  return (
    // On paper the block flows (grids do not break across pages well): its heading stays with the first window,
    // each window keeps together, and a page breaks between windows rather than before a whole point.
    <div className="grid gap-2 print:block print:space-y-1.5">
      <h5 className="flex flex-wrap items-baseline justify-between gap-x-3 font-sans text-sm font-semibold text-ink break-after-avoid">
        <span>{group.pointName ?? "No point given"}</span>
        <span className="text-xs font-normal text-muted tabular-nums">
          {peopleCount(group.people)}, {partiesCount(group.parties)}
        </span>
      </h5>
      {group.windows.map((w) => {
        const summary = windowSummary(group.pointName, date, w);
        return (
          <section
            key={w.key}
            aria-label={summary}
            data-testid="travel-window"
            className="overflow-hidden rounded-lg border border-line break-inside-avoid print:rounded-none"
          >
            <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-[#faf6f0] px-3 py-2 print:px-2 print:py-1">
              <p className="text-sm tabular-nums">
                <span className="font-semibold text-ink">
                  {w.start}–{w.end}
                </span>
                <span className="text-muted">
                  {" "}
                  · {peopleCount(w.people)}, {partiesCount(w.parties.length)}
                </span>
              </p>
              {w.parties.some((p) => p.vehicleId === null) && (
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-10 sm:min-h-8 print:hidden"
                  aria-label={`Fill ${summary} with a vehicle`}
                  onClick={() => actions.onCar({ direction, mode: "fill", summary, parties: w.parties, trip: w.parties })}
                >
                  <Car aria-hidden /> Fill with…
                </Button>
              )}
            </header>
            {(seatUse(w.parties, actions).length > 0 || w.ownWay.length > 0) && (
              <p data-testid="window-seats" className="flex flex-wrap gap-x-3 gap-y-1 border-b border-line/70 px-3 py-1.5 text-xs text-muted print:px-2">
                {seatUse(w.parties, actions).map((u) => (
                  <span key={u.name} className={u.used > u.seats ? "font-semibold text-nonveg" : undefined}>
                    <span className="font-medium text-ink">{u.name}</span> {u.used} of {u.seats} seats
                    {u.seats >= u.used ? `, ${u.seats - u.used} free` : ""}
                  </span>
                ))}
                {w.ownWay.length > 0 && <span>{ownWayText(w.ownWay.length, direction)}</span>}
              </p>
            )}
            <ul className="divide-y divide-line/70">
              {w.parties.map((leg) => (
                <PartyRow key={leg.rsvpId} leg={leg} direction={direction} actions={actions} trip={w.parties} />
              ))}
              {w.ownWay.map((leg) => (
                <PartyRow key={leg.rsvpId} leg={leg} direction={direction} actions={actions} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function DirectionColumn({
  title,
  icon,
  day,
  direction,
  actions,
}: {
  title: string;
  icon: ReactNode;
  day: TravelDay<Leg> | undefined;
  direction: Direction;
  actions: DayActions;
}) {
  return (
    <div className="grid content-start gap-3 print:block print:columns-2 print:gap-4 print:space-y-2">
      <h4 className="flex items-center gap-2 font-sans text-xs font-semibold tracking-wide text-muted uppercase break-after-avoid print:[column-span:all] [&_svg]:size-4 [&_svg]:text-gold">
        {icon}
        {title}
        {day && (
          <span className="font-normal tracking-normal normal-case tabular-nums">
            · {peopleCount(day.people)}, {partiesCount(day.parties)}
          </span>
        )}
      </h4>
      {day ? (
        day.points.map((g) => <PointBlock key={g.pointId ?? "none"} date={day.date} group={g} direction={direction} actions={actions} />)
      ) : (
        <p className="text-sm text-muted">{direction === "arrival" ? "No arrivals on this day." : "No departures on this day."}</p>
      )}
    </div>
  );
}

export function TravelDaySheet({
  label,
  arrivals,
  departures,
  actions,
  printHeading,
}: {
  label: string;
  arrivals: TravelDay<Arrival> | undefined;
  departures: TravelDay<Departure> | undefined;
  actions: DayActions;
  printHeading: string;
}) {
  const id = `travel-day-${(arrivals ?? departures)!.date}`;
  return (
    <section
      aria-labelledby={id}
      data-testid="travel-day"
      className="rounded-xl border border-line bg-white shadow-sm print:break-after-page print:rounded-none print:border-0 print:shadow-none print:last:break-after-auto"
    >
      <p className="hidden text-[9pt] text-muted print:block">{printHeading}</p>
      <header className="border-b border-line px-4 py-3 sm:px-5 print:px-0 print:py-2">
        <h3 id={id} className="font-sans text-base font-semibold text-ink print:text-[14pt]">
          {label}
        </h3>
      </header>
      <div className="grid grid-cols-1 gap-6 px-4 py-4 sm:px-5 lg:grid-cols-2 print:block print:space-y-3 print:px-0 print:py-2">
        <DirectionColumn
          title="Arrivals"
          icon={<PlaneLanding aria-hidden />}
          day={arrivals as TravelDay<Leg> | undefined}
          direction="arrival"
          actions={actions}
        />
        <DirectionColumn
          title="Departures"
          icon={<PlaneTakeoff aria-hidden />}
          day={departures as TravelDay<Leg> | undefined}
          direction="departure"
          actions={actions}
        />
      </div>
    </section>
  );
}
