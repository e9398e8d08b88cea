/**
 * The reply form the server sent back (posted without JavaScript, src/shared/reply-form-state.ts): the server
 * renders the form from it, and the app reads the same state from the page so its first render matches.
 */
import { createContext, useContext } from "react";
import { REPLY_FORM_STATE_ID, type ReplyFormState } from "../../../shared/reply-form-state";

export const PostedReplyForm = createContext<ReplyFormState | null>(null);

/** The state in this page, read once: the form starts from it, later forms on the page start empty. */
export function postedReplyFormInPage(): ReplyFormState | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById(REPLY_FORM_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ReplyFormState;
  } catch {
    return null;
  }
}

export const usePostedReplyForm = () => useContext(PostedReplyForm);

/** A value of the posted form by its field path ("familyMembers.0.uploadedFileName"). */
export function postedValue(state: ReplyFormState | null, path: string): unknown {
  let at: unknown = state?.values;
  for (const key of path.split(".")) at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}
