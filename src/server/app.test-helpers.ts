/** Test harness: the real app over an in-memory SQLite database with the real migrations. */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppConfig, loadConfig } from "../../fastify.config";
import { createKysely, type DB, migrate, openSqlite } from "../../db/connect";
import type { AdminRole } from "../../db/schema";
import { buildApp } from "./app";
import { createSession } from "./modules/auth/service";
import { editLinkOf } from "./modules/rsvp/edit-link";

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  config: AppConfig;
  /** Moves the server's clock. */
  clock: { now: Date };
  close: () => Promise<void>;
}

export async function makeTestDb(): Promise<DB> {
  const { db } = createKysely(openSqlite(":memory:"));
  await migrate(db);
  return db;
}

export async function makeTestApp(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-test-"));
  // A set-up site (an owner on the team), as guests meet it; ADMIN_PHONE: "" gives the first run's empty team.
  const config = loadConfig({ APP_SECRET: "t".repeat(64), DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_PHONE: TEST_ADMIN_PHONES.owner, ...env }, overrides);
  const sqlite = openSqlite(":memory:");
  const { db, watch } = createKysely(sqlite);
  await migrate(db);
  const clock = { now: new Date() };
  const app = await buildApp({ config, database: { db, sqlite, watch }, now: () => clock.now });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls a tRPC query over HTTP the way the browser client does. */
export async function trpcQuery(app: FastifyInstance, path: string, input?: unknown, headers: Record<string, string> = {}) {
  const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await app.inject({ method: "GET", url: `/trpc/${path}${qs}`, headers });
  return {
    status: res.statusCode,
    body: res.json() as { result?: { data: unknown }; error?: { message: string; code: number; data: Record<string, unknown> } },
  };
}

export async function trpcMutation(app: FastifyInstance, path: string, input: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: "POST", url: `/trpc/${path}`, payload: input as object, headers });
  return {
    status: res.statusCode,
    body: res.json() as { result?: { data: unknown }; error?: { message: string; code: number; data: Record<string, unknown> } },
  };
}

/** The numbers of the team members tests make for a role (not in the demo data). */
export const TEST_ADMIN_PHONES: Record<AdminRole, string> = { owner: "7000000001", planner: "7000000002", desk: "7000000003" };

/** A team member of `role`: the first one the team already has (ADMIN_PHONE's owner, say), else a new one. */
export async function teamMember(db: DB, role: AdminRole = "owner", now: Date = new Date()): Promise<{ id: number; name: string }> {
  const found = await db.selectFrom("admins").select(["id", "name"]).where("role", "=", role).orderBy("id").executeTakeFirst();
  if (found) return found;
  const name = `Test ${role}`;
  const { id } = await db
    .insertInto("admins")
    .values({ phone: TEST_ADMIN_PHONES[role], name, role, createdAt: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, name };
}

/** Inserts a live session (as a login would, hash only) of a team member of `role` and returns its raw token. */
export async function createAdminSession(db: DB, now: Date = new Date(), ttlHours = 24, role: AdminRole = "owner"): Promise<string> {
  const member = await teamMember(db, role, now);
  return (await createSession(db, now, ttlHours, member.id)).token;
}

export interface CapturedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server on 127.0.0.1 (port 0) that records every request and answers `status` with `{}`. */
export async function startCaptureServer(status = 200): Promise<{
  url: string;
  requests: CapturedRequest[];
  setStatus: (s: number) => void;
  close: () => Promise<void>;
}> {
  const requests: CapturedRequest[] = [];
  let answer = status;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answer, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setStatus: (s) => {
      answer = s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The credential an upload to a stored reply needs (its edit token as a bearer header). A reply inserted by hand
 * gets its link's lookup hash here, as the app's start-up backfill would give it.
 */
export async function replyCredential(t: Pick<TestApp, "db" | "config">, rsvpId: string): Promise<{ authorization: string }> {
  const row = await t.db.selectFrom("rsvps").select("editVersion").where("id", "=", rsvpId).executeTakeFirst();
  const link = editLinkOf(t.config.appSecret, rsvpId, row?.editVersion ?? 1);
  if (row) await t.db.updateTable("rsvps").set({ editTokenHash: link.editTokenHash }).where("id", "=", rsvpId).execute();
  return { authorization: `Bearer ${link.editToken}` };
}

/** The reply credential for an upload-id address (`/api/rsvp/<id>/upload-id`), none for any other. */
export async function credentialFor(t: Pick<TestApp, "db" | "config">, url: string): Promise<Record<string, string>> {
  const id = /\/api\/rsvp\/([^/]+)\/upload-id/.exec(url)?.[1];
  return id ? replyCredential(t, id) : {};
}
