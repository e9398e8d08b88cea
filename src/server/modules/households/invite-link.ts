/**
 * A household's invitation link, made like a reply's private link (rsvp/edit-link.ts): the token is
 * HMAC-SHA256(APP_SECRET, "invite:<id>:<version>") in base64url, 256 bits nobody can derive from the id without
 * the secret and the same each time, so the couple can copy it again. Only its SHA-256 is stored, to find the
 * household; revoking bumps the version, so the old link finds nothing.
 */
import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database } from "../../../../db/schema";
import { sha256 } from "../../trpc/context";
import { revokeEditLink } from "../rsvp/edit-link";

type Db = DB | Transaction<Database>;

export const inviteTokenOf = (secret: string, householdId: number, version: number) =>
  crypto.createHmac("sha256", secret).update(`invite:${householdId}:${version}`).digest("base64url");

export const inviteUrlOf = (token: string) => `/i/${token}`;

export const inviteLinkOf = (secret: string, householdId: number, version: number) => {
  const inviteToken = inviteTokenOf(secret, householdId, version);
  return { inviteToken, inviteUrl: inviteUrlOf(inviteToken), inviteTokenHash: sha256(inviteToken) };
};

/** The household a token opens, or undefined (unknown, revoked or malformed). */
export async function findHouseholdIdByInviteToken(db: Db, token: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await db.selectFrom("households").select("id").where("inviteTokenHash", "=", sha256(token)).executeTakeFirst();
  return row?.id;
}

/** Gives the household its current link's lookup hash (after an insert, or under another secret). */
export async function storeInviteHash(db: Db, secret: string, householdId: number, version: number) {
  const link = inviteLinkOf(secret, householdId, version);
  await db.updateTable("households").set({ inviteTokenHash: link.inviteTokenHash }).where("id", "=", householdId).execute();
  return link;
}

/**
 * Replaces the household's link with a fresh one; the new link, or undefined when there is no such household.
 * The reply's private link goes too: it was handed out through the old invitation link, so whoever held that link
 * may hold it as well. The new invitation link hands out the reply's new private link.
 */
export async function revokeInviteLink(trx: Transaction<Database>, secret: string, householdId: number, { withReplyLink = true } = {}) {
  const row = await trx.selectFrom("households").select(["inviteVersion", "rsvpId"]).where("id", "=", householdId).executeTakeFirst();
  if (!row) return undefined;
  const version = row.inviteVersion + 1;
  const link = inviteLinkOf(secret, householdId, version);
  await trx.updateTable("households").set({ inviteVersion: version, inviteTokenHash: link.inviteTokenHash }).where("id", "=", householdId).execute();
  if (row.rsvpId && withReplyLink) await revokeEditLink(trx, secret, row.rsvpId);
  return link;
}

/** Households stored under another secret (a restore, a new APP_SECRET) get their lookup hash; run at start. */
export async function backfillInviteLinks(db: DB, secret: string): Promise<number> {
  const rows = await db.selectFrom("households").select(["id", "inviteVersion", "inviteTokenHash"]).execute();
  let changed = 0;
  for (const row of rows) {
    const { inviteTokenHash } = inviteLinkOf(secret, row.id, row.inviteVersion);
    if (row.inviteTokenHash === inviteTokenHash) continue;
    await db.updateTable("households").set({ inviteTokenHash }).where("id", "=", row.id).execute();
    changed++;
  }
  return changed;
}
