/**
 * A guest's first reply: the RSVP form sent through guest.submitRsvp with one idempotency key per form
 * (a retried submit creates one RSVP), a primary ID that failed on the way in tried once more against
 * the saved reply, the spec's toasts, and the reply's private link remembered by this browser.
 * A 403 (the reply-by date passed) replaces the form with the server's sentence.
 */
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useRef, useState } from "react";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { trpc } from "../../trpc";
import { toast } from "../../ui/use-toast";
import { newIdempotencyKey } from "./form-types";
import { usePostedReplyForm } from "./posted-form";
import { rememberReply } from "./remembered-reply";
import { RepliesClosed } from "./replies-closed";
import { CHECKING_LABEL, needsCheck, solveReplyCheck } from "./reply-check";
import { ReplyForm, type ReplyFormProps, type RsvpSubmitExtra } from "./reply-form";
import { isConnectionFailure, type PendingReply, placeOf } from "./pending-reply";
import { PendingReplyNotice, usePendingReply } from "./pending-reply-notice";
import { REPLY_FORM_SELECTOR } from "./typed-early";
import { uploadIdFile, withConsent } from "./upload-slot";

/** Where the form posts without JavaScript (src/server/modules/rsvp/form-post.ts). */
export const REPLY_FORM_ACTION = "/rsvp/send";

/** The idempotency key in the server-drawn form this page arrived with. */
const keyInPage = () =>
  typeof document === "undefined" ? null : (document.querySelector<HTMLInputElement>(`${REPLY_FORM_SELECTOR} input[name="idempotencyKey"]`)?.value ?? null);

// The Thank You screen is its own chunk: fetched with the form, so it shows at once after the reply.
void import("./thank-you");

const hasId = (p: { uploadedFileName: string | null; frontIdFileName: string | null; backIdFileName: string | null; uploadMode: string | null }) =>
  p.uploadMode === "separate" ? Boolean(p.frontIdFileName || p.backIdFileName) : Boolean(p.uploadedFileName);

export interface SubmittedRsvp {
  rsvpId: string;
  /** The primary guest's ID could not be sent: the Thank You screen offers the upload again. */
  idUploadFailed: boolean;
  /** The reply's private link (/rsvp/<token>). */
  editUrl?: string;
  attending?: boolean;
  /** Family members whose ID upload failed before a reply kept on the phone was sent (their names, else "Family Member #2"). */
  missingIds?: string[];
}

/** Toast wording: a guest who is coming, or one who is not ("We'll miss you", no talk of rooms). */
export const REPLY_TOAST = {
  attending: "Thank you for confirming your attendance!",
  declining: "We'll miss you! Thank you for letting us know.",
} as const;

/** "Family Member #2" (the card's title) as the name typed in that card, when there is one. */
function memberName(data: RsvpSubmission, owner: string) {
  const n = /#(\d+)$/.exec(owner);
  return (n && data.familyMembers[Number(n[1]) - 1]?.name.trim()) || owner;
}

type Saved = { rsvpId: string; editToken?: string; editUrl?: string };

const isForbidden = (error: unknown) => error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "FORBIDDEN";

/** A household's reply through its invitation link (invitation-page.tsx): its names, functions and seats. */
export interface InvitationReply extends Pick<ReplyFormProps, "mode" | "initialValues" | "invitedEvents" | "seatLimit" | "submitLabel"> {
  /** Links the reply to the household; a second reply with it replaces the first. */
  invitationToken: string;
  /** The success toast in the invitation's language. */
  sentToast?: { title: string; attending: string; declining: string };
}

