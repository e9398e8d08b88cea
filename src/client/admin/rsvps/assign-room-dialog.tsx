/** Assign Room: pick rooms not yet assigned to this RSVP; occupied rooms may be shared. One call per room, in parallel. */
import { Users } from "lucide-react";
import { useMemo, useState } from "react";
import { matchesRoom } from "../../../shared/admin-list";
import { guestCount } from "../../../shared/guest-totals";
import { sortRooms } from "../../../shared/room-sort";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpcClient } from "../../trpc";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Spinner } from "../../ui/states";
import { guestsText, messageOf, toastError, toastSuccess, useRooms, useRsvps } from "../admin-api";
import { SearchBox } from "../list-controls";

interface Props {
  rsvp: Rsvp;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AssignRoomDialog({ rsvp, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <Body rsvp={rsvp} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function Body({ rsvp, onDone }: { rsvp: Rsvp; onDone: () => void }) {
  const rooms = useRooms();
  const rsvps = useRsvps();
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const occupantsByRoom = useMemo(() => {
    const map = new Map<number, Rsvp[]>();
    for (const r of rsvps.data?.data ?? []) {
      if (r.id === rsvp.id) continue;
      for (const a of r.roomAssignments) map.set(a.roomId, [...(map.get(a.roomId) ?? []), r]);
    }
    return map;
  }, [rsvps.data, rsvp.id]);

  const mine = new Set(rsvp.roomAssignments.map((a) => a.roomId));
  const available = sortRooms((rooms.data ?? []).filter((r) => !mine.has(r.id)));
  const shown = available.filter((r) => matchesRoom(r, query));

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function assign() {
    setBusy(true);
    const ids = [...selected];
    const results = await Promise.allSettled(ids.map((roomId) => trpcClient.admin.assignRoom.mutate({ rsvpId: rsvp.id, roomId })));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    const done = ids.length - failed.length;
    if (failed.length === 0) toastSuccess(`${done} room(s) assigned successfully`);
    else {
      const reason = messageOf(failed[0]!.reason, ids.length === 1 ? "Failed to assign room" : "Failed to assign rooms");
      toastError(null, done ? `${done} room(s) assigned; ${failed.length} failed: ${reason}` : reason);
    }
    setBusy(false);
    if (failed.length === 0) onDone();
    else setSelected(new Set());
  }

  const n = selected.size;
  return (
    <DialogContent
      size="lg"
      title={`Assign Room to ${rsvp.primaryGuestName}`}
      description={`${guestsText(guestCount(rsvp))} in this RSVP. Select one or more rooms.`}
      footer={
        <>
          <span className="mr-auto text-sm text-muted" aria-live="polite">
            {n} room(s) selected
          </span>
          <Button variant="ghost" onClick={() => setSelected(new Set())} disabled={n === 0 || busy}>
            Clear
          </Button>
          <Button onClick={assign} disabled={n === 0} loading={busy}>
            Assign {n} Room(s)
          </Button>
        </>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search by room number, floor or description..." />
      <div className="mt-3">
        {rooms.isPending ? (
          <Spinner label="Loading rooms..." />
        ) : rooms.isError ? (
          <p className="py-6 text-center text-sm text-nonveg">Failed to fetch rooms</p>
        ) : available.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No available rooms. All rooms are currently assigned to this guest or occupied.</p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No rooms found matching "{query.trim()}"</p>
        ) : (
          <ul className="grid gap-2">
            {shown.map((room) => {
              const occupants = occupantsByRoom.get(room.id) ?? [];
              const checked = selected.has(room.id);
              const id = `assign-room-${room.id}`;
              return (
                <li key={room.id}>
                  <label
                    htmlFor={id}
                    className={`flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors ${checked ? "border-wine bg-blush/40" : occupants.length ? "border-gold/40 bg-[#fbf6ee]" : "border-line hover:border-gold"}`}
                  >
                    <Checkbox id={id} checked={checked} onCheckedChange={(v) => toggle(room.id, v === true)} className="mt-0.5" />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-ink">Room {room.roomNo}</span>
                        <span className="text-sm text-muted">Floor {room.floorNo}</span>
                        {occupants.length > 0 && <Badge tone="warning">Currently Occupied</Badge>}
                      </span>
                      {room.description && <span className="mt-0.5 block text-sm text-muted">{room.description}</span>}
                      {occupants.length > 0 && (
                        <span className="mt-1.5 block text-xs text-muted">
                          <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                            <Users className="size-3.5" aria-hidden />
                            {occupants.map((o) => (
                              <span key={o.id} className="text-ink">
                                {o.primaryGuestName} ({guestsText(guestCount(o))})
                              </span>
                            ))}
                          </span>
                          <span className="mt-0.5 block italic">This room can be shared with the current occupants.</span>
                        </span>
                      )}
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
