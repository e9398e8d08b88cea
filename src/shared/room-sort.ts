const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Floor first, then room number compared numerically: 2 < 10 < A-205. */
export function compareRooms(a: { floorNo: number; roomNo: string }, b: { floorNo: number; roomNo: string }): number {
  return a.floorNo - b.floorNo || collator.compare(a.roomNo, b.roomNo);
}

export function sortRooms<T extends { floorNo: number; roomNo: string }>(rooms: readonly T[]): T[] {
  return [...rooms].sort(compareRooms);
}
