const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 22 -> "22nd". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** A parsed date or null for missing/unparsable input. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Label of an event or menu day: the wedding date plus (day - 1) days as "7th Nov",
 * or "Day N" when there is no wedding date. Uses the calendar date as written (UTC),
 * so the label does not move with the viewer's time zone.
 */
export function dayLabel(weddingDate: string | null | undefined, day: number): string {
  const start = parseDate(weddingDate);
  if (!start) return `Day ${day}`;
  const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + (day - 1)));
  return `${ordinal(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]}`;
}

/** "November 7-8, 2025" for a two-day wedding starting on the given date. */
export function weddingDatesLabel(weddingDate: string | null | undefined, days = 2): string | null {
  const start = parseDate(weddingDate);
  if (!start) return null;
  const month = start.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  const first = start.getUTCDate();
  const endDate = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), first + days - 1));
  const year = start.getUTCFullYear();
  if (endDate.getUTCMonth() !== start.getUTCMonth()) {
    const endMonth = endDate.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    return `${month} ${first} - ${endMonth} ${endDate.getUTCDate()}, ${year}`;
  }
  return days > 1 ? `${month} ${first}-${endDate.getUTCDate()}, ${year}` : `${month} ${first}, ${year}`;
}
