/** Room Status & Assignments: every room (floor, then numeric-aware number) with its guests; search and paging. */
import { BedDouble, SearchX, UserPlus, X } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { matchesRoomOrGuests, paginate, showingText } from "../../../shared/admin-list";
import { DEFAULT_PAGE_SIZE } from "../../../shared/constants";
import { guestCount } from "../../../shared/guest-totals";
import type { Room } from "../../../shared/schemas/rooms";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpcClient } from "../../trpc";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { EmptyState } from "../../ui/states";
import { guestsText, submittedText, toastError, toastSuccess } from "../admin-api";
import { useVenueZone } from "../venue-time";
import { Pager, PageSizeSelect, SearchBox } from "../list-controls";
import { AssignGuestsDialog } from "./assign-guests-dialog";

export function RoomStatus({ rooms, rsvps }: { rooms: Room[]; rsvps: Rsvp[] }) {
  const zone = useVenueZone();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [pageNo, setPageNo] = useState(1);
  const [assigning, setAssigning] = useState<Room | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const guestsByRoom = useMemo(() => {
    const map = new Map<number, Rsvp[]>();
    for (const r of rsvps) for (const a of r.roomAssignments) map.set(a.roomId, [...(map.get(a.roomId) ?? []), r]);
    return map;
  }, [rsvps]);
  // rooms arrive sorted by floor, then numeric-aware room number (server and compareRooms).
  const filtered = rooms.filter((room) => matchesRoomOrGuests(room, guestsByRoom.get(room.id) ?? [], deferred));
  const page = paginate(filtered, pageNo, size);

  async function unassign(rsvp: Rsvp, room: Room) {
    setPending(`${rsvp.id}:${room.id}`);
    try {
      await trpcClient.admin.unassignRoom.mutate({ rsvpId: rsvp.id, roomId: room.id });
      toastSuccess("Room unassigned successfully");
    } catch (error) {
      toastError(error, "Failed to unassign room");
    } finally {
      setPending(null);
    }
  }

  if (rooms.length === 0) {
    return (
      <EmptyState icon={<BedDouble className="size-8" aria-hidden />} title="No Rooms Available">
        Add rooms in Room Management to start assigning guests.
      </EmptyState>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox
          value={query}
          onChange={(v) => {
            setQuery(v);
            setPageNo(1);
          }}
          placeholder="Search rooms or guests..."
        />
        <PageSizeSelect
          value={size}
          onChange={(n) => {
            setSize(n);
            setPageNo(1);
          }}
        />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {showingText(page, "rooms")}
      </p>
      {filtered.length === 0 ? (
        <EmptyState icon={<SearchX className="size-8" aria-hidden />} title="No Matching Rooms">
          Try adjusting your search terms.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {page.items.map((room) => {
            const guests = guestsByRoom.get(room.id) ?? [];
            return (
              <li key={room.id}>
                <Card className="flex h-full flex-col p-4" data-testid="room-status-card">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <div className="flex items-center gap-2">
                        <h3 className="font-sans text-base font-semibold text-ink">Room {room.roomNo}</h3>
                        {guests.length ? <Badge tone="wine">Assigned</Badge> : <Badge tone="success">Available</Badge>}
                      </div>
                      <p className="text-sm text-muted">
                        Floor {room.floorNo}
                        {room.description ? ` · ${room.description}` : ""}
                      </p>
                    </div>
                    <Button variant="outline" size="sm" onClick={() => setAssigning(room)}>
                      <UserPlus aria-hidden /> Assign Guest
                    </Button>
                  </div>
                  <div className="mt-3 flex-1">
                    {guests.length === 0 ? (
                      <p className="rounded-lg border border-dashed border-line px-3 py-2.5 text-center text-sm text-muted">
                        No assignments yet - Room is available
                      </p>
                    ) : (
                      <ul className="divide-y divide-line rounded-lg border border-line">
                        {guests.map((g) => (
                          <li key={g.id} className="flex items-center gap-2 px-3 py-2">
                            <div className="min-w-0 flex-1">
                              <div className="truncate text-sm font-medium text-ink">{g.primaryGuestName}</div>
                              <div className="text-xs text-muted">
                                {guestsText(guestCount(g))} · {submittedText(g.createdAt, zone)}
                              </div>
                            </div>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Unassign ${g.primaryGuestName} from Room ${room.roomNo}`}
                              onClick={() => unassign(g, room)}
                              loading={pending === `${g.id}:${room.id}`}
                              disabled={pending !== null}
                              className="hover:text-nonveg"
                            >
                              {pending !== `${g.id}:${room.id}` && <X aria-hidden />}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} onPage={setPageNo} />
      <AssignGuestsDialog room={assigning} rsvps={rsvps} onClose={() => setAssigning(null)} />
    </div>
  );
}
