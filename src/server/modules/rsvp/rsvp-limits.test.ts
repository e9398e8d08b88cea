/**
 * The public RSVP writes' limits: counted inside the procedure, so REST, tRPC, an encoded path and each
 * call of a batch share one count; changes through a private link are limited per link; a busy address
 * is asked for a quick check (proof of work) instead of being refused; a retry counts nothing.
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROOF_MESSAGES, type ReplyChallenge, type ReplyProof } from "../../../shared/schemas/reply-proof";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { RSVP_BURST_PER_IP, RSVP_PER_LINK } from "./limits";
import { PROOF_TTL_MS } from "./proof-of-work";

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const reply = (phone: string, extra: object = {}) => ({ primaryGuestName: "Asha Rao", primaryGuestPhone: phone, rsvpStatus: "no", ...extra });
const phoneOf = (i: number) => `98${String(i).padStart(8, "0")}`;
const rsvpCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("rsvps")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

type Res = { statusCode: number; headers: Record<string, unknown>; body: string };
const doors = {
  rest: (body: object, ip?: string) => t.app.inject({ method: "POST", url: "/api/rsvp", payload: body, remoteAddress: ip }),
  trpc: (body: object, ip?: string) => t.app.inject({ method: "POST", url: "/trpc/guest.submitRsvp", payload: body, remoteAddress: ip }),
  encoded: (body: object, ip?: string) => t.app.inject({ method: "POST", url: "/trpc/guest%2EsubmitRsvp", payload: body, remoteAddress: ip }),
};

/** The message of an answer from either door. */
const messageOf = (res: Res) => {
  const body = JSON.parse(res.body) as { message?: string; error?: { message: string } };
  return body.message ?? body.error?.message;
};

/** Uses up the address's free burst (`left` replies of it) with distinct numbers. */
async function floodBurst(left = RSVP_BURST_PER_IP.max, from = 10_000) {
  for (let i = 0; i < left; i++) {
    const res = await doors.rest(reply(phoneOf(from + i)));
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A new challenge through either door, solved as the guest's browser would. */
async function solvedProof(door: "rest" | "trpc" = "rest"): Promise<ReplyProof> {
  const res = await t.app.inject({ method: "POST", url: door === "rest" ? "/api/rsvp/challenge" : "/trpc/guest.replyChallenge", payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  const challenge = (door === "rest" ? res.json() : (res.json() as { result: { data: unknown } }).result.data) as ReplyChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { challenge, solution: solution! };
}

describe("new replies from a busy address", () => {
  it(`takes ${RSVP_BURST_PER_IP.max} replies without a check, then asks for one (428), never a 429, on every door`, async () => {
    await floodBurst();
    for (const send of [doors.rest, doors.trpc, doors.encoded]) {
      const res = await send(reply(phoneOf(1)));
      expect(res.statusCode, res.body).toBe(428);
      expect(messageOf(res)).toBe(PROOF_MESSAGES.needed);
    }
    expect(await rsvpCount()).toBe(RSVP_BURST_PER_IP.max);
    // Another address is untouched, and the busy one is free again once its burst window has passed.
    expect((await doors.trpc(reply(phoneOf(2)), "10.9.9.9")).statusCode).toBe(200);
    later(RSVP_BURST_PER_IP.windowMs);
    expect((await doors.rest(reply(phoneOf(3)))).statusCode).toBe(200);
  });

  it("lets a reply with a solved check through on both doors, once per check", async () => {
    await floodBurst();
    const viaRest = await solvedProof("rest");
    const first = await doors.rest(reply(phoneOf(1), { proof: viaRest }));
    expect(first.statusCode, first.body).toBe(200);
    const viaTrpc = await solvedProof("trpc");
    expect((await doors.trpc(reply(phoneOf(2), { proof: viaTrpc }))).statusCode).toBe(200);
    expect(await rsvpCount()).toBe(RSVP_BURST_PER_IP.max + 2);

    // The same solved check again, for another reply: refused with a sentence the form acts on.
    for (const send of [doors.rest, doors.trpc]) {
      const reused = await send(reply(phoneOf(3), { proof: viaRest }));
      expect(reused.statusCode).toBe(428);
      expect(messageOf(reused)).toBe(PROOF_MESSAGES.expired);
    }
    expect(await rsvpCount()).toBe(RSVP_BURST_PER_IP.max + 2);
  });

  it("refuses a wrong solution, a forged challenge and an expired check with a human sentence", async () => {
    await floodBurst();
    const proof = await solvedProof();
    const key = proof.solution.derivedKey;
    const wrong = { ...proof, solution: { ...proof.solution, derivedKey: (key[0] === "0" ? "1" : "0") + key.slice(1) } };
    const res = await doors.rest(reply(phoneOf(1), { proof: wrong }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PROOF_MESSAGES.invalid });
    const forged = { ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, keyPrefix: "00" } } };
    const viaTrpc = await doors.trpc(reply(phoneOf(1), { proof: forged }));
    expect(viaTrpc.statusCode).toBe(400);
    expect(messageOf(viaTrpc)).toBe(PROOF_MESSAGES.invalid);
    const junk = await doors.rest(reply(phoneOf(1), { proof: { challenge: { nope: 1 }, solution: {} } }));
    expect(junk.statusCode).toBe(400);
    expect(await rsvpCount()).toBe(RSVP_BURST_PER_IP.max);

    // The right solution still works (the wrong tries did not use it up), until the check expires.
    later(PROOF_TTL_MS + 1000);
    const expired = await doors.rest(reply(phoneOf(1), { proof }));
    expect(expired.statusCode).toBe(428);
    expect(expired.json()).toEqual({ message: PROOF_MESSAGES.expired });
  });

  it("gives the check back when the reply fails, so the guest can fix it and send again", async () => {
    await floodBurst();
    const proof = await solvedProof();
    const bad = await doors.rest(
      reply(phoneOf(1), { proof, rsvpStatus: "yes", uploadedFileName: "AAAAAAAAAAAAAAAAAAAAAA.pdf", uploadMode: "single", idConsent: true }),
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect((await doors.rest(reply(phoneOf(1), { proof }))).statusCode).toBe(200);
  });
});

describe("a retry of the same reply (same idempotency key)", () => {
  it("counts nothing, needs no new check, and answers the reply already stored", async () => {
    const body = reply(phoneOf(1), { idempotencyKey: "form-retry-0001" });
    const first = await doors.rest(body);
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < RSVP_BURST_PER_IP.max * 2; i++) {
      const again = await (i % 2 ? doors.trpc : doors.rest)(body);
      expect(again.statusCode, again.body).toBe(200);
    }
    expect(await rsvpCount()).toBe(1);
    // The burst still has room for everyone else: the retries took none of it.
    for (let i = 1; i < RSVP_BURST_PER_IP.max; i++) expect((await doors.rest(reply(phoneOf(100 + i)))).statusCode).toBe(200);
    expect((await doors.rest(reply(phoneOf(999)))).statusCode).toBe(428);

    // A retry of a reply that was sent with a check (its answer lost) is answered, though the check is spent.
    const proof = await solvedProof();
    const withProof = reply(phoneOf(2), { idempotencyKey: "form-retry-0002", proof });
    const stored = await doors.rest(withProof);
    expect(stored.statusCode).toBe(200);
    const retried = await doors.trpc(withProof);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as { result: { data: { rsvpId: string } } }).result.data.rsvpId).toBe((stored.json() as { rsvpId: string }).rsvpId);
  });
});

