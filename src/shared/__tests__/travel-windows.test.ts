import { describe, expect, it } from "vitest";
import {
  groupByWindow,
  longDate,
  ownWayText,
  peopleCount,
  shortDate,
  travelDates,
  tripKey,
  wallClockText,
  windowSummary,
  type WindowLeg,
} from "../travel-windows";

const leg = (rsvpId: string, at: string | null, pointId: number | null, people = 1): WindowLeg => ({
  rsvpId,
  people,
  at,
  pointId,
  pointName: pointId === 1 ? "Kalka station" : pointId === 2 ? "Chandigarh airport (IXC)" : pointId === 3 ? "Shimla bus stand" : null,
});

describe("groupByWindow", () => {
  it("groups by day, then point, into one-hour windows [HH:00, HH+1:00) with people and parties", () => {
    const { days, unscheduled } = groupByWindow([
      leg("a", "2025-11-07T14:00", 1, 4),
      leg("b", "2025-11-07T14:59", 1, 3),
      leg("c", "2025-11-07T14:20", 1, 2),
      leg("d", "2025-11-07T15:00", 1, 1),
      leg("e", "2025-11-07T09:05", 2, 2),
    ]);
    expect(unscheduled).toEqual([]);
    expect(days).toHaveLength(1);
    const [day] = days;
    expect(day!.date).toBe("2025-11-07");
    expect([day!.people, day!.parties]).toEqual([12, 5]);
    const kalka = day!.points.find((p) => p.pointId === 1)!;
    expect(kalka.windows.map((w) => [w.start, w.end, w.people, w.parties.map((p) => p.rsvpId)])).toEqual([
      ["14:00", "15:00", 9, ["a", "c", "b"]], // 14:59 is still in the 14:00 window, sorted by time
      ["15:00", "16:00", 1, ["d"]], // 15:00 starts the next one
    ]);
    expect([kalka.people, kalka.parties]).toEqual([10, 4]);
    expect(windowSummary(kalka.pointName, day!.date, kalka.windows[0]!)).toBe("Kalka station, 7 Nov 14:00–15:00: 9 people, 3 parties");
  });

  it("counts own-way parties apart from a window's people and parties", () => {
    const { days } = groupByWindow([
      leg("a", "2025-11-07T14:00", 1, 4),
      { ...leg("own", "2025-11-07T14:10", 1, 5), ownWay: true },
      leg("b", "2025-11-07T14:30", 1, 2),
    ]);
    const w = days[0]!.points[0]!.windows[0]!;
    expect([w.people, w.parties.map((p) => p.rsvpId), w.ownWay.map((p) => p.rsvpId)]).toEqual([6, ["a", "b"], ["own"]]);
    expect(ownWayText(w.ownWay.length, "arrival")).toBe("1 arriving on their own");
    expect(ownWayText(0, "departure")).toBeNull();
    expect(tripKey({ at: "2025-11-07T14:59", pointId: 1 })).toBe(tripKey({ at: "2025-11-07T14:00", pointId: 1 }));
    expect(tripKey({ at: "2025-11-07T14:59", pointId: 1 })).not.toBe(tripKey({ at: "2025-11-07T14:59", pointId: 2 }));
  });

  it("keeps a time at 23:30 on its own day, whatever the viewer's zone (the window ends at 00:00)", () => {
    const { days } = groupByWindow([leg("late", "2025-11-06T23:30", 1, 3), leg("early", "2025-11-07T00:10", 1)]);
    expect(days.map((d) => d.date)).toEqual(["2025-11-06", "2025-11-07"]);
    expect(days[0]!.points[0]!.windows[0]).toMatchObject({ key: "2025-11-06T23", start: "23:00", end: "00:00", people: 3 });
    expect(days[1]!.points[0]!.windows[0]).toMatchObject({ start: "00:00", end: "01:00" });
  });

  it("lists parties without a time apart, and orders points as the couple did, no point last", () => {
    const { days, unscheduled } = groupByWindow(
      [leg("x", null, 1), leg("y", "2025-11-07T10:00", null), leg("z", "2025-11-07T11:00", 1), leg("w", "2025-11-07T12:00", 3), leg("bad", "7 Nov", 2)],
      [{ id: 3 }, { id: 1 }],
    );
    expect(unscheduled.map((l) => l.rsvpId)).toEqual(["x", "bad"]);
    expect(days[0]!.points.map((p) => p.pointName)).toEqual(["Shimla bus stand", "Kalka station", null]);
    expect(windowSummary(null, "2025-11-07", days[0]!.points[2]!.windows[0]!)).toBe("No point given, 7 Nov 10:00–11:00: 1 person, 1 party");
  });

  it("sorts days and lists the dates of arrivals and departures together", () => {
    const arrivals = groupByWindow([leg("a", "2025-11-08T10:00", 1), leg("b", "2025-11-06T10:00", 1)]);
    const departures = groupByWindow([leg("a", "2025-11-09T10:00", 1)]);
    expect(arrivals.days.map((d) => d.date)).toEqual(["2025-11-06", "2025-11-08"]);
    expect(travelDates(arrivals, departures)).toEqual(["2025-11-06", "2025-11-08", "2025-11-09"]);
    expect(groupByWindow([])).toEqual({ days: [], unscheduled: [] });
  });
});

describe("dates as written", () => {
  it("names the day and time without any time zone conversion", () => {
    expect(longDate("2025-11-07")).toBe("Friday, 7 November 2025");
    expect(shortDate("2025-11-08")).toBe("8 Nov");
    expect(wallClockText("2025-11-06T23:30")).toBe("Thu 6 Nov, 23:30");
    expect(wallClockText(null)).toBeNull();
    expect(peopleCount(1)).toBe("1 person");
  });
});
