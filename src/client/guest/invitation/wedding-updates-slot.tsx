/**
 * The slot for the couple's updates to this party on "Your wedding" (announcements, filtered by its link). It shows
 * nothing until the announcements are built; they render here, given the same link.
 */
import type { GuestLink } from "./your-wedding";

export function WeddingUpdatesSlot(_props: { link: GuestLink }) {
  return null;
}
