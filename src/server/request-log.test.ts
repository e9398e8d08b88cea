/** The request log at LOG_LEVEL=info: one line per answered request, through the built app. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../fastify.config";
import { createKysely, migrate, openSqlite } from "../../db/connect";
import { buildApp } from "./app";
import { PRINTED_ON_PURPOSE } from "./request-log";

let app: FastifyInstance;
let dir: string;
let lines: Record<string, unknown>[];
beforeEach(async () => {
  lines = [];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-request-log-"));
  const config = loadConfig({ APP_SECRET: "r".repeat(64), DATA_DIR: dir, LOG_LEVEL: "info", ADMIN_PHONE: "7000000001" });
  const sqlite = openSqlite(":memory:");
  const { db, watch } = createKysely(sqlite);
  await migrate(db);
  app = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  await app.ready();
  lines.length = 0; // start-up lines
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const requestLines = () => lines.filter((l) => l.msg === "request completed" || l.msg === "incoming request" || l.msg === "request errored");

describe("the request log", () => {
  it("writes one line per request once answered: method, path, address, status and time", async () => {
    const res = await app.inject({ method: "GET", url: "/api/travel/points", remoteAddress: "10.1.2.3" });
    expect(res.statusCode).toBe(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request completed",
        req: expect.objectContaining({ method: "GET", url: "/api/travel/points", remoteAddress: "10.1.2.3" }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("keeps refusals and unknown paths, and never a signed upload's token", async () => {
    await app.inject({ method: "POST", url: "/api/rsvp", payload: { primaryGuestName: "" } });
    await app.inject({ method: "GET", url: "/files/upload/icon/abc?token=secret.signature&x=1" });
    await app.inject({ method: "GET", url: "/api/nowhere" });
    const logged = requestLines();
    expect(logged.map((l) => [l.msg, (l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
      ["request completed", "/api/rsvp", 400],
      ["request completed", "/files/upload/icon/abc?token=[redacted]&x=1", expect.any(Number)],
      ["request completed", "/api/nowhere", 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret.signature");
  });

  it("redacts every line as written, except the setup link printed on purpose for the operator", async () => {
    const link = `http://localhost:3000/setup?token=${"S".repeat(43)}`;
    app.log.warn({ [PRINTED_ON_PURPOSE]: true }, `Set up the site at ${link}`);
    app.log.warn(`Set up the site at ${link}`);
    app.log.info({ sendId: 4, reason: `Graph API refused "/i/${"K".repeat(43)}"` }, "WhatsApp message failed");
    expect(lines.map((l) => [l.msg, l.reason])).toEqual([
      [`Set up the site at ${link}`, undefined],
      ["Set up the site at http://localhost:3000/setup?token=[redacted]", undefined],
      ["WhatsApp message failed", 'Graph API refused "/i/[redacted]"'],
    ]);
  });
});
