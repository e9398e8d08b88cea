/** Placing people in rooms from the dashboard: asks the planner to confirm more people than beds before sending `overCapacity`. */
import { useState } from "react";
import { fitsBeds, overCapacityMessage } from "../../../shared/beds";
import type { Hotel, PersonRef } from "../../../shared/schemas/hotels";
import { trpcClient } from "../../trpc";
import { toastError, toastSuccess } from "../admin-api";

type Placement = PersonRef & { roomId: number | null; child: boolean };

/** The first room the placements would put past its beds, with the sentence the server would answer. */
export function overCapacityOf(hotels: Hotel[], placements: Placement[]): string | null {
  const moved = new Map(placements.map((p) => [`${p.rsvpId}:${p.kind}:${p.position}`, p]));
  for (const hotel of hotels)
    for (const room of hotel.rooms) {
      if (!placements.some((p) => p.roomId === room.id)) continue;
      const stay = room.occupants.filter((o) => !moved.has(`${o.rsvpId}:${o.kind}:${o.position}`));
      const coming = placements.filter((p) => p.roomId === room.id);
      const heads = {
        adults: stay.filter((o) => !o.child).length + coming.filter((p) => !p.child).length,
        children: stay.filter((o) => o.child).length + coming.filter((p) => p.child).length,
      };
      if (!fitsBeds(room, heads)) return overCapacityMessage({ ...room, hotel: hotel.name }, heads);
    }
  return null;
}

export function usePlace(hotels: Hotel[], success: string) {
  const [pending, setPending] = useState<{ placements: Placement[]; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(placements: Placement[], overCapacity: boolean) {
    setBusy(true);
    try {
      await trpcClient.admin.placeGuests.mutate({ placements: placements.map(({ child: _child, ...p }) => p), overCapacity });
      toastSuccess(success);
      setPending(null);
      return true;
    } catch (error) {
      toastError(error, "Failed to place guests");
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Sends at once within beds; otherwise opens the confirmation (answered by `confirm`). */
  async function place(placements: Placement[]) {
    const message = overCapacityOf(hotels, placements);
    if (message) {
      setPending({ placements, message });
      return false;
    }
    return send(placements, false);
  }

  return { place, pending, busy, confirm: () => pending && send(pending.placements, true), cancel: () => setPending(null) };
}