describe("changes through a private link", () => {
  async function linkOf(phone: string, ip?: string) {
    const res = await doors.rest(reply(phone), ip);
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { editToken: string }).editToken;
    return {
      rest: (ip2?: string) => t.app.inject({ method: "PUT", url: `/api/rsvp/edit/${token}`, payload: reply(phone), remoteAddress: ip2 }),
      trpc: (ip2?: string) => t.app.inject({ method: "POST", url: "/trpc/guest.updateMyRsvp", payload: { token, reply: reply(phone) }, remoteAddress: ip2 }),
      encoded: (ip2?: string) =>
        t.app.inject({ method: "POST", url: "/trpc/guest%2EupdateMyRsvp", payload: { token, reply: reply(phone) }, remoteAddress: ip2 }),
      token,
    };
  }

  it("still work from an address flooded with new replies", async () => {
    const link = await linkOf("9876543210");
    await floodBurst(RSVP_BURST_PER_IP.max - 1);
    expect((await doors.rest(reply(phoneOf(1)))).statusCode).toBe(428);
    for (const send of [link.rest, link.trpc, link.encoded]) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it(`are limited to ${RSVP_PER_LINK.max} an hour per link, whatever the address, counted across REST, tRPC and an encoded path`, async () => {
    const link = await linkOf("9876543210");
    const other = await linkOf("9123456780");
    const sends = [link.rest, link.trpc, link.encoded];
    // Each change from another address: the address plays no part in the count.
    for (let i = 0; i < RSVP_PER_LINK.max; i++) expect((await sends[i % 3]!(`10.0.${i}.1`)).statusCode).toBe(200);
    for (const send of sends) {
      const res = await send("10.7.7.7");
      expect(res.statusCode, res.body).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(messageOf(res)).toMatch(/^This reply has been changed several times in a short time\. Please wait (\d+ minutes?|1 hour) and try again\.$/);
    }
    // Another link from the same addresses is not held back, and the link works again an hour later.
    expect((await other.rest("10.7.7.7")).statusCode).toBe(200);
    later(RSVP_PER_LINK.windowMs + 1000);
    expect((await link.trpc()).statusCode).toBe(200);
  });

  it("counts every call of a batch", async () => {
    const link = await linkOf("9876500000");
    for (let i = 0; i < RSVP_PER_LINK.max - 4; i++) expect((await link.rest()).statusCode).toBe(200);
    const calls = 8;
    const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [String(i), { token: link.token, reply: reply("9876500000") }]));
    const res = await t.app.inject({ method: "POST", url: `/trpc/${Array(calls).fill("guest.updateMyRsvp").join(",")}?batch=1`, payload: input });
    expect(res.statusCode).toBe(207);
    const codes = (res.json() as { error?: { data: { httpStatus: number } } }[]).map((r) => r.error?.data.httpStatus ?? 200);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it("does not charge a change that fails, so a guest fixing a mistake is not locked out", async () => {
    const link = await linkOf("9876511111");
    const bad = { rsvpStatus: "yes", uploadedFileName: "AAAAAAAAAAAAAAAAAAAAAA.pdf", uploadMode: "single", idConsent: true };
    for (let i = 0; i < RSVP_PER_LINK.max + 3; i++) {
      const res = await t.app.inject({ method: "PUT", url: `/api/rsvp/edit/${link.token}`, payload: reply("9876511111", bad) });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await link.rest()).statusCode).toBe(200);
  });
});
