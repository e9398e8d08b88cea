/** Assign Guests to Room: attending RSVPs not yet in the room, several at once (one call each, in parallel). */
import { useState } from "react";
import { matchesRsvp } from "../../../shared/admin-list";
import { guestCount, isAttending } from "../../../shared/guest-totals";
import type { Room } from "../../../shared/schemas/rooms";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpcClient } from "../../trpc";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Dialog, DialogContent } from "../../ui/dialog";
import { guestsText, messageOf, toastError, toastSuccess } from "../admin-api";
import { SearchBox } from "../list-controls";
import { phoneForDisplay } from "../../../shared/phone-e164";

interface Props {
  room: Room | null;
  rsvps: Rsvp[];
  onClose: () => void;
}

export function AssignGuestsDialog({ room, rsvps, onClose }: Props) {
  return (
    <Dialog open={room !== null} onOpenChange={(o) => !o && onClose()}>
      {room && <Body room={room} rsvps={rsvps} onClose={onClose} />}
    </Dialog>
  );
}

function Body({ room, rsvps, onClose }: { room: Room; rsvps: Rsvp[]; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const inRoom = rsvps.filter((r) => r.roomAssignments.some((a) => a.roomId === room.id));
  // Attending means rsvpStatus "yes" (DESIGN.md reads the spec's "attending" comparison that way).
  const candidates = rsvps.filter((r) => isAttending(r) && !r.roomAssignments.some((a) => a.roomId === room.id));
  const shown = candidates.filter((r) => matchesRsvp(r, query));
  const n = selected.size;

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function assign() {
    setBusy(true);
    const ids = [...selected];
    const results = await Promise.allSettled(ids.map((rsvpId) => trpcClient.admin.assignRoom.mutate({ rsvpId, roomId: room.id })));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    const done = ids.length - failed.length;
    if (failed.length === 0) toastSuccess(`${done} guest(s) assigned to room successfully`);
    else {
      const reason = messageOf(failed[0]!.reason, "Failed to assign guests to room");
      toastError(null, done ? `${done} guest(s) assigned; ${failed.length} failed: ${reason}` : reason);
    }
    setBusy(false);
    if (failed.length === 0) onClose();
    else setSelected(new Set());
  }

  const currentGuests = inRoom.reduce((sum, r) => sum + guestCount(r), 0);
  return (
    <DialogContent
      size="lg"
      title={`Assign Guests to Room ${room.roomNo}`}
      description={
        <>
          Floor {room.floorNo}
          {room.description ? ` · ${room.description}` : ""} · {inRoom.length ? `${inRoom.length} RSVP(s), ${guestsText(currentGuests)} now` : "Available"}
        </>
      }
      footer={
        <>
          <span className="mr-auto text-sm text-muted" aria-live="polite">
            {n} guest(s) selected for assignment
          </span>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={assign} disabled={n === 0} loading={busy}>
            Assign {n} Guest(s)
          </Button>
        </>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search guests by name, phone, or status..." />
      <div className="mt-3">
        {candidates.length === 0 || shown.length === 0 ? (
          <div className="py-8 text-center">
            <p className="font-medium text-ink">{candidates.length === 0 ? "No Available Guests" : "No Matching Guests"}</p>
            <p className="text-sm text-muted">
              {candidates.length === 0 ? "Every attending guest is already in this room." : "Try adjusting your search terms."}
            </p>
          </div>
        ) : (
          <ul className="grid gap-2">
            {shown.map((r) => {
              const id = `assign-guest-${r.id}`;
              const checked = selected.has(r.id);
              return (
                <li key={r.id}>
                  <label
                    htmlFor={id}
                    className={`flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors ${checked ? "border-wine bg-blush/40" : "border-line hover:border-gold"}`}
                  >
                    <Checkbox id={id} checked={checked} onCheckedChange={(v) => toggle(r.id, v === true)} className="mt-0.5" />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-ink">{r.primaryGuestName}</span>
                        <Badge tone="success">Attending</Badge>
                        <span className="text-sm text-muted tabular-nums">{phoneForDisplay(r.primaryGuestPhone)}</span>
                      </span>
                      <span className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted">
                        <span>Family: {r.familyMembers.length}</span>
                        <span>Children: {r.children.length}</span>
                        <span className="font-medium text-ink">Total guests: {guestCount(r)}</span>
                        <span>Current rooms: {r.roomAssignments.length ? r.roomAssignments.map((a) => a.room.roomNo).join(", ") : "None"}</span>
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </DialogContent>
  );
}
