/**
 * "Add RSVP" and "Edit": the guest's own RSVP form in a dialog, so the couple can enter a reply they
 * received by phone (admin.createRsvp) or change an existing one (admin.rsvpReply, then admin.updateRsvp).
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef } from "react";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { newIdempotencyKey, replyToFormValues } from "../../guest/rsvp/form-types";
import type { RsvpSubmitExtra } from "../../guest/rsvp/reply-form";
import { uploadIdFile, withConsent } from "../../guest/rsvp/upload-slot";
import { refreshAfterAdminWrite, trpc, trpcClient } from "../../trpc";
import { Dialog, DialogContent } from "../../ui/dialog";
import { ErrorState, Spinner } from "../../ui/states";
import { toast } from "../../ui/use-toast";
import { toastSuccess } from "../admin-api";

// The guest's form (react-hook-form, upload slots) loads when a dialog first opens, not with the dashboard.
const RsvpForm = lazy(() => import("../../guest/rsvp/reply-form").then((m) => ({ default: m.ReplyForm })));
const formLoading = <Spinner label="Loading the form..." />;

type Close = () => void;

/**
 * A new reply: a second reply for the same phone number is allowed, and no reply-by date applies.
 * A refusal is thrown back to the form, which puts it at the fields and toasts "Submission Failed".
 */
function AddReply({ onDone }: { onDone: Close }) {
  // One key per dialog: a double click or a retry after a lost answer adds one RSVP.
  const idempotencyKey = useRef(newIdempotencyKey());
  async function create(data: RsvpSubmission, { failedPrimaryFile }: RsvpSubmitExtra) {
    const { rsvpId, editToken } = await trpcClient.admin.createRsvp.mutate({ ...data, idempotencyKey: idempotencyKey.current });
    // A primary ID whose upload failed on the way in is tried once more, now attached to the saved RSVP (as the guest's form does).
    const namedId = data.uploadMode === "separate" ? Boolean(data.frontIdFileName || data.backIdFileName) : Boolean(data.uploadedFileName);
    let idFailed = false;
    if (data.rsvpStatus === "yes" && failedPrimaryFile && !namedId) {
      idFailed = await uploadIdFile(withConsent(`/api/rsvp/${rsvpId}/upload-id`), failedPrimaryFile, () => {}, editToken).promise.then(
        () => false,
        () => true,
      );
      // The upload is a REST write, outside the tRPC link that refreshes the lists after admin mutations.
      if (!idFailed) await refreshAfterAdminWrite();
    }
    if (idFailed)
      toast({
        variant: "destructive",
        title: "ID Proof Upload Failed",
        description: "RSVP saved but ID proof upload failed. Use Edit on the card to upload it again.",
      });
    else toastSuccess("RSVP added successfully");
    onDone();
  }
  return (
    <Suspense fallback={formLoading}>
      <RsvpForm mode="new" submitLabel="Add RSVP" onSubmit={create} />
    </Suspense>
  );
}

/** An existing reply, read fresh each time the dialog opens (the guest may have changed it meanwhile). */
function EditReply({ id, onDone }: { id: string; onDone: Close }) {
  const reply = useQuery({ ...trpc.admin.rsvpReply.queryOptions({ id }), staleTime: 0, gcTime: 0 });
  async function update(data: RsvpSubmission) {
    await trpcClient.admin.updateRsvp.mutate({ id, reply: data });
    toastSuccess("RSVP updated successfully");
    onDone();
  }
  if (reply.isPending) return <Spinner label="Loading the reply..." />;
  if (reply.isError) return <ErrorState message="Failed to load the reply" />;
  return (
    <Suspense fallback={formLoading}>
      <RsvpForm mode="edit" initialValues={replyToFormValues(reply.data)} submitLabel="Save Changes" onSubmit={update} />
    </Suspense>
  );
}

export function ReplyDialog({
  open,
  onOpenChange,
  rsvp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rsvp?: { id: string; primaryGuestName: string };
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          size="lg"
          className="sm:max-w-3xl"
          title={rsvp ? `Edit RSVP of ${rsvp.primaryGuestName}` : "Add RSVP"}
          description={
            rsvp
              ? "Your changes replace this reply. The guest sees them through their own link."
              : "Enter a reply a guest gave you by phone or in person. It is saved even after the reply-by date."
          }
        >
          {rsvp ? <EditReply id={rsvp.id} onDone={close} /> : <AddReply onDone={close} />}
        </DialogContent>
      )}
    </Dialog>
  );
}
