/** "Suggest rooms": the server's proposal, which the planner edits (a select per person) and accepts; nothing is saved before. */
import { useEffect, useState } from "react";
import type { Hotel, RoomingParty, Suggestion } from "../../../shared/schemas/hotels";
import { trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { Spinner } from "../../ui/states";
import { messageOf } from "../admin-api";
import { personKey, RoomSelect } from "./hotels-view";
import { usePlace } from "./use-place";

export function SuggestPanel({ hotels, parties, onClose }: { hotels: Hotel[]; parties: RoomingParty[]; onClose: () => void }) {
  const [proposal, setProposal] = useState<Suggestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rooms, setRooms] = useState<Map<string, number | null>>(new Map());
  const { place, pending, busy, confirm, cancel } = usePlace(hotels, "Suggested rooms saved");

  useEffect(() => {
    let live = true;
    trpcClient.admin.suggestRooms
      .mutate({})
      .then((s) => {
        if (!live) return;
        setProposal(s);
        setRooms(new Map(s.placements.map((p) => [personKey(p), p.roomId])));
      })
      .catch((e: unknown) => live && setError(messageOf(e, "Failed to suggest rooms")));
    return () => {
      live = false;
    };
  }, []);

  const people = new Map(parties.flatMap((p) => p.people.map((x) => [personKey(x), x] as const)));
  async function accept() {
    const placements = [...rooms].flatMap(([key, roomId]) => {
      const x = people.get(key);
      return x && roomId !== null ? [{ rsvpId: x.rsvpId, kind: x.kind, position: x.position, child: x.child, roomId }] : [];
    });
    if (placements.length === 0) return onClose();
    if (await place(placements)) onClose();
  }
  const afterConfirm = async () => {
    if (await confirm()) onClose();
  };

  return (
    <Card aria-label="Suggested rooms">
      <CardHeader
        title="Suggested rooms"
        description="Largest parties first, each on one floor, within the beds. Change any room below, then accept; nothing is saved before."
      />
      <div className="px-3 pb-3 sm:px-4 sm:pb-4">
        {error ? (
          <p className="text-sm text-nonveg">{error}</p>
        ) : !proposal ? (
          <Spinner label="Suggesting rooms..." />
        ) : proposal.parties.length === 0 ? (
          <p className="text-sm text-muted">Every attending party already has a room{proposal.unplaced.length ? ", or none fits" : ""}.</p>
        ) : (
          <ul className="grid gap-2" data-testid="proposal">
            {proposal.parties.map((p) => (
              <li key={p.rsvpId} className="rounded-lg border border-line p-3 text-sm">
                <p className="font-medium">
                  {p.party} · {p.people} {p.people === 1 ? "guest" : "guests"} → {p.rooms.map((r) => r.label).join(", ")}
                </p>
                <ul className="mt-1 grid gap-1">
                  {proposal.placements
                    .filter((x) => x.rsvpId === p.rsvpId)
                    .map((x) => {
                      const key = personKey(x);
                      const person = people.get(key);
                      return (
                        <li key={key} className="flex flex-wrap items-center justify-between gap-2">
                          <span>{person?.name ?? "Guest"}</span>
                          <RoomSelect
                            hotels={hotels}
                            value={rooms.get(key) ?? null}
                            label={`Suggested room for ${person?.name ?? "guest"}`}
                            onChange={(roomId) => setRooms(new Map(rooms).set(key, roomId))}
                          />
                        </li>
                      );
                    })}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {proposal && proposal.unplaced.length > 0 && (
          <p className="mt-2 text-sm text-nonveg" data-testid="unplaced">
            No floor has beds for: {proposal.unplaced.map((u) => `${u.party} (${u.people})`).join(", ")}. Place them by hand or add rooms.
          </p>
        )}
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Discard
          </Button>
          {proposal && proposal.parties.length > 0 && (
            <Button onClick={() => void accept()} loading={busy}>
              Accept suggested rooms
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && cancel()}
        title="More people than beds"
        description={pending?.message ?? ""}
        confirmLabel="Place anyway"
        onConfirm={() => void afterConfirm()}
        busy={busy}
      />
    </Card>
  );
}
