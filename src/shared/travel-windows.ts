/**
 * The couple's view of the road (issue 15): arrivals and departures grouped by day, then by point, in
 * one-hour windows [HH:00, HH+1:00) with the people and parties in each. Times are wall-clock times at
 * the venue ("2025-11-07T14:20"), read as written: never through a Date and the viewer's time zone, so
 * 23:30 stays on its day wherever the phone is.
 */
import { WALL_CLOCK } from "./schemas/travel";

/** What the grouping needs of a party's arrival or departure (the Travel tab's legs carry more). */
export interface WindowLeg {
  rsvpId: string;
  people: number;
  at: string | null;
  pointId: number | null;
  pointName: string | null;
  /** A party travelling its own way (no pickup or drop asked): never given a vehicle, counted apart. */
  ownWay?: boolean;
}

/** A trip: one direction's parties at one point in one hour window; the fleet's seats count per trip. */
export function tripKey(leg: Pick<WindowLeg, "at" | "pointId">): string {
  const hour = leg.at && WALL_CLOCK.test(leg.at) ? leg.at.slice(0, 13) : "unscheduled";
  return `${hour}|${leg.pointId ?? "none"}`;
}

export interface TravelWindow<L extends WindowLeg = WindowLeg> {
  /** "2025-11-07T14" */
  key: string;
  /** "14:00" */
  start: string;
  /** "15:00" ("00:00" after 23:00) */
  end: string;
  /** The parties the couple's cars carry, and their people. */
  parties: L[];
  people: number;
  /** Parties arriving or leaving on their own: listed apart, not in the counts above. */
  ownWay: L[];
}

export interface PointGroup<L extends WindowLeg = WindowLeg> {
  pointId: number | null;
  /** null: the guest gave no point. */
  pointName: string | null;
  windows: TravelWindow<L>[];
  people: number;
  parties: number;
}

export interface TravelDay<L extends WindowLeg = WindowLeg> {
  /** "2025-11-07" */
  date: string;
  points: PointGroup<L>[];
  people: number;
  parties: number;
}

export interface GroupedLegs<L extends WindowLeg = WindowLeg> {
  days: TravelDay<L>[];
  /** Parties that gave a point, mode or number but no (readable) time: listed apart. */
  unscheduled: L[];
}

const pad = (n: number) => String(n).padStart(2, "0");
const sum = (legs: WindowLeg[]) => legs.reduce((n, l) => n + l.people, 0);

/**
 * Groups legs by day, then point (in `pointOrder`, the couple's order; unknown points by name; no point
 * last), then hour window; parties inside a window by time, then name order as given.
 */
export function groupByWindow<L extends WindowLeg>(legs: readonly L[], pointOrder: readonly { id: number }[] = []): GroupedLegs<L> {
  const unscheduled: L[] = [];
  const byDay = new Map<string, Map<string, L[]>>();
  const pointKey = (l: L) => (l.pointId === null ? "none" : `p${l.pointId}`);
  for (const leg of legs) {
    if (!leg.at || !WALL_CLOCK.test(leg.at)) {
      unscheduled.push(leg);
      continue;
    }
    const date = leg.at.slice(0, 10);
    const points = byDay.get(date) ?? new Map<string, L[]>();
    byDay.set(date, points);
    const list = points.get(pointKey(leg)) ?? [];
    points.set(pointKey(leg), list);
    list.push(leg);
  }

  const rank = new Map(pointOrder.map((p, i) => [p.id, i]));
  const comparePoints = (a: PointGroup<L>, b: PointGroup<L>) => {
    if (a.pointId === null || b.pointId === null) return a.pointId === null ? (b.pointId === null ? 0 : 1) : -1;
    const ra = rank.get(a.pointId) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.pointId) ?? Number.MAX_SAFE_INTEGER;
    return ra - rb || (a.pointName ?? "").localeCompare(b.pointName ?? "") || a.pointId - b.pointId;
  };

  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, points]): TravelDay<L> => {
      const groups = [...points.values()]
        .map((list): PointGroup<L> => {
          const sorted = [...list].sort((a, b) => a.at!.localeCompare(b.at!));
          const windows = new Map<string, L[]>();
          for (const leg of sorted) {
            const key = leg.at!.slice(0, 13);
            windows.set(key, [...(windows.get(key) ?? []), leg]);
          }
          return {
            pointId: list[0]!.pointId,
            pointName: list[0]!.pointName,
            windows: [...windows.entries()].map(([key, parties]) => {
              const hour = Number(key.slice(11, 13));
              const carried = parties.filter((l) => !l.ownWay);
              const ownWay = parties.filter((l) => l.ownWay);
              return { key, start: `${pad(hour)}:00`, end: `${pad((hour + 1) % 24)}:00`, parties: carried, people: sum(carried), ownWay };
            }),
            people: sum(list),
            parties: list.length,
          };
        })
        .sort(comparePoints);
      const all = groups.reduce((n, g) => n + g.parties, 0);
      return { date, points: groups, people: groups.reduce((n, g) => n + g.people, 0), parties: all };
    });
  return { days, unscheduled };
}

/** Every date that has an arrival or a departure, in order. */
export function travelDates(...grouped: GroupedLegs[]): string[] {
  return [...new Set(grouped.flatMap((g) => g.days.map((d) => d.date)))].sort();
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const FULL_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const parts = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return { y, m, d, weekday: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]! };
};

/** "2025-11-07" -> "Friday, 7 November 2025" (the calendar day as written). */
export function longDate(date: string): string {
  const { y, m, d, weekday } = parts(date);
  return `${weekday}, ${d} ${FULL_MONTHS[m - 1]} ${y}`;
}

/** "2025-11-07" -> "7 Nov". */
export function shortDate(date: string): string {
  const { m, d } = parts(date);
  return `${d} ${MONTHS[m - 1]}`;
}

/** "2025-11-07T14:20" -> "Fri 7 Nov, 14:20"; null for no time. */
export function wallClockText(at: string | null | undefined): string | null {
  if (!at || !WALL_CLOCK.test(at)) return null;
  const { m, d, weekday } = parts(at.slice(0, 10));
  return `${weekday.slice(0, 3)} ${d} ${MONTHS[m - 1]}, ${at.slice(11, 16)}`;
}

export const peopleCount = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;
export const partiesCount = (n: number) => `${n} ${n === 1 ? "party" : "parties"}`;

/** "2 arriving on their own" (parties), or null when every party is met. */
export function ownWayText(n: number, direction: "arrival" | "departure"): string | null {
  if (n === 0) return null;
  return `${n} ${direction === "arrival" ? "arriving" : "leaving"} on their own`;
}

/** "Kalka station, 7 Nov 14:00–15:00: 9 people, 3 parties" */
export function windowSummary(pointName: string | null, date: string, w: Pick<TravelWindow, "start" | "end" | "people" | "parties">): string {
  return `${pointName ?? "No point given"}, ${shortDate(date)} ${w.start}–${w.end}: ${peopleCount(w.people)}, ${partiesCount(w.parties.length)}`;
}
