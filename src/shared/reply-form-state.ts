/**
 * A reply form sent back to the guest by the server (the form posted without JavaScript): what they typed,
 * the sentences by field, and the idempotency key of this reply. The server renders the form with it and
 * puts it in the page (#reply-form-state) so the app starts from the same state.
 */
export const REPLY_FORM_STATE_ID = "reply-form-state";

export interface ReplyFormState {
  /** The form's values, by react-hook-form's field names (the shape of RsvpFormValues). */
  values: Record<string, unknown>;
  /** Field path ("familyMembers.0.name") to its sentence. */
  errors: Record<string, string>;
  /** A sentence about the whole reply (the reply-by date passed, too many replies): shown above the button. */
  notice?: string;
  idempotencyKey: string;
}
