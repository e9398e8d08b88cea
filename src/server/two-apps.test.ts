/**
 * Everything an app owns lives in its Deps (buildApp): two apps in one process, even built from the same config
 * object, share no limit, no cached read and no kept tRPC answer.
 */
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createKysely, migrate, openSqlite } from "../../db/connect";
import { buildApp } from "./app";
import { OTP_CHECKS_PER_ASKER } from "./modules/auth/limits";
import { makeTestApp, type TestApp } from "./app.test-helpers";

let a: TestApp;
let b: FastifyInstance;

beforeEach(async () => {
  a = await makeTestApp();
  // The second app gets the very same config object and clock, and a database of its own.
  const database = createKysely(openSqlite(":memory:"));
  await migrate(database.db);
  b = await buildApp({ config: a.config, database, now: () => a.clock.now });
  await b.ready();
});
afterEach(async () => {
  await b.close();
  await a.close();
});

const verifyUnknown = (app: FastifyInstance) =>
  app.inject({
    method: "POST",
    url: "/api/auth/verify-otp",
    payload: { sessionToken: crypto.randomBytes(32).toString("base64url"), otp: "000000" },
    remoteAddress: "10.0.3.1",
  });

const points = async (app: FastifyInstance) => ({
  rest: ((await app.inject({ method: "GET", url: "/api/travel/points" })).json() as { name: string }[]).map((p) => p.name),
  trpc: ((await app.inject({ method: "GET", url: "/trpc/guest.pickupPoints" })).json().result.data as { name: string }[]).map((p) => p.name),
});

describe("two apps in one process", () => {
  it("count their limits apart: an address refused by one is answered normally by the other", async () => {
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max; i++) expect((await verifyUnknown(a.app)).statusCode).toBe(401);
    expect((await verifyUnknown(a.app)).statusCode).toBe(429);
    expect((await verifyUnknown(b)).statusCode).toBe(401);
    expect(a.app.deps.limits).not.toBe(b.deps.limits);
  });

  it("keep their own guest reads: a write on one is not seen, nor kept, by the other", async () => {
    expect(await points(a.app)).toEqual({ rest: [], trpc: [] });
    expect(await points(b)).toEqual({ rest: [], trpc: [] });
    await b.deps.db.insertInto("pickupPoints").values({ name: "Pune Airport", kind: "airport", displayOrder: 0 }).execute();
    expect(await points(b)).toEqual({ rest: ["Pune Airport"], trpc: ["Pune Airport"] });
    expect(await points(a.app)).toEqual({ rest: [], trpc: [] });
    await a.db.insertInto("pickupPoints").values({ name: "Udaipur Station", kind: "station", displayOrder: 0 }).execute();
    expect(await points(a.app)).toEqual({ rest: ["Udaipur Station"], trpc: ["Udaipur Station"] });
    expect(await points(b)).toEqual({ rest: ["Pune Airport"], trpc: ["Pune Airport"] });
    expect(a.app.deps.cache).not.toBe(b.deps.cache);
  });
});
