/**
 * A reply's private link. The token is HMAC-SHA256(APP_SECRET, "rsvp-edit:<id>:<version>") in base64url:
 * 256 bits nobody can derive from the reply's id without the secret, and the same each time it is
 * computed, so the couple can copy it again later. Only its SHA-256 is stored, to find the reply;
 * revoking bumps the version, which changes the token and its hash, so the old link finds nothing.
 */
import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database } from "../../../../db/schema";
import { sha256 } from "../../trpc/context";

type Db = DB | Transaction<Database>;

export const editTokenOf = (secret: string, rsvpId: string, version: number) =>
  crypto.createHmac("sha256", secret).update(`rsvp-edit:${rsvpId}:${version}`).digest("base64url");

export const editUrlOf = (token: string) => `/rsvp/${token}`;

export const editLinkOf = (secret: string, rsvpId: string, version: number) => {
  const editToken = editTokenOf(secret, rsvpId, version);
  return { editToken, editUrl: editUrlOf(editToken), editTokenHash: sha256(editToken) };
};

/** The reply a token opens, or undefined (unknown, revoked or malformed). */
export async function findRsvpIdByEditToken(db: Db, token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await db.selectFrom("rsvps").select("id").where("editTokenHash", "=", sha256(token)).executeTakeFirst();
  return row?.id;
}

/** Replaces the reply's link with a fresh one; the new link, or undefined when there is no such reply. */
export async function revokeEditLink(db: Db, secret: string, rsvpId: string) {
  const row = await db.selectFrom("rsvps").select("editVersion").where("id", "=", rsvpId).executeTakeFirst();
  if (!row) return undefined;
  const version = row.editVersion + 1;
  const link = editLinkOf(secret, rsvpId, version);
  await db.updateTable("rsvps").set({ editVersion: version, editTokenHash: link.editTokenHash }).where("id", "=", rsvpId).execute();
  return link;
}

/** Gives replies stored before links existed (or under another secret) their lookup hash; run at start. */
export async function backfillEditLinks(db: DB, secret: string): Promise<number> {
  const rows = await db.selectFrom("rsvps").select(["id", "editVersion", "editTokenHash"]).execute();
  let changed = 0;
  for (const row of rows) {
    const { editTokenHash } = editLinkOf(secret, row.id, row.editVersion);
    if (row.editTokenHash === editTokenHash) continue;
    await db.updateTable("rsvps").set({ editTokenHash }).where("id", "=", row.id).execute();
    changed++;
  }
  return changed;
}
