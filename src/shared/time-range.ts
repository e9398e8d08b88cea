import { TIME_STEP_MINUTES } from "./constants";

/** True when an end time means "open-ended": missing, blank or "none". */
export function isOpenEnded(toTime: string | null | undefined): boolean {
  return !toTime || toTime.trim() === "" || toTime.trim().toLowerCase() === "none";
}

/** "X - Y", or "X onwards" when there is no end time. */
export function formatTimeRange(time: string, toTime?: string | null): string {
  return isOpenEnded(toTime) ? `${time} onwards` : `${time} - ${toTime!.trim()}`;
}

/** "12:00 AM", "12:30 AM", ... "11:30 PM": every half hour of a day in 12-hour format. */
export function timeOptions(stepMinutes = TIME_STEP_MINUTES): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes) {
    const h24 = Math.floor(m / 60);
    const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
    const mm = String(m % 60).padStart(2, "0");
    out.push(`${h12}:${mm} ${h24 < 12 ? "AM" : "PM"}`);
  }
  return out;
}
