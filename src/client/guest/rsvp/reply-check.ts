/**
 * The quick check a new reply carries when the guest's network has sent many replies in a few minutes
 * (the server answers 428 then): a challenge from our own server, solved here with the browser's Web
 * Crypto (altcha-lib, a few thousand SHA-256 rounds: well under a second on a mid-range phone). Each
 * round awaits the browser's hashing, so typing and scrolling go on meanwhile; no third party is involved.
 */
import { TRPCClientError } from "@trpc/client";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import type { ReplyProof } from "../../../shared/schemas/reply-proof";
import { trpcClient } from "../../trpc";

/** What the send button says while the check runs. */
export const CHECKING_LABEL = "Checking your connection…";

export const CHECK_MESSAGES = {
  noCrypto: "This browser could not run the quick check our server asked for. Please open the page over https, or try another browser.",
  timedOut: "The quick check could not finish. Please try again.",
} as const;

/** The server asks for a (new) check: none was sent, or the one sent had expired or was already used. */
export const needsCheck = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "PRECONDITION_REQUIRED";

/** Asks the server for a challenge and solves it. */
export async function solveReplyCheck(): Promise<ReplyProof> {
  if (!globalThis.crypto?.subtle) throw new Error(CHECK_MESSAGES.noCrypto);
  const challenge = await trpcClient.guest.replyChallenge.mutate();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error(CHECK_MESSAGES.timedOut);
  return { challenge, solution };
}
