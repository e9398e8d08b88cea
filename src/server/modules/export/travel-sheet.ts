/**
 * The Travel sheet (issue 15, item 6): the couple's arrivals and departures list (listTravel: attending parties,
 * each sorted by time), one row per party and direction, times as wall-clock times at the venue in the wedding's zone.
 */
import type { DB } from "../../../../db/connect";
import { listTravel } from "../travel/queries";
import type { Column } from "./sheet";
import { WALL_CLOCK_FORMAT, wallClockCell } from "./zone";

export const travelColumns = (timeZone: string): Column[] => [
  { header: "Direction", key: "direction", width: 11 },
  { header: `Time (${timeZone})`, key: "at", width: 14, style: { numFmt: WALL_CLOCK_FORMAT } },
  { header: "Party (Primary Guest)", key: "party", width: 24, repeat: true },
  { header: "Phone", key: "phone", width: 14 },
  { header: "People", key: "people", width: 8 },
  { header: "Mode", key: "mode", width: 8 },
  { header: "Flight / Train No", key: "number", width: 12 },
  { header: "Point", key: "point", width: 20 },
  { header: "Pickup / Drop", key: "service", width: 12 },
  { header: "Car", key: "vehicle", width: 16 },
];

const modeText = (mode: string | null) => (mode ? mode[0]!.toUpperCase() + mode.slice(1) : "");

export async function travelRows(db: DB): Promise<Record<string, unknown>[]> {
  const { arrivals, departures } = await listTravel(db);
  const common = (t: (typeof arrivals)[number] | (typeof departures)[number]) => ({
    at: wallClockCell(t.at),
    party: t.primaryGuestName,
    phone: t.primaryGuestPhone,
    people: t.people,
    mode: modeText(t.mode),
    number: t.number ?? "",
    point: t.pointName ?? "",
    vehicle: t.vehicle ?? "",
  });
  return [
    ...arrivals.map((a) => ({ direction: "Arrival", ...common(a), service: a.needsPickup ? "Pickup" : "" })),
    ...departures.map((d) => ({ direction: "Departure", ...common(d), service: d.needsDrop ? "Drop" : "" })),
  ];
}
