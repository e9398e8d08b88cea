import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../../fastify.config";
import type { DB } from "../../../db/connect";
import { SESSION_COOKIE } from "../../shared/constants";

/** What every procedure receives; built once per request by the tRPC plugin and by the REST adapter alike. */
export interface Deps {
  db: DB;
  config: AppConfig;
  /** The current time; tests replace it to move the clock. */
  now: () => Date;
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

/** The live admin session for the request's token, or null. */
export async function findSession(ctx: Pick<Context, "db" | "sessionToken" | "now">) {
  if (!ctx.sessionToken || ctx.sessionToken.length > 200) return null;
  const row = await ctx.db
    .selectFrom("adminSessions")
    .select(["id", "expiresAt"])
    .where("tokenHash", "=", sha256(ctx.sessionToken))
    .executeTakeFirst();
  if (!row || Date.parse(row.expiresAt) <= ctx.now().getTime()) return null;
  return row;
}
