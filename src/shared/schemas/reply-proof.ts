/**
 * The proof of work a new reply carries once its network has sent many replies in a few minutes
 * (altcha-lib's v2 challenge and solution). Isomorphic: the server checks it, the form sends it.
 */
import { z } from "zod";

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]*$/)
    .max(max);

export const ZReplyChallenge = z.object({
  parameters: z.object({
    algorithm: z.string().max(32),
    nonce: hex(128),
    salt: hex(128),
    cost: z.number().int().positive().max(1_000_000),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex(128),
    keySignature: hex(256).optional(),
    memoryCost: z.number().int().positive().optional(),
    parallelism: z.number().int().positive().optional(),
    expiresAt: z.number().int().positive().optional(),
  }),
  signature: hex(256),
});

export const ZReplyProof = z.object({
  challenge: ZReplyChallenge,
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex(256), time: z.number().optional() }),
});

export type ReplyChallenge = z.infer<typeof ZReplyChallenge>;
export type ReplyProof = z.infer<typeof ZReplyProof>;

/** What the server says about a proof; the form resolves `needed` and `expired` by itself. */
export const PROOF_MESSAGES = {
  needed:
    "Many replies have come from this network in the last few minutes, so your browser needs to do a quick check before this one. Please send it from the RSVP page.",
  expired: "The quick check took too long or was already used. Please send your reply again.",
  invalid: "The quick check did not pass. Please reload the page and send your reply again.",
} as const;
