import crypto from "node:crypto";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../../fastify.config";
import type { DB } from "../../../db/connect";
import type { AdminRole } from "../../../db/schema";
import type { UploadLedger } from "../files/upload-limits";
import type { Limits } from "../limits";
import type { UsedProofs } from "../modules/rsvp/proof-of-work";
import type { PublicReadCache } from "../public-cache/cache";
import type { KeptAnswers } from "../public-cache/trpc-answers";
import type { SetupGate } from "../setup/setup-gate";
import type { WhatsappSender } from "../modules/whatsapp/sender";
import { SESSION_COOKIE } from "../../shared/constants";
import { ROLE_MESSAGE, type Role, roleAllows } from "../../shared/roles";

/**
 * Everything one app owns, made once by buildApp: procedures get it in their context, REST and file routes as
 * `app.deps` (Fastify's decorate). No state lives in a module, so two apps in one process share nothing.
 */
export interface Deps {
  db: DB;
  config: AppConfig;
  /** The current time; tests replace it to move the clock. */
  now: () => Date;
  /** The public read cache: every guest read goes through it (src/server/public-cache). */
  cache: PublicReadCache;
  /** tRPC's answers to guest reads, kept while the cache's generation lasts (public-cache/trpc-answers.ts). */
  trpcAnswers: KeptAnswers;
  /** The counted limits (src/server/limits.ts). */
  limits: Limits;
  /** The ID uploads' bytes on disk and in flight (files/upload-limits.ts). */
  uploads: UploadLedger;
  /** Solved reply checks already used (modules/rsvp/proof-of-work.ts). */
  proofs: UsedProofs;
  /** The first-run setup token and whether a team exists (src/server/setup). */
  setup: SetupGate;
  /** The paced queue of messages sent through the WhatsApp Cloud API (modules/whatsapp/sender.ts). */
  whatsapp: WhatsappSender;
  log: FastifyBaseLogger;
}

export interface Context extends Deps {
  req: FastifyRequest;
  res: FastifyReply;
  /** Bearer token from the Authorization header, else the session cookie. */
  sessionToken: string | null;
  ip: string;
}

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export function readSessionToken(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.toLowerCase().startsWith("bearer ")) {
    const token = auth.slice(7).trim();
    if (token) return token;
  }
  const cookie = (req.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE];
  return cookie || null;
}

export function createContextFactory(deps: Deps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    ...deps,
    req,
    res,
    sessionToken: readSessionToken(req),
    ip: req.ip,
  });
}

/** A live admin session and the team member it belongs to. */
export interface AdminSession {
  id: number;
  expiresAt: string;
  adminId: number;
  name: string;
  role: AdminRole;
}

/**
 * The live admin session for the request's token, or null. A session that names no team member
 * (made before the team existed, or whose member was removed) is not a session.
 */
export async function findSession(ctx: Pick<Context, "db" | "sessionToken" | "now">): Promise<AdminSession | null> {
  if (!ctx.sessionToken || ctx.sessionToken.length > 200) return null;
  const row = await ctx.db
    .selectFrom("adminSessions")
    .innerJoin("admins", "admins.id", "adminSessions.adminId")
    .select(["adminSessions.id", "adminSessions.expiresAt", "admins.id as adminId", "admins.name", "admins.role"])
    .where("adminSessions.tokenHash", "=", sha256(ctx.sessionToken))
    .executeTakeFirst();
  if (!row || Date.parse(row.expiresAt) <= ctx.now().getTime()) return null;
  return row;
}

/** The 401 of a call without a live session: says whether a session was presented. */
export const noSessionMessage = (hadToken: boolean) => (hadToken ? "Your session has expired. Please log in again." : "Please log in to continue.");

/**
 * The same guard as the role procedures, for the byte-stream routes outside tRPC (ID documents, the export):
 * the session when its role allows `needed`, else the status and human message to answer (401 or 403).
 */
export async function sessionWithRole(
  ctx: Pick<Context, "db" | "sessionToken" | "now">,
  needed: Role,
): Promise<{ ok: true; session: AdminSession } | { ok: false; status: 401 | 403; message: string }> {
  const session = await findSession(ctx);
  if (!session) return { ok: false, status: 401, message: noSessionMessage(Boolean(ctx.sessionToken)) };
  if (!roleAllows(session.role, needed)) return { ok: false, status: 403, message: ROLE_MESSAGE };
  return { ok: true, session };
}
