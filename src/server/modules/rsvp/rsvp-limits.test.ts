/**
 * The public RSVP write's limits: counted inside the procedure, so REST, tRPC, an encoded path and each
 * call of a batch share one count per phone and per IP; a resort's shared IP is never the bottleneck.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { limiterFor } from "../../limits";
import { makeTestApp, type TestApp } from "../../test-helpers";
import { RSVP_PER_IP, RSVP_PER_PHONE } from "./limits";

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const reply = (phone: string, extra: object = {}) => ({ primaryGuestName: "Asha Rao", primaryGuestPhone: phone, rsvpStatus: "no", ...extra });
const phoneOf = (i: number) => `98${String(i).padStart(8, "0")}`;
const rsvpCount = async () => Number((await t.db.selectFrom("rsvps").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

const doors = {
  rest: (body: object) => t.app.inject({ method: "POST", url: "/api/rsvp", payload: body }),
  trpc: (body: object) => t.app.inject({ method: "POST", url: "/trpc/guest.submitRsvp", payload: body }),
  encoded: (body: object) => t.app.inject({ method: "POST", url: "/trpc/guest%2EsubmitRsvp", payload: body }),
};

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; body: string }, sentence: RegExp) {
  expect(res.statusCode, res.body).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.body).toMatch(sentence);
}

describe("RSVP limits for a resort behind one IP", () => {
  it("accepts 300 replies with different phones from one IP through both doors", async () => {
    for (let i = 0; i < 300; i++) {
      const res = await (i % 2 ? doors.rest : doors.trpc)(reply(phoneOf(i)));
      expect(res.statusCode, `reply ${i}: ${res.body}`).toBe(200);
    }
    expect(await rsvpCount()).toBe(300);
  });

  it("limits one phone number to a handful of writes an hour, counted across REST, tRPC and an encoded path", async () => {
    expect(RSVP_PER_PHONE.max).toBe(5);
    const phone = "9876543210";
    const first = await doors.rest(reply(phone));
    expect(first.statusCode).toBe(200);
    const { editToken } = first.json() as { editToken: string };
    const changes = {
      rest: () => t.app.inject({ method: "PUT", url: `/api/rsvp/edit/${editToken}`, payload: reply(phone) }),
      trpc: () => t.app.inject({ method: "POST", url: "/trpc/guest.updateMyRsvp", payload: { token: editToken, reply: reply(phone) } }),
      encoded: () => t.app.inject({ method: "POST", url: "/trpc/guest%2EupdateMyRsvp", payload: { token: editToken, reply: reply(phone) } }),
    };
    for (const send of [changes.rest, changes.trpc, changes.encoded, changes.rest]) expect((await send()).statusCode).toBe(200);
    for (const send of [changes.rest, changes.trpc, changes.encoded]) {
      expectLimited(await send(), /This phone number has sent several replies in a short time\. Please wait (\d+ minutes?|1 hour)/);
    }
    // Another number from the same IP is not held back, and the phone may write again an hour later.
    expect((await doors.rest(reply("9123456780"))).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + RSVP_PER_PHONE.windowMs + 1000);
    expect((await changes.trpc()).statusCode).toBe(200);
  });

  it("counts every call of a batch", async () => {
    const phone = "9876500000";
    const { editToken } = (await doors.rest(reply(phone))).json() as { editToken: string };
    const calls = 8;
    const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [String(i), { token: editToken, reply: reply(phone) }]));
    const res = await t.app.inject({
      method: "POST",
      url: `/trpc/${Array(calls).fill("guest.updateMyRsvp").join(",")}?batch=1`,
      payload: input,
    });
    expect(res.statusCode).toBe(207);
    const codes = (res.json() as { error?: { data: { httpStatus: number } } }[]).map((r) => r.error?.data.httpStatus ?? 200);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it("stops a flood from one IP only far above a resort's traffic", async () => {
    expect(RSVP_PER_IP.max).toBeGreaterThanOrEqual(300);
    limiterFor(t.config, "rsvp-ip", RSVP_PER_IP).take("127.0.0.1", t.clock.now.getTime(), RSVP_PER_IP.max - 1);
    expect((await doors.rest(reply(phoneOf(1)))).statusCode).toBe(200);
    expectLimited(await doors.trpc(reply(phoneOf(2))), /Too many replies from this network right now\. Please wait/);
    expectLimited(await doors.rest(reply(phoneOf(3))), /Too many replies from this network right now/);
    // The refused numbers were not charged: each may still reply from another network.
    const other = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply(phoneOf(2)), remoteAddress: "10.1.2.3" });
    expect(other.statusCode).toBe(200);
  });

  it("does not charge a reply that fails, so a guest fixing a mistake is not locked out", async () => {
    const phone = "9876511111";
    for (let i = 0; i < RSVP_PER_PHONE.max + 3; i++) {
      const res = await doors.rest(reply(phone, { rsvpStatus: "yes", uploadedFileName: "AAAAAAAAAAAAAAAAAAAAAA.pdf", uploadMode: "single", idConsent: true }));
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await doors.rest(reply(phone))).statusCode).toBe(200);
  });
});
