/**
 * Beds of a room and who fits in them: a child may sleep in an adult bed, an adult never in a child's.
 * Shared by the server (the rule it enforces, "Suggest rooms") and the dashboard (the confirmation it asks).
 */
export interface Beds {
  adultBeds: number;
  childBeds: number;
}
export interface Heads {
  adults: number;
  children: number;
}

export const fitsBeds = (beds: Beds, heads: Heads) => heads.adults <= beds.adultBeds && heads.adults + heads.children <= beds.adultBeds + beds.childBeds;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 adult beds and 1 child bed", "2 adult beds" */
export const bedsText = ({ adultBeds, childBeds }: Beds) =>
  childBeds > 0
    ? `${count(adultBeds, "adult bed", "adult beds")} and ${count(childBeds, "child bed", "child beds")}`
    : count(adultBeds, "adult bed", "adult beds");

/** "3 adults and 1 child", "2 adults" */
export const headsText = ({ adults, children }: Heads) =>
  children > 0 ? `${count(adults, "adult", "adults")} and ${count(children, "child", "children")}` : count(adults, "adult", "adults");

/** The sentence the server answers (400) and the dashboard asks to confirm. */
export const overCapacityMessage = (room: { roomNo: string; hotel: string } & Beds, heads: Heads) =>
  `Room ${room.roomNo} at ${room.hotel} has ${bedsText(room)}; this would put ${headsText(heads)} in it. Confirm to place them anyway.`;

/** Free beds left once these people sleep there: adults take adult beds, children child beds first. */
export function freeBeds(beds: Beds, heads: Heads): Beds {
  const childInChildBeds = Math.min(heads.children, beds.childBeds);
  const adultBedsUsed = heads.adults + (heads.children - childInChildBeds);
  return { adultBeds: Math.max(0, beds.adultBeds - adultBedsUsed), childBeds: beds.childBeds - childInChildBeds };
}
