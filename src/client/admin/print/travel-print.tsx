/**
 * /admin/print/travel: the pickups and drops for the drivers' desk. Per day (src/shared/travel-windows.ts),
 * arrivals then departures, by point in the couple's order, in one-hour windows with each party's time,
 * people, train or flight, phone, rooms and car; the parties without a time; then each vehicle's manifest.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { sortRooms } from "../../../shared/room-sort";
import type { AdminTravel } from "../../../shared/schemas/travel";
import { groupByWindow, longDate, partiesCount, peopleCount, type TravelDay, travelDates } from "../../../shared/travel-windows";
import { trpc } from "../../trpc";
import { cn } from "../../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useRsvps } from "../admin-api";
import { cell, PrintShell } from "./print-shell";
import { VehicleManifests } from "./vehicle-manifest";
import { phoneForDisplay } from "../../../shared/phone-e164";

type Leg = AdminTravel["arrivals"][number] | AdminTravel["departures"][number];
type Direction = "arrival" | "departure";
const MODE_TEXT: Record<string, string> = { flight: "Flight", train: "Train", bus: "Bus", car: "Car", other: "Other" };
const needsCar = (leg: Leg) => ("needsPickup" in leg ? leg.needsPickup : leg.needsDrop);
/** A window of up to this many parties is never split across pages. */
const SHORT_WINDOW = 12;
const how = (leg: Leg) => [leg.mode ? MODE_TEXT[leg.mode] : null, leg.number].filter(Boolean).join(" ") || "—";

