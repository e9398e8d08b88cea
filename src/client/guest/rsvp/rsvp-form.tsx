/**
 * The RSVP form (guest spec, section 2), for every place a reply is written: the guest's first reply on
 * the home page, the guest's private link (/rsvp/:token), and the couple's dashboard (inside a dialog).
 *
 * API for any caller (the couple's dashboard included):
 *
 *   import { RsvpForm, replyToFormValues } from "../guest/rsvp/rsvp-form";
 *
 *   <RsvpForm
 *     initialValues={replyToFormValues(rsvp)}   // optional; default the empty form. replyToFormValues takes a
 *                                               //   guest.myRsvp answer or an admin Rsvp row (idProofUrl): every
 *                                               //   family member and child keeps their `id` (the server keeps their
 *                                               //   ID document) and people with a document show "ID document on file"
 *                                               //   with "Replace it with a new upload".
 *     onSubmit={(reply) => mutateAsync(...)}    // required. Gets the validated RsvpSubmission (the shared schema's
 *                                               //   output). Resolve when saved, throw to refuse: a TRPCClientError's
 *                                               //   fieldErrors go to their fields (a leading "reply." is dropped), a
 *                                               //   CONFLICT (409) to the phone field, focused; the toast "Submission
 *                                               //   Failed" carries the server's sentence. Toast the success yourself.
 *                                               //   A second argument gives { values, failedPrimaryFile }: what the
 *                                               //   form holds (hidden sections included) and a primary ID file whose
 *                                               //   upload failed.
 *     submitLabel="Save reply"                  // optional; default "Send my RSVP".
 *     mode="edit"                               // optional. "new" (default): declining sends no family, children or
 *                                               //   uploads, and after success the button reads "Thank You!" and stays
 *                                               //   disabled. "edit" (changing a stored reply): declining keeps the
 *                                               //   hidden family and children (with ids) and still sends them, so a
 *                                               //   switch back to yes loses nothing; the button is live after a save.
 *   />
 *
 * Celebrations (issue 14): when attending and a timeline event asks (guest.timelineEvents, asksAttendance),
 * the form shows "Which celebrations will you join?" with a checkbox per person, and the submitted reply
 * carries `events` (asked ids) on the primary guest, each family member and each child; a declined reply
 * carries none. replyToFormValues fills the choices from a stored reply's `events`.
 *
 * The form has no idempotency key, reply-by date or success toast of its own. Give it a `key` to start it
 * again from new initial values (e.g. mergeSaved(values, savedReply) after a save). ID files upload to
 * /api/temp-upload and the submit waits for them.
 *
 * Guest's first reply (home page): <RsvpForm onSubmitted={...} /> is NewReplyForm (new-reply-form.tsx):
 * guest.submitRsvp with an idempotency key, the spec's toasts, the remembered link, the 403 after the date.
 */
import { NewReplyForm, type SubmittedRsvp } from "./new-reply-form";
import { ReplyForm, type ReplyFormProps } from "./reply-form";

export type { RsvpFormValues, StoredReply } from "./form-types";
export { emptyForm, mergeSaved, replyToFormValues } from "./form-types";
export { declinedPayload, type RsvpFormMode, type RsvpSubmitExtra } from "./reply-form";
export type { SubmittedRsvp } from "./new-reply-form";
export type RsvpFormProps = ReplyFormProps;

/** Digits only, at most 10; typing "+91 98765 43210" or "09876543210" ends as pasting does (./phone). */
export { phoneDigits } from "./phone";

export function RsvpForm(props: ReplyFormProps | { onSubmitted: (result: SubmittedRsvp) => void }) {
  return "onSubmitted" in props ? <NewReplyForm onSubmitted={props.onSubmitted} /> : <ReplyForm {...props} />;
}
