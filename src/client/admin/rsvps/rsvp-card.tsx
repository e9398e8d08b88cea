/**
 * One RSVP: who, when (and when it last changed), status, delete with an inline confirmation, Edit and
 * the guest's private-link actions, room assignment and the detail columns.
 */
import { BedDouble, Calendar, History, Pencil, Phone, Plus, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpcClient } from "../../trpc";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { useRoleAllows } from "../use-role";
import { submittedText, toastError, toastSuccess } from "../admin-api";
import { AssignRoomDialog } from "./assign-room-dialog";
import { useVenueZone } from "../venue-time";
import { updatedText } from "./guest-link";
import { SendDetailsLink } from "../travel/whatsapp-details";
import { actionClass, LinkActions } from "./link-actions";
import { AddToGuestList, useGuestListInUse } from "./guest-list-link";
import { ReplyDialog } from "./reply-dialog";
import { RsvpDetails } from "./rsvp-details";
import { phoneForDisplay } from "../../../shared/phone-e164";

function DeleteControl({ rsvp }: { rsvp: Rsvp }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (wasConfirming.current && !confirming) trigger.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function remove() {
    setBusy(true);
    try {
      await trpcClient.admin.deleteRsvp.mutate({ id: rsvp.id });
      toastSuccess("RSVP deleted successfully");
    } catch (error) {
      toastError(error, "Failed to delete RSVP");
      setBusy(false);
      setConfirming(false);
    }
  }

  if (!confirming) {
    return (
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={`Delete RSVP of ${rsvp.primaryGuestName}`}
        onClick={() => setConfirming(true)}
        className="text-muted hover:text-nonveg"
      >
        <Trash2 aria-hidden />
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm delete" className="flex items-center gap-1.5 rounded-lg border border-nonveg/25 bg-[#fdf1f0] py-1 pr-1 pl-2.5">
      <span className="text-sm font-medium text-[#7f1d1d]">Delete RSVP?</span>
      <Button variant="destructive" size="sm" onClick={remove} loading={busy}>
        Yes
      </Button>
      <Button variant="outline" size="sm" onClick={() => setConfirming(false)} disabled={busy} autoFocus>
        No
      </Button>
    </div>
  );
}

function RoomAssignment({ rsvp }: { rsvp: Rsvp }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<number | null>(null);

  async function unassign(roomId: number) {
    setPending(roomId);
    try {
      await trpcClient.admin.unassignRoom.mutate({ rsvpId: rsvp.id, roomId });
      toastSuccess("Room unassigned successfully");
    } catch (error) {
      toastError(error, "Failed to unassign room");
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-label="Room Assignment" className="flex flex-col gap-2 rounded-lg border border-gold/25 bg-[#fbf6ee] px-3 py-2.5 sm:flex-row sm:items-center">
      <h4 className="flex shrink-0 items-center gap-1.5 font-sans text-xs font-semibold tracking-wide text-[#8a6a35] uppercase">
        <BedDouble className="size-4" aria-hidden /> Room Assignment
      </h4>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
        {rsvp.roomAssignments.length ? (
          rsvp.roomAssignments.map(({ room }) => (
            <span key={room.id} className="inline-flex items-center gap-1 rounded-full border border-line bg-white py-0.5 pr-0.5 pl-2.5 text-sm text-ink">
              Room {room.roomNo} (Floor {room.floorNo})
              <button
                type="button"
                onClick={() => unassign(room.id)}
                disabled={pending !== null}
                aria-label={`Unassign Room ${room.roomNo}`}
                className="grid size-6 place-items-center rounded-full text-muted hover:bg-[#fdf1f0] hover:text-nonveg disabled:opacity-40"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          ))
        ) : (
          <span className="text-sm text-muted">No rooms assigned yet</span>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="self-start sm:self-auto">
        <Plus aria-hidden /> Assign Room
      </Button>
      <AssignRoomDialog rsvp={rsvp} open={open} onOpenChange={setOpen} />
    </section>
  );
}

export function RsvpCard({ rsvp }: { rsvp: Rsvp }) {
  const attending = rsvp.rsvpStatus === "yes";
  // The desk assigns rooms but never edits, deletes or relinks a reply (issue 17).
  const canChange = useRoleAllows("planner");
  const [editing, setEditing] = useState(false);
  const zone = useVenueZone();
  const updated = updatedText(rsvp.updatedAt, zone);
  const offList = useGuestListInUse() && rsvp.householdId === null;
  return (
    <Card className="p-4" data-testid="rsvp-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-sans text-base font-semibold text-ink">{rsvp.primaryGuestName}</h3>
            {attending ? <Badge tone="success">Attending</Badge> : <Badge tone="danger">Not Attending</Badge>}
            {offList && <Badge>Not on the guest list</Badge>}
            {offList && rsvp.possibleHousehold && <Badge tone="warning">Possible match: {rsvp.possibleHousehold.name}</Badge>}
          </div>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <Phone className="size-3.5" aria-hidden /> {phoneForDisplay(rsvp.primaryGuestPhone)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-3.5" aria-hidden /> {submittedText(rsvp.createdAt, zone)}
            </span>
            {updated && (
              <span className="inline-flex items-center gap-1.5 font-medium text-[#8a6a35]">
                <History className="size-3.5" aria-hidden /> {updated}
              </span>
            )}
          </div>
        </div>
        {canChange && <DeleteControl rsvp={rsvp} />}
      </div>
      {(canChange || attending) && (
        <div role="group" aria-label={`Reply of ${rsvp.primaryGuestName}`} className="mt-3 flex flex-wrap items-center gap-2">
          {canChange && (
            <>
              <Button variant="outline" size="sm" className={actionClass} onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> Edit
              </Button>
              <LinkActions rsvp={rsvp} />
              {offList && <AddToGuestList rsvp={rsvp} />}
            </>
          )}
          {attending && <SendDetailsLink rsvp={rsvp} />}
        </div>
      )}
      {canChange && <ReplyDialog open={editing} onOpenChange={setEditing} rsvp={rsvp} />}
      {attending && (
        <div className="mt-3">
          <RoomAssignment rsvp={rsvp} />
        </div>
      )}
      <div className="mt-3">
        <RsvpDetails rsvp={rsvp} />
      </div>
    </Card>
  );
}
