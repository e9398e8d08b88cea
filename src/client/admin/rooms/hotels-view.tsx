/**
 * Hotels & beds: each hotel's rooms with their beds and who sleeps in each (one select per person moves them),
 * the people not yet in a room, "Suggest rooms" (a proposal to accept or edit first), and "Mark as sent to the
 * hotel", after which moves, additions, removals and new dates are highlighted until the next version is sent.
 */
import { useQuery } from "@tanstack/react-query";
import { BedDouble, Send, Sparkles } from "lucide-react";
import { useState } from "react";
import { bedsText } from "../../../shared/beds";
import type { Hotel, RoomingHotel, RoomingParty } from "../../../shared/schemas/hotels";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { cn } from "../../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { submittedText, toastError, toastSuccess } from "../admin-api";
import { useLoadErrorToast } from "../load-error";
import { useRoleAllows } from "../use-role";
import { HotelForms } from "./hotel-forms";
import { SuggestPanel } from "./suggest-panel";
import { usePlace } from "./use-place";

export const personKey = (p: { rsvpId: string; kind: string; position: number }) => `${p.rsvpId}:${p.kind}:${p.position}`;

export function RoomSelect({
  hotels,
  value,
  label,
  onChange,
  disabled,
}: {
  hotels: Hotel[];
  value: number | null;
  label: string;
  onChange: (roomId: number | null) => void;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      value={value ?? ""}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      className="min-h-9 max-w-full rounded-md border border-line bg-white px-2 text-sm"
    >
      <option value="">No room</option>
      {hotels.map((h) => (
        <optgroup key={h.id} label={h.name}>
          {h.rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.roomNo}
              {r.roomType ? ` · ${r.roomType}` : ""} ({r.occupants.length}/{r.adultBeds + r.childBeds})
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

function HotelCard({ hotel, hotels, rooming, canChange }: { hotel: Hotel; hotels: Hotel[]; rooming: RoomingHotel | undefined; canChange: boolean }) {
  const { place, pending, busy, confirm, cancel } = usePlace(hotels, "Guest moved");
  const [sending, setSending] = useState(false);
  const rowOf = new Map((rooming?.rows ?? []).map((r) => [r.roomId, r]));

  async function markSent() {
    setSending(true);
    try {
      const sent = await trpcClient.admin.markHotelSent.mutate({ id: hotel.id });
      toastSuccess(`Rooming list for ${hotel.name} marked as sent (version ${sent.lastSent!.version})`);
    } catch (error) {
      toastError(error, "Failed to mark the list as sent");
    } finally {
      setSending(false);
    }
  }

  const sentLine = hotel.lastSent
    ? `Version ${hotel.lastSent.version} sent ${submittedText(hotel.lastSent.sentAt)}${hotel.lastSent.sentBy ? ` by ${hotel.lastSent.sentBy}` : ""}`
    : "Not sent to the hotel yet";
  return (
    <Card data-testid="hotel-card">
      <CardHeader
        title={hotel.name}
        description={
          <>
            {sentLine}
            {rooming && rooming.changed > 0 && (
              <Badge tone="warning" className="ml-2" data-testid="changed-count">
                {rooming.changed} {rooming.changed === 1 ? "room" : "rooms"} changed since sent
              </Badge>
            )}
          </>
        }
        actions={
          canChange && (
            <Button variant="outline" size="sm" loading={sending} onClick={markSent}>
              <Send aria-hidden /> Mark as sent to the hotel
            </Button>
          )
        }
      />
      {hotel.rooms.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted">No rooms in this hotel yet.</p>
      ) : (
        <ul className="grid gap-2 px-3 pb-3 sm:px-4 sm:pb-4">
          {hotel.rooms.map((room) => {
            const row = rowOf.get(room.id);
            const changed = (row?.changes.length ?? 0) > 0;
            return (
              <li
                key={room.id}
                data-testid="hotel-room"
                data-changed={changed || undefined}
                className={cn("rounded-lg border border-line p-3", changed && "border-gold bg-[#faf3e6]", room.overCapacity && "border-nonveg/40")}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold tabular-nums">Room {room.roomNo}</span>
                  <span className="text-xs text-muted">Floor {room.floorNo}</span>
                  {room.roomType && <Badge>{room.roomType}</Badge>}
                  <span className="inline-flex items-center gap-1 text-xs text-muted">
                    <BedDouble className="size-3.5" aria-hidden /> {bedsText(room)}
                  </span>
                  {room.overCapacity && <Badge tone="danger">More people than beds</Badge>}
                </div>
                {room.occupants.length === 0 ? (
                  <p className="mt-1 text-sm text-muted">Available</p>
                ) : (
                  <ul className="mt-2 grid gap-1.5">
                    {room.occupants.map((o) => (
                      <li key={personKey(o)} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                        <span>
                          {o.name}
                          {o.child && <span className="text-muted"> (child)</span>}
                          {row?.occupants.find((x) => x.key === personKey(o))?.isNew && (
                            <Badge tone="warning" className="ml-1.5">
                              New since sent
                            </Badge>
                          )}
                        </span>
                        {canChange && (
                          <RoomSelect
                            hotels={hotels}
                            value={room.id}
                            label={`Room for ${o.name}`}
                            disabled={busy}
                            onChange={(roomId) => void place([{ rsvpId: o.rsvpId, kind: o.kind, position: o.position, child: o.child, roomId }])}
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {changed && (
                  <p className="mt-2 text-xs font-medium text-[#8a6a35]" data-testid="room-changes">
                    Changed since sent: {row!.changes.join("; ")}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && cancel()}
        title="More people than beds"
        description={pending?.message ?? ""}
        confirmLabel="Place anyway"
        onConfirm={() => void confirm()}
        busy={busy}
      />
    </Card>
  );
}

function Unplaced({ parties, hotels, canChange }: { parties: RoomingParty[]; hotels: Hotel[]; canChange: boolean }) {
  const { place, pending, busy, confirm, cancel } = usePlace(hotels, "Guest placed");
  const waiting = parties.filter((p) => p.people.some((x) => x.roomId === null));
  if (waiting.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title="Not yet in a room"
        description={`${waiting.reduce((n, p) => n + p.people.filter((x) => x.roomId === null).length, 0)} attending guests`}
      />
      <ul className="grid gap-2 px-3 pb-3 sm:px-4 sm:pb-4">
        {waiting.map((party) => (
          <li key={party.rsvpId} className="rounded-lg border border-line p-3 text-sm">
            <p className="font-medium">{party.party}</p>
            <ul className="mt-1 grid gap-1.5">
              {party.people
                .filter((x) => x.roomId === null)
                .map((x) => (
                  <li key={personKey(x)} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      {x.name}
                      {x.child && <span className="text-muted"> (child)</span>}
                    </span>
                    {canChange && (
                      <RoomSelect
                        hotels={hotels}
                        value={null}
                        label={`Room for ${x.name}`}
                        disabled={busy}
                        onChange={(roomId) => roomId !== null && void place([{ ...x, roomId }])}
                      />
                    )}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && cancel()}
        title="More people than beds"
        description={pending?.message ?? ""}
        confirmLabel="Place anyway"
        onConfirm={() => void confirm()}
        busy={busy}
      />
    </Card>
  );
}

export function HotelsView() {
  const hotels = useQuery(trpc.admin.hotels.queryOptions());
  const parties = useQuery(trpc.admin.roomingParties.queryOptions());
  const rooming = useQuery(trpc.admin.roomingList.queryOptions());
  useLoadErrorToast(hotels.error, "Failed to fetch hotels");
  const canChange = useRoleAllows("planner");
  const [suggesting, setSuggesting] = useState(false);

  if (hotels.isPending || parties.isPending) return <Spinner label="Loading hotels..." />;
  if (!hotels.data || !parties.data) return <ErrorState message="Failed to fetch hotels" />;
  const list = hotels.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {canChange && list.some((h) => h.rooms.length > 0) && (
          <Button onClick={() => setSuggesting(true)} disabled={suggesting}>
            <Sparkles aria-hidden /> Suggest rooms
          </Button>
        )}
        {canChange && <HotelForms hotels={list} />}
      </div>
      {suggesting && <SuggestPanel hotels={list} parties={parties.data} onClose={() => setSuggesting(false)} />}
      {list.length === 0 ? (
        <EmptyState title="No Hotels">Add the resort and any overflow hotel, then their rooms with beds.</EmptyState>
      ) : (
        list.map((h) => <HotelCard key={h.id} hotel={h} hotels={list} rooming={rooming.data?.find((r) => r.hotelId === h.id)} canChange={canChange} />)
      )}
      <Unplaced parties={parties.data} hotels={list} canChange={canChange} />
    </div>
  );
}
