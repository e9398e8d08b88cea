/**
 * The mutation door answers exactly as tRPC's Fastify adapter does: every case is sent twice, once so that
 * the door answers and once with a query parameter tRPC ignores (the door hands that to the adapter), and
 * the status, the tRPC headers and the bytes of the body must be the same. The adapter's handler is
 * wrapped to count which requests reached it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../test-helpers";
import { doorInput } from "./mutation-door";

const adapter = vi.hoisted(() => ({ calls: 0 }));
vi.mock("@trpc/server/adapters/fastify", async (importOriginal) => {
  const real = await importOriginal<typeof import("@trpc/server/adapters/fastify")>();
  return {
    ...real,
    fastifyRequestHandler: (...args: Parameters<typeof real.fastifyRequestHandler>) => {
      adapter.calls++;
      return real.fastifyRequestHandler(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_PHONE: "9876543210" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  adapter.calls = 0;
});

let phone = 9000000000;
const reply = (extra: object = {}) => ({ primaryGuestName: "Asha Rao", primaryGuestPhone: String(++phone), rsvpStatus: "yes", ...extra });

async function send(path: string, query: string, payload: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "POST", url: `/trpc/${path}${query}`, payload, headers: { "content-type": "application/json", ...headers } });
  return { status: res.statusCode, type: res.headers["content-type"], vary: res.headers.vary, body: res.body };
}

/** The door's answer and the adapter's to the same call; asserts the door answered the first itself. */
async function bothDoors(path: string, batch: boolean, input: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(batch ? { 0: input } : input);
  const door = await send(path, batch ? "?batch=1" : "", payload, headers);
  expect(adapter.calls, "the door answered itself").toBe(0);
  const viaAdapter = await send(path, batch ? "?batch=1&via=adapter" : "?via=adapter", payload, headers);
  expect(adapter.calls, "the adapter answered the second").toBe(1);
  return { door, viaAdapter };
}

describe.each([false, true])("a mutation (batch of one: %s)", (batch) => {
  it("a stored reply replayed by its key: the same 200 answer, one row", async () => {
    const input = reply({ idempotencyKey: `door-key-${batch}` });
    const { door, viaAdapter } = await bothDoors("guest.submitRsvp", batch, input);
    expect(door.status).toBe(200);
    expect(door).toEqual(viaAdapter);
    const data = (JSON.parse(door.body) as { result: { data: { rsvpId: string } } }[] | { result: { data: { rsvpId: string } } }) as never;
    const rsvpId = (batch ? (data as { result: { data: { rsvpId: string } } }[])[0]! : (data as { result: { data: { rsvpId: string } } })).result.data.rsvpId;
    const rows = await t.db.selectFrom("rsvps").select(["id", "primaryGuestPhone"]).where("idempotencyKey", "=", `door-key-${batch}`).execute();
    expect(rows).toEqual([{ id: rsvpId, primaryGuestPhone: input.primaryGuestPhone }]);
  });

  it.each([
    ["a missing name (zod, field errors)", { primaryGuestPhone: "9111111111", rsvpStatus: "yes" }],
    ["a wrong type", { primaryGuestName: 7, primaryGuestPhone: "9111111111", rsvpStatus: "yes" }],
    ["no input at all", null],
  ])("%s: the same 400", async (_name, input) => {
    const { door, viaAdapter } = await bothDoors("guest.submitRsvp", batch, input);
    expect(door.status).toBe(400);
    expect(door).toEqual(viaAdapter);
  });

  it("a phone that already replied: the same 409", async () => {
    const first = reply();
    await send("guest.submitRsvp", "", JSON.stringify(first));
    adapter.calls = 0;
    const { door, viaAdapter } = await bothDoors("guest.submitRsvp", batch, { ...first, primaryGuestName: "Someone Else" });
    expect(door.status).toBe(409);
    expect(door).toEqual(viaAdapter);
  });

  it("an admin mutation without a session: the same 401; with a desk session: the same 403", async () => {
    const input = { name: "Room 101", capacity: 2 };
    const none = await bothDoors("admin.createRoom", batch, input);
    expect(none.door.status).toBe(401);
    expect(none.door).toEqual(none.viaAdapter);
    adapter.calls = 0;
    const desk = await createAdminSession(t.db, new Date(), 24, "desk");
    const refused = await bothDoors("admin.createRoom", batch, input, { authorization: `Bearer ${desk}` });
    expect(refused.door.status).toBe(403);
    expect(refused.door).toEqual(refused.viaAdapter);
  });

  it("a query procedure is not a mutation: left to the adapter, which refuses the POST", async () => {
    const res = await send("guest.weddingDetails", batch ? "?batch=1" : "", batch ? "{}" : "");
    expect(adapter.calls).toBe(0); // no door route for a query: tRPC's own route answered
    expect(res.status).toBe(405);
  });
});

