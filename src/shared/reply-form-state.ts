/**
 * The RSVP form as the server hands it back to a page after a no-JavaScript post (modules/rsvp/form-post.ts):
 * what the guest typed, the errors by field path (react-hook-form's names), a sentence for the whole form,
 * and the idempotency key to post again with. The page carries it as JSON in
 * <script id="reply-form-state" type="application/json">; the server-rendered form and the hydrated one read it.
 */
import type { RsvpFormValues } from "./reply-form-values";

export const REPLY_FORM_STATE_ID = "reply-form-state";

export interface ReplyFormState {
  values: RsvpFormValues;
  errors: Record<string, string>;
  notice?: string;
  idempotencyKey: string;
}