export function NewReplyForm({ onSubmitted, invitation }: { onSubmitted: (result: SubmittedRsvp) => void; invitation?: InvitationReply }) {
  // Sent even when the browser says it is offline: a failed send is kept on the phone (pending-reply.ts), not paused.
  const submit = useMutation({ ...trpc.guest.submitRsvp.mutationOptions(), networkMode: "always" });
  // The key the server drew into the page (or sent back with the form), so a reply posted without JavaScript
  // and the same reply sent by the app are one reply.
  const posted = usePostedReplyForm();
  const [key] = useState(() => posted?.idempotencyKey ?? keyInPage() ?? newIdempotencyKey());
  const idempotencyKey = useRef(key);
  const [closed, setClosed] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  /**
   * Sends the reply; when the server asks for a quick check (a busy network), solves one and sends again,
   * at most twice (a check that expired or was used meanwhile gets a fresh one).
   */
  async function sendChecked(reply: RsvpSubmission, key = idempotencyKey.current) {
    const body = { ...reply, idempotencyKey: key, invitationToken: invitation?.invitationToken };
    for (let tries = 0; ; tries++) {
      try {
        return await submit.mutateAsync(body);
      } catch (error) {
        if (!needsCheck(error) || tries === 2) throw error;
      }
      setChecking(true);
      try {
        body.proof = await solveReplyCheck();
      } finally {
        setChecking(false);
      }
    }
  }

  const place = placeOf(invitation?.invitationToken);
  const pending = usePendingReply({
    place,
    sendKept: (kept) => sendChecked(kept.reply, kept.idempotencyKey),
    onSentLater: (kept, saved) => finish(kept.reply, saved, undefined, kept),
  });

  async function send(data: RsvpSubmission, { failedPrimaryFile, values, lostFiles }: RsvpSubmitExtra) {
    let saved: Saved;
    let missingIds: string[] = [];
    try {
      try {
        saved = await sendChecked(data);
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        // Kept on the phone and sent when the connection is back; the form shows the outcome as its own.
        const primaryIdMissing = Boolean(failedPrimaryFile) && !hasId(data);
        // Files that failed to upload are not kept (only their owners' labels): asked for again once the reply is in.
        missingIds = data.rsvpStatus === "yes" ? lostFiles.filter((owner) => owner !== "you").map((owner) => memberName(data, owner)) : [];
        saved = await pending.keep({ place, idempotencyKey: idempotencyKey.current, reply: data, values, primaryIdMissing, missingIds });
      }
    } catch (error) {
      if (isForbidden(error)) setClosed((error as Error).message);
      throw error;
    }
    await finish(data, saved, failedPrimaryFile, { primaryIdMissing: false, missingIds });
  }

  /** After the reply is saved: the remembered link, a failed ID tried again, the toast, the Thank You. */
  async function finish(
    data: RsvpSubmission,
    saved: Saved,
    failedPrimaryFile: File | undefined,
    { primaryIdMissing, missingIds }: Pick<PendingReply, "primaryIdMissing" | "missingIds">,
  ) {
    const { rsvpId, editToken, editUrl } = saved;
    if (editToken && editUrl) rememberReply({ editToken, editUrl, repliedAt: new Date().toISOString() });
    const attending = data.rsvpStatus === "yes";
    let idSent = attending && (hasId(data) || data.familyMembers.some(hasId));
    // A reply kept by an earlier visit lost its failed file with the page: asked for again on the Thank You screen.
    let idUploadFailed = attending && primaryIdMissing;
    // A primary ID that failed on the way in is tried once more, now attached to the saved RSVP.
    if (attending && failedPrimaryFile && !hasId(data)) {
      try {
        await uploadIdFile(withConsent(`/api/rsvp/${rsvpId}/upload-id`), failedPrimaryFile, () => {}, editToken).promise;
        idSent = true;
      } catch {
        idUploadFailed = true;
      }
    }
    if (idUploadFailed) {
      toast({ variant: "destructive", title: "ID Proof Upload Failed", description: "RSVP saved but ID proof upload failed. Please try uploading again." });
    } else if (invitation?.sentToast) {
      const words = invitation.sentToast;
      toast({ variant: "success", title: words.title, description: attending ? words.attending : words.declining });
    } else {
      toast({
        variant: "success",
        title: idSent ? "RSVP & ID Proof Submitted Successfully!" : "RSVP Submitted Successfully!",
        description: attending ? REPLY_TOAST.attending : REPLY_TOAST.declining,
      });
    }
    onSubmitted({ rsvpId, idUploadFailed, editUrl, attending, ...(missingIds.length > 0 && { missingIds }) });
  }

  // A reply kept by an earlier visit and refused because the reply-by date has passed: the sentence, as for a send.
  const closedSince = pending.refused && isForbidden(pending.refused.error) ? (pending.refused.error as Error).message : null;
  const closedMessage = closed ?? closedSince;
  if (closedMessage) return <RepliesClosed message={closedMessage} />;
  const { invitationToken: _, sentToast: __, ...formProps } = invitation ?? {};
  const post = { action: REPLY_FORM_ACTION, fields: { idempotencyKey: key, ...(invitation && { invitationToken: invitation.invitationToken }) } };
  const { refused } = pending;
  return (
    <>
      {pending.kept && <PendingReplyNotice onTryNow={pending.tryNow} bringIntoView={pending.keptNow} />}
      <div hidden={Boolean(pending.kept)}>
        <ReplyForm
          key={refused ? "refused" : "form"}
          mode="new"
          onSubmit={send}
          busyLabel={checking ? CHECKING_LABEL : undefined}
          post={post}
          {...formProps}
          {...(refused && { initialValues: refused.values, refusal: refused.error })}
        />
      </div>
    </>
  );
}