describe("what the door hands to the adapter", () => {
  const req = (url: string, body: unknown, headers: Record<string, string> = {}) => ({ url, body, headers });

  it("answers a plain call and a batch of one with JSON bodies", () => {
    expect(doorInput(req("/trpc/guest.submitRsvp", '{"a":1}'))).toEqual({ batch: false, input: { a: 1 } });
    expect(doorInput(req("/trpc/guest.submitRsvp?batch=1", '{"0":{"a":1}}'))).toEqual({ batch: true, input: { a: 1 } });
    expect(doorInput(req("/trpc/guest.submitRsvp?batch=1", "{}"))).toEqual({ batch: true, input: undefined });
  });

  it.each([
    ["another query string", req("/trpc/guest.submitRsvp?via=adapter", "{}")],
    ["a jsonl stream", req("/trpc/guest.submitRsvp?batch=1", '{"0":{}}', { "trpc-accept": "application/jsonl" })],
    ["a body that is not JSON", req("/trpc/guest.submitRsvp", "{oops")],
    ["no body", req("/trpc/guest.submitRsvp", undefined)],
    ["a batch body that is a list", req("/trpc/guest.submitRsvp?batch=1", "[{}]")],
    ["a batch body that is null", req("/trpc/guest.submitRsvp?batch=1", "null")],
  ])("hands over %s", (_name, r) => {
    expect(doorInput(r)).toBeNull();
  });

  it("a body over the limit: the same 413 through both, read by the same parser, nothing stored", async () => {
    const payload = JSON.stringify({ 0: reply({ primaryGuestName: "x".repeat(2 * 1024 * 1024) }) });
    const [door, viaAdapter] = [await send("guest.submitRsvp", "?batch=1", payload), await send("guest.submitRsvp", "?batch=1&via=adapter", payload)];
    expect(door.status).toBe(413);
    expect(door).toEqual(viaAdapter);
    expect(JSON.parse(door.body)).toEqual({ message: "The request is too large." });
    expect(await t.db.selectFrom("rsvps").select("id").where("primaryGuestName", "like", "xxx%").execute()).toEqual([]);
  });

  it("an encoded path and a batch of two mutations answer as the adapter does", async () => {
    const input = { primaryGuestPhone: "9222222222", rsvpStatus: "yes" }; // no name: refused, nothing stored
    const plain = await send("guest.submitRsvp", "", JSON.stringify(input));
    const encoded = await send("guest%2EsubmitRsvp", "", JSON.stringify(input));
    expect(encoded).toEqual(plain);
    adapter.calls = 0;
    const two = await send("guest.submitRsvp,guest.submitRsvp", "?batch=1", JSON.stringify({ 0: input, 1: input }));
    expect(adapter.calls).toBe(0); // not a door address: tRPC's own route
    expect(two.status).toBe(400);
    expect(JSON.parse(two.body)).toHaveLength(2);
    expect(await t.db.selectFrom("rsvps").select("id").where("primaryGuestPhone", "=", "9222222222").execute()).toEqual([]);
  });

  it("a body that is not JSON gets the adapter's 400 through the same address", async () => {
    const res = await send("guest.submitRsvp", "", "{oops");
    expect(adapter.calls).toBe(1);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { data: { code: "BAD_REQUEST", httpStatus: 400, path: "guest.submitRsvp" } } });
    expect(await t.db.selectFrom("rsvps").select("id").where("primaryGuestName", "=", "{oops").execute()).toEqual([]);
  });
});
