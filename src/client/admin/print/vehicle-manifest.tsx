/**
 * The drivers' manifests (part of /admin/print/travel): per vehicle, each trip it makes (a pickup or a drop
 * at one point in one hour window) with who (names, party size), where, when, phones and the driver. A trip
 * never splits across pages, and a vehicle's heading stays with its first trip.
 */
import type { AdminTravel } from "../../../shared/schemas/travel";
import type { Vehicle } from "../../../shared/schemas/fleet";
import { phoneForDisplay } from "../../../shared/phone-e164";
import { peopleCount, shortDate, tripKey } from "../../../shared/travel-windows";
import { cn } from "../../ui/cn";
import { cell } from "./print-shell";

type Leg = AdminTravel["arrivals"][number] | AdminTravel["departures"][number];
const MODE_TEXT: Record<string, string> = { flight: "Flight", train: "Train", bus: "Bus", car: "Car", other: "Other" };
const how = (leg: Leg) => [leg.mode ? MODE_TEXT[leg.mode] : null, leg.number].filter(Boolean).join(" ") || "—";

interface Trip {
  key: string;
  direction: "arrival" | "departure";
  legs: Leg[];
  people: number;
}

/** Each vehicle's trips in time order (pickups and drops together); vehicles with no trip are left out. */
export function manifests(travel: AdminTravel, vehicles: Vehicle[]): { vehicle: Vehicle; trips: Trip[] }[] {
  return vehicles
    .map((vehicle) => {
      const trips = new Map<string, Trip>();
      for (const [direction, legs] of [
        ["arrival", travel.arrivals],
        ["departure", travel.departures],
      ] as const) {
        for (const leg of legs as Leg[]) {
          if (leg.vehicleId !== vehicle.id) continue;
          const key = `${direction}|${tripKey(leg)}`;
          const trip = trips.get(key) ?? { key, direction, legs: [], people: 0 };
          trip.legs.push(leg);
          trip.people += leg.people;
          trips.set(key, trip);
        }
      }
      const sorted = [...trips.values()].sort((a, b) => (a.legs[0]!.at ?? "~").localeCompare(b.legs[0]!.at ?? "~"));
      return { vehicle, trips: sorted };
    })
    .filter((m) => m.trips.length > 0);
}

function tripTitle(trip: Trip): string {
  const first = trip.legs[0]!;
  const kind = trip.direction === "arrival" ? "Pickup" : "Drop";
  const where = first.pointName ?? "No point given";
  if (!first.at) return `${kind} · ${where} · time not given`;
  const hour = Number(first.at.slice(11, 13));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${kind} · ${shortDate(first.at.slice(0, 10))} ${pad(hour)}:00–${pad((hour + 1) % 24)}:00 · ${where}`;
}

export function VehicleManifests({ travel, vehicles }: { travel: AdminTravel; vehicles: Vehicle[] }) {
  const list = manifests(travel, vehicles);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="manifests" className="break-before-page">
      <h2 id="manifests" className="mb-1 text-base font-semibold break-after-avoid print:text-[11pt]">
        Vehicle manifests
      </h2>
      {list.map(({ vehicle, trips }) => (
        <div key={vehicle.id} data-testid="manifest-vehicle" className="mb-3">
          <h3 className="text-sm font-semibold break-after-avoid print:text-[10pt]">
            {vehicle.name} · {vehicle.seats} seats
            <span className="font-normal">
              {" "}
              · Driver: {vehicle.driverName ?? "not named"}
              {vehicle.driverPhone && `, ${phoneForDisplay(vehicle.driverPhone)}`}
            </span>
          </h3>
          {trips.map((trip) => (
            <div key={trip.key} data-testid="manifest-trip" className="mb-2 break-inside-avoid">
              <p className="text-xs font-medium print:text-[8.5pt]">
                {tripTitle(trip)} · {peopleCount(trip.people)} of {vehicle.seats} seats
              </p>
              <table className={cell.table} aria-label={`${vehicle.name}: ${tripTitle(trip)}`}>
                <thead>
                  <tr>
                    {["Time", "Guest", "People", "Train or flight", "Phone"].map((h) => (
                      <th key={h} scope="col" className={cell.th}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {trip.legs.map((leg) => (
                    <tr key={leg.rsvpId}>
                      <td className={cn(cell.td, "whitespace-nowrap tabular-nums")}>{leg.at?.slice(11, 16) ?? "—"}</td>
                      <td className={cn(cell.td, "font-medium")}>{leg.primaryGuestName}</td>
                      <td className={cn(cell.td, cell.num)}>{leg.people}</td>
                      <td className={cell.td}>{how(leg)}</td>
                      <td className={cn(cell.td, "whitespace-nowrap tabular-nums")}>{phoneForDisplay(leg.primaryGuestPhone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
