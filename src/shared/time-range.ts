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

/** Minutes after midnight of a clock time such as "4:00 PM", "4 pm", "16:00" or "9.30am"; null when the text is not one. */
export function clockMinutes(text: string | null | undefined): number | null {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?\s*$/i.exec(text ?? "");
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (min > 59) return null;
  const ampm = m[3]?.toLowerCase();
  if (ampm) {
    if (h < 1 || h > 12) return null;
    return ((h % 12) + (ampm === "p" ? 12 : 0)) * 60 + min;
  }
  if (m[2] === undefined || h > 23) return null; // a bare "4" is not a clock time
  return h * 60 + min;
}

/** Ends earlier than this (in minutes) count as the next morning: "8:00 PM - 1:00 AM". */
export const NEXT_MORNING_BEFORE_MINUTES = 6 * 60;

/**
 * True when both times read as clock times and the end is not after the start,
 * unless the end is before 6:00 AM after an evening start (the party crosses midnight).
 */
export function endsBeforeStart(time: string, toTime: string | null | undefined): boolean {
  if (isOpenEnded(toTime)) return false;
  const start = clockMinutes(time);
  const end = clockMinutes(toTime);
  if (start === null || end === null) return false;
  if (end > start) return false;
  return !(end < NEXT_MORNING_BEFORE_MINUTES && start >= 12 * 60);
}
