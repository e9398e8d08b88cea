interface CountableRsvp {
  rsvpStatus: string;
  familyMembers: readonly unknown[];
  children: readonly unknown[];
}

export const isAttending = (r: { rsvpStatus: string }) => r.rsvpStatus === "yes";

/** People one RSVP brings: 1 + family members + children, or 0 when not attending. */
export function guestCount(r: CountableRsvp): number {
  return isAttending(r) ? 1 + r.familyMembers.length + r.children.length : 0;
}

/** The dashboard's five stat cards. Total Guests and Children count attending RSVPs only. */
export function rsvpStats(rsvps: readonly CountableRsvp[]) {
  let attending = 0;
  let totalGuests = 0;
  let children = 0;
  for (const r of rsvps) {
    if (!isAttending(r)) continue;
    attending += 1;
    totalGuests += guestCount(r);
    children += r.children.length;
  }
  return {
    totalResponses: rsvps.length,
    attending,
    notAttending: rsvps.filter((r) => r.rsvpStatus === "no").length,
    totalGuests,
    children,
  };
}