function LegTable({ title, direction, day, rooms }: { title: string; direction: Direction; day: TravelDay<Leg>; rooms: (id: string) => string }) {
  return (
    <div className="mb-2">
      <h3 className="text-sm font-semibold break-after-avoid print:text-[9.5pt]">
        {title} · {peopleCount(day.people)}, {partiesCount(day.parties)}
      </h3>
      <table className={cell.table} aria-label={`${title}, ${longDate(day.date)}`}>
        <thead>
          <tr>
            {["Time", "Guest", "People", "Train or flight", "Phone", "Rooms", direction === "arrival" ? "Pickup" : "Drop", "Car"].map((h) => (
              <th key={h} scope="col" className={cell.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {day.points.flatMap((p) =>
          // One body per window, kept on one page when short: a page breaks between windows, not inside one, and the
          // point's heading travels with its first window (a body per point left pages two-thirds blank).
          p.windows.map((w, wi) => {
            const legs = [...w.parties, ...w.ownWay];
            return (
              <tbody key={`${p.pointId ?? "none"}-${w.key}`} className={cn(legs.length <= SHORT_WINDOW && "break-inside-avoid")}>
                {wi === 0 && (
                  <tr>
                    <th scope="rowgroup" colSpan={8} className="border-b border-line px-1.5 pt-1.5 pb-0.5 text-left text-xs font-semibold print:text-[8.5pt]">
                      {p.pointName ?? "No point given"}
                    </th>
                  </tr>
                )}
                {legs.map((leg, i) => (
                  <tr key={`${w.key}-${leg.rsvpId}`} data-testid="travel-print-party">
                    <td className={cn(cell.td, "whitespace-nowrap tabular-nums")}>
                      {i === 0 && (
                        <span className="block text-[10px] text-muted print:text-[8pt]">
                          {w.start}–{w.end} · {peopleCount(w.people)}
                        </span>
                      )}
                      {leg.at!.slice(11, 16)}
                    </td>
                    <td className={cn(cell.td, "font-medium")}>{leg.primaryGuestName}</td>
                    <td className={cn(cell.td, cell.num)}>{leg.people}</td>
                    <td className={cell.td}>{how(leg)}</td>
                    <td className={cn(cell.td, "whitespace-nowrap tabular-nums")}>{phoneForDisplay(leg.primaryGuestPhone)}</td>
                    <td className={cn(cell.td, "tabular-nums")}>{rooms(leg.rsvpId) || "—"}</td>
                    <td className={cell.td}>{needsCar(leg) ? "Yes" : "Own way"}</td>
                    <td className={cell.td}>{leg.vehicle ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            );
          }),
        )}
      </table>
    </div>
  );
}

export function TravelPrint() {
  const travel = useQuery(trpc.admin.travel.queryOptions());
  const vehicles = useQuery(trpc.admin.vehicles.queryOptions());
  const points = useQuery(trpc.guest.pickupPoints.queryOptions());
  const rsvps = useRsvps();
  const grouped = useMemo(() => {
    if (!travel.data) return null;
    const order = points.data ?? [];
    return { arrivals: groupByWindow<Leg>(travel.data.arrivals, order), departures: groupByWindow<Leg>(travel.data.departures, order) };
  }, [travel.data, points.data]);
  const roomsOf = useMemo(() => {
    const byId = new Map(
      (rsvps.data?.data ?? []).map((r) => [
        r.id,
        sortRooms(r.roomAssignments.map((a) => a.room))
          .map((x) => x.roomNo)
          .join(", "),
      ]),
    );
    return (id: string) => byId.get(id) ?? "";
  }, [rsvps.data]);

  const dates = grouped ? travelDates(grouped.arrivals, grouped.departures) : [];
  const unscheduled: [Direction, Leg][] = grouped
    ? [
        ...grouped.arrivals.unscheduled.map((l) => ["arrival", l] as [Direction, Leg]),
        ...grouped.departures.unscheduled.map((l) => ["departure", l] as [Direction, Leg]),
      ]
    : [];
  const empty = grouped !== null && dates.length === 0 && unscheduled.length === 0;

  return (
    <PrintShell title="Pickups and drops" tab="travel" showZone={Boolean(grouped && !empty)} canPrint={Boolean(grouped && !empty)}>
      {travel.isPending || (rsvps.isPending && !rsvps.data) ? (
        <Spinner label="Loading travel details..." />
      ) : !grouped ? (
        <ErrorState message="Failed to fetch travel details" />
      ) : empty ? (
        <EmptyState title="No travel details yet">Arrivals and departures appear here once guests who are coming share their travel plans.</EmptyState>
      ) : (
        <>
          {dates.map((date) => {
            const a = grouped.arrivals.days.find((d) => d.date === date);
            const d = grouped.departures.days.find((x) => x.date === date);
            return (
              <section key={date} aria-label={longDate(date)} data-testid="travel-print-day" className="mb-4">
                <h2 className="mb-1 text-base font-semibold break-after-avoid print:text-[11pt]">{longDate(date)}</h2>
                {a && <LegTable title="Arrivals" direction="arrival" day={a} rooms={roomsOf} />}
                {d && <LegTable title="Departures" direction="departure" day={d} rooms={roomsOf} />}
              </section>
            );
          })}
          {unscheduled.length > 0 && (
            <section aria-labelledby="travel-print-no-time" className="break-inside-avoid">
              <h2 id="travel-print-no-time" className="mb-1 text-base font-semibold print:text-[11pt]">
                Without a time
              </h2>
              <ul className="text-sm print:text-[8.5pt]">
                {unscheduled.map(([direction, leg]) => (
                  <li key={`${direction}-${leg.rsvpId}`} data-testid="travel-print-unscheduled" className="border-b border-line/70 py-1">
                    <span className="font-medium">{leg.primaryGuestName}</span> · {direction === "arrival" ? "Arrival" : "Departure"} ·{" "}
                    {peopleCount(leg.people)} · {how(leg)}
                    {leg.pointName && ` · ${leg.pointName}`} · {phoneForDisplay(leg.primaryGuestPhone)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {travel.data && vehicles.data && <VehicleManifests travel={travel.data} vehicles={vehicles.data} />}
        </>
      )}
    </PrintShell>
  );
}
