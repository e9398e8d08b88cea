/**
 * The quick check a busy network's new replies carry instead of a 429 (altcha-lib v2, deterministic
 * mode): the server picks a secret counter and signs the key it derives; the browser finds the counter
 * by hashing from 0 (about 4,000 SHA-256 rounds on average, a few hundred milliseconds on a mid-range
 * phone), and the server checks it with one HMAC. A solved challenge works once: used ones are kept
 * (per app instance) until they expire. Nothing here reaches a third party.
 */
import crypto from "node:crypto";
import { TRPCError } from "@trpc/server";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { AppConfig } from "../../../../fastify.config";
import { PROOF_MESSAGES, type ReplyChallenge, type ReplyProof } from "../../../shared/schemas/reply-proof";

/**
 * The secret counter's range: the solver's work is the counter itself. Measured with the browser's
 * Web Crypto: Chromium on this 2-core server hashes 10,000 rounds in 105-200 ms, Node's in 400 ms; a
 * mid-range phone is about 4 times slower than the former, so the worst case (6,000) stays under a second.
 */
export const PROOF_COUNTER = { min: 2_000, max: 6_000 };
/** How long a challenge may be solved and used. */
export const PROOF_TTL_MS = 5 * 60_000;

/** Two keys from the app's secret: one signs the challenge, one the key the counter derives. */
function secretsOf(config: Pick<AppConfig, "appSecret">) {
  const derive = (label: string) => crypto.createHmac("sha256", config.appSecret).update(`reply-proof:${label}`).digest("hex");
  return { hmacSignatureSecret: derive("challenge"), hmacKeySignatureSecret: derive("key") };
}

/** A new challenge; `counter` fixes the work (component tests keep it small), else it is drawn from PROOF_COUNTER. */
export async function createReplyChallenge(config: Pick<AppConfig, "appSecret">, now: Date, counter?: number): Promise<ReplyChallenge> {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: counter ?? randomInt(PROOF_COUNTER.max, PROOF_COUNTER.min),
    deriveKey,
    expiresAt: new Date(now.getTime() + PROOF_TTL_MS),
    ...secretsOf(config),
  });
  return challenge as ReplyChallenge;
}

/** Signatures of solved challenges and their expiry (ms), in the order they were used: one per app (deps.proofs). */
export type UsedProofs = Map<string, number>;

function pruned(used: UsedProofs, now: number): UsedProofs {
  for (const [signature, expiresAt] of used) {
    if (expiresAt > now) break; // nearly in expiry order (one TTL for all): a stale entry behind a live one waits a little
    used.delete(signature);
  }
  return used;
}

const refuse = (code: "PRECONDITION_REQUIRED" | "BAD_REQUEST", message: string) => new TRPCError({ code, message });

/**
 * Accepts a solved, unexpired, unused challenge of this server and marks it used; returns a function that
 * frees it again (the reply then failed for another reason, so the guest may send it once fixed).
 * No proof or a used or expired one: 428, which the form answers by solving a new challenge.
 */
export async function spendProof(
  { config, proofs }: { config: Pick<AppConfig, "appSecret">; proofs: UsedProofs },
  now: Date,
  proof: ReplyProof | undefined,
): Promise<() => void> {
  if (!proof) throw refuse("PRECONDITION_REQUIRED", PROOF_MESSAGES.needed);
  const t = now.getTime();
  const expiresAt = (proof.challenge.parameters.expiresAt ?? 0) * 1000;
  const used = pruned(proofs, t);
  if (expiresAt <= t || used.has(proof.challenge.signature)) throw refuse("PRECONDITION_REQUIRED", PROOF_MESSAGES.expired);
  const result = await verifySolution({ challenge: proof.challenge as Challenge, solution: proof.solution, deriveKey, ...secretsOf(config) });
  if (result.expired) throw refuse("PRECONDITION_REQUIRED", PROOF_MESSAGES.expired);
  if (!result.verified) throw refuse("BAD_REQUEST", PROOF_MESSAGES.invalid);
  // Checked again after the await: two sends of one proof at the same moment, only one goes through.
  if (used.has(proof.challenge.signature)) throw refuse("PRECONDITION_REQUIRED", PROOF_MESSAGES.expired);
  used.set(proof.challenge.signature, expiresAt);
  return () => void used.delete(proof.challenge.signature);
}
