export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target moment has been reached. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` until `target` (all 0 and done at or after it). */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const ms = target.getTime() - now.getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: false,
  };
}

/** "#AaravWedsMeera" from the couple's first names. */
export function coupleHashtag(groomName: string, brideName: string): string {
  const first = (s: string) => (s.trim().split(/\s+/)[0] ?? "").replace(/[^\p{L}\p{N}]/gu, "");
  return `#${first(groomName)}Weds${first(brideName)}`;
}

/** The first word of a full name ("Aarav Sharma" -> "Aarav"). */
export const firstName = (s: string) => s.trim().split(/\s+/)[0] ?? s;
