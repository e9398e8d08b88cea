/**
 * A reply "not on the guest list" (every open-form reply: a phone number or a name proves nothing): the planner
 * links it to a household, or makes a new household from it (POST /api/admin/rsvps/:id/household). A household
 * whose phone or name the reply shares comes first ("possible match"); when that household already has a reply,
 * the planner chooses which of the two counts for it.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { ListPlus } from "lucide-react";
import { useId, useState } from "react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpc, trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Select } from "../../ui/select";
import { Spinner } from "../../ui/states";
import { messageOf, toastSuccess } from "../admin-api";
import { actionClass } from "./link-actions";
import { phoneForDisplay } from "../../../shared/phone-e164";

const NEW = "new";

function LinkDialog({ rsvp, onDone }: { rsvp: Rsvp; onDone: () => void }) {
  const id = useId();
  const households = useQuery(trpc.admin.households.queryOptions());
  const match = rsvp.possibleHousehold ?? null;
  const [choice, setChoice] = useState(match ? String(match.id) : NEW);
  const [error, setError] = useState<string | null>(null);
  const all = households.data?.data ?? [];
  const open = all.filter((h) => h.rsvpId === null && h.id !== match?.id).sort((a, b) => a.name.localeCompare(b.name));
  const matched = match ? all.find((h) => h.id === match.id) : undefined;
  const seats = (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`;
  const options = [
    ...(matched
      ? [{ value: String(matched.id), label: `${matched.name} (possible match, ${seats(matched.seats)}${matched.rsvpId ? ", has a reply" : ""})` }]
      : []),
    { value: NEW, label: `A new household: ${rsvp.primaryGuestName}` },
    ...open.map((h) => ({ value: String(h.id), label: `${h.name} (${seats(h.seats)})` })),
  ];
  // The matched household already has a reply: linking this one makes it the household's reply instead.
  const replaces = matched !== undefined && choice === String(matched.id) && matched.rsvpId !== null;
  const link = useMutation({
    mutationFn: () =>
      trpcClient.admin.linkRsvpHousehold.mutate(
        choice === NEW ? { id: rsvp.id, create: true } : { id: rsvp.id, householdId: Number(choice), ...(replaces && { replace: true }) },
      ),
    onSuccess: (household) => {
      toastSuccess(`${rsvp.primaryGuestName}'s reply is now on the guest list as ${household.name}.`);
      onDone();
    },
    onError: (e) => setError(messageOf(e, "Could not add the reply to the guest list. Please try again.")),
  });
  return (
    <DialogContent
      title="Add to the guest list"
      description={
        match
          ? `${rsvp.primaryGuestName} replied from the open form with the phone ${phoneForDisplay(rsvp.primaryGuestPhone)}. It may be ${match.name}'s reply: anyone can type a phone number or a name, so check with the family before linking it.`
          : `${rsvp.primaryGuestName} replied from the open form, and no household on the guest list has the phone ${phoneForDisplay(rsvp.primaryGuestPhone)}.`
      }
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onDone} disabled={link.isPending}>
            Cancel
          </Button>
          <Button onClick={() => link.mutate()} loading={link.isPending} disabled={households.isPending}>
            {choice === NEW ? "Make a household" : replaces ? "Use this reply" : "Link the reply"}
          </Button>
        </>
      }
    >
      {households.isPending ? (
        <Spinner label="Loading the guest list..." />
      ) : (
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Household
          </label>
          <Select id={id} value={choice} onValueChange={setChoice} options={options} aria-describedby={`${id}-hint`} />
          <p id={`${id}-hint`} className="text-xs text-muted">
            {households.isError
              ? "The guest list could not be loaded, so only a new household can be made."
              : replaces
                ? `${matched!.name} already has a reply. This reply then counts for the household (its seats and functions apply), and the other stays on the list of replies, not on the guest list, for you to delete.`
                : open.length || matched
                  ? "Households that have not replied yet. The reply then counts for the household you choose."
                  : "Every household on the list has a reply, so a new household is made from this reply."}
          </p>
          {error ? (
            <p role="alert" className="text-sm font-medium text-nonveg">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </DialogContent>
  );
}

/** True once the couple keeps a guest list: only then does "not on the guest list" mean anything. */
export function useGuestListInUse(): boolean {
  const inUse = useQuery({ ...trpc.admin.households.queryOptions(), select: (d) => d.data.length > 0 });
  return inUse.data ?? false;
}

/** The card's action; shown to the planner and the owner for a reply that belongs to no household. */
export function AddToGuestList({ rsvp }: { rsvp: Rsvp }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className={actionClass} onClick={() => setOpen(true)}>
        <ListPlus aria-hidden /> Add to guest list
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <LinkDialog rsvp={rsvp} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
