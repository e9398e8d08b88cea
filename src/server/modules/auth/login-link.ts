/**
 * One-time admin login links (issue 12): the operator's way in that no stranger can block.
 * `npm run admin:login-link` (scripts/admin-login-link.ts) creates one on the server's database and prints
 * it; the login page redeems it through `auth.redeemLoginLink` / `POST /api/auth/login-link`, which answers
 * exactly like verify-otp. A link holds 256 random bits, only their SHA-256 is stored, it is valid for
 * 15 minutes and works once.
 */
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { DB } from "../../../../db/connect";
import type { ZRedeemLoginLinkInput } from "../../../shared/schemas";
import { type Context, sha256 } from "../../trpc/context";
import { consumeLoginLink, deleteLoginLinksBefore, findLoginLink, insertLoginLink } from "./queries";
import { findAdminById } from "../team/queries";
import { takeCheck } from "./limits";
import { newToken, startSession } from "./service";

export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
/** Expired links are forgotten after a day. */
const LINK_RETENTION_MS = 24 * 60 * 60 * 1000;

export const LOGIN_LINK_MESSAGES = {
  unknown: "This login link is not valid. Ask the server's operator for a new one (npm run admin:login-link).",
  used: "This login link has already been used. Each link works once: ask the server's operator for a new one (npm run admin:login-link).",
  expired: "This login link has expired (links last 15 minutes). Ask the server's operator for a new one (npm run admin:login-link).",
} as const;

/** Creates a link token that logs in the team member `adminId`; returns the raw token (to print once) and its expiry. */
export async function createLoginLink(db: DB, now: Date, adminId: number): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS).toISOString();
  await deleteLoginLinksBefore(db, new Date(now.getTime() - LINK_RETENTION_MS).toISOString());
  await insertLoginLink(db, { tokenHash: sha256(token), adminId, createdAt: now.toISOString(), expiresAt });
  return { token, expiresAt };
}

/** The address the operator opens: the login page with the token (localhost when the server listens on every address). */
export function loginLinkUrl(host: string, port: number, token: string): string {
  const name = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}/login?link=${encodeURIComponent(token)}`;
}

/** Uses the link once and starts an admin session (the verify-otp answer and cookie). */
export async function redeemLoginLink(ctx: Context, input: z.infer<typeof ZRedeemLoginLinkInput>) {
  takeCheck(ctx, null, null); // 256-bit links: the count only spares the database
  const nowIso = ctx.now().toISOString();
  const tokenHash = sha256(input.token);
  const adminId = await consumeLoginLink(ctx.db, tokenHash, nowIso);
  // A link naming nobody (made before the team existed) is not valid.
  const member = adminId === null ? undefined : await findAdminById(ctx.db, adminId);
  if (!member) {
    const link = adminId === null ? await findLoginLink(ctx.db, tokenHash) : undefined;
    const message = !link ? LOGIN_LINK_MESSAGES.unknown : link.usedAt !== null ? LOGIN_LINK_MESSAGES.used : LOGIN_LINK_MESSAGES.expired;
    throw new TRPCError({ code: "UNAUTHORIZED", message });
  }
  return startSession(ctx, member, "Logged in with a login link");
}
