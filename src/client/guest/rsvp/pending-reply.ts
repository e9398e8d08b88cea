/**
 * A reply kept on the phone when sending it failed for want of a connection: the submission (with the names of
 * ID files already uploaded), the form's values to fill the form again, and its idempotency key, so sending it
 * again later (connection back, page opened again) stores one reply. Nothing else is kept: no file, no check,
 * no invitation token (an invitation's copy is marked with a hash of it), no private link.
 * Kept small and free of zod: the home page reads it before the form's code arrives.
 */
import { TRPCClientError } from "@trpc/client";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import type { RsvpFormValues } from "./form-types";

export const PENDING_REPLY_KEY = "rsvpPendingReply";
export const SAVED_ON_PHONE = "Saved on this phone. We will send it as soon as you are back online.";

export interface PendingReply {
  /** Where the reply was written: "home", or "invitation:<hash of its token>". */
  place: string;
  idempotencyKey: string;
  /** What is sent (the shared schema's output), without a check or an invitation token. */
  reply: RsvpSubmission;
  /** What the form held, to fill it again if the server refuses the reply. */
  values: RsvpFormValues;
  /** The guest's own ID had failed to upload: it is asked for again once the reply is saved. */
  primaryIdMissing: boolean;
  /** Family members whose ID upload had failed (their names, else their cards' titles): asked for again on the reply's page. */
  missingIds: string[];
  keptAt: string;
}

/** FNV-1a: tells two invitation links apart without keeping either on the phone. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export const placeOf = (invitationToken?: string) => (invitationToken ? `invitation:${hashOf(invitationToken)}` : "home");

export function readPendingReply(place: string): PendingReply | null {
  try {
    const raw = window.localStorage.getItem(PENDING_REPLY_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<PendingReply>;
    if (v.place !== place || typeof v.idempotencyKey !== "string" || typeof v.reply !== "object" || !v.reply || typeof v.values !== "object" || !v.values)
      return null;
    const missingIds = Array.isArray(v.missingIds) ? v.missingIds.filter((owner): owner is string => typeof owner === "string") : [];
    return { ...(v as PendingReply), primaryIdMissing: v.primaryIdMissing === true, missingIds };
  } catch {
    return null;
  }
}

export const hasPendingReply = (place: string) => readPendingReply(place) !== null;

/** Keeps the reply; false when the phone would not store it (private mode, full storage). */
export function keepPendingReply(kept: Omit<PendingReply, "keptAt">): boolean {
  const { proof: _, idempotencyKey: __, invitationToken: ___, ...reply } = kept.reply;
  try {
    window.localStorage.setItem(PENDING_REPLY_KEY, JSON.stringify({ ...kept, reply, keptAt: new Date().toISOString() }));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the kept reply, only if it is still the one with this key (a newer one stays). */
export function forgetPendingReply(idempotencyKey: string) {
  try {
    const raw = window.localStorage.getItem(PENDING_REPLY_KEY);
    if (raw && (JSON.parse(raw) as Partial<PendingReply>).idempotencyKey !== idempotencyKey) return;
    window.localStorage.removeItem(PENDING_REPLY_KEY);
  } catch {
    // Nothing that could be removed.
  }
}

/**
 * The reply never reached the server, or no answer came back from it: fetch failed, or something between
 * (a proxy, a captive portal) answered without the server's own JSON. A refusal always carries a code.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof TRPCClientError) return !(error.data as { code?: string } | undefined)?.code;
  return error instanceof TypeError;
}

/** Seconds to wait before the next try: 5, 10, 20, 40, then every 60 (the `online` event lies on captive Wi-Fi). */
export const retryDelayMs = (failures: number) => Math.min(60_000, 5_000 * 2 ** Math.max(0, failures));

const LOCK_NAME = "rsvp-pending-reply";
let sendingHere = false;

/**
 * Runs `send` unless a send of a kept reply is already running in this tab or another (Web Locks where the
 * browser has them). Answers `null` when it did not run.
 */
export async function withSendLock<T>(send: () => Promise<T>): Promise<T | null> {
  if (sendingHere) return null;
  sendingHere = true;
  try {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    if (!locks) return await send();
    return await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? send() : null));
  } finally {
    sendingHere = false;
  }
}
