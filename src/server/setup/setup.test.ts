/**
 * First run (issue 17): a server with nobody on the team holds a single-use setup token valid 60 minutes;
 * POST /api/setup saves the wedding and the owner, then answers 410. Real app over in-memory SQLite.
 */
import { afterEach, describe, expect, it } from "vitest";
import { SETUP_MESSAGES } from "../../shared/schemas/setup";
import { makeTestApp, type TestApp, trpcMutation } from "../app.test-helpers";
import { SETUP_TOKEN_TTL_MS, setupUrl } from "./setup-gate";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const details = { brideName: "Meera", groomName: "Arjun", weddingDate: "2026-12-12", venue: "Lake Palace, Udaipur", phoneNumber: "90123 45678", name: "Meera" };
const setup = (payload: object) => t.app.inject({ method: "POST", url: "/api/setup", payload });

describe("setup on first start", () => {
  it("issues a token only while nobody is on the team; ADMIN_PHONE makes an owner instead", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    expect(t.app.setup.token).toMatch(/^[\w-]{43}$/);
    expect(await t.db.selectFrom("admins").selectAll().execute()).toEqual([]);
    await t.close();
    t = await makeTestApp({ ADMIN_PHONE: "98765 43210" });
    expect(t.app.setup.token).toBeNull();
    const admins = await t.db.selectFrom("admins").select(["phone", "role"]).execute();
    expect(admins).toEqual([{ phone: "9876543210", role: "owner" }]);
    expect((await setup({ ...details, token: "anything" })).statusCode).toBe(410);
  });

  it("saves the wedding and the owner with the printed token, records it, then answers 410 (the token is single use)", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    const token = t.app.setup.token!;
    const res = await setup({ ...details, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SETUP_MESSAGES.saved });
    const admins = await t.db.selectFrom("admins").select(["phone", "name", "role"]).execute();
    expect(admins).toEqual([{ phone: "9012345678", name: "Meera", role: "owner" }]);
    const wedding = await t.db.selectFrom("wedding").selectAll().executeTakeFirstOrThrow();
    expect(wedding).toMatchObject({ brideName: "Meera", groomName: "Arjun", venue: "Lake Palace, Udaipur" });
    expect(wedding.weddingDate.slice(0, 10)).toBe("2026-12-12");
    const log = await t.db.selectFrom("activityLog").select(["action", "adminName", "detail"]).execute();
    expect(log).toEqual([{ action: "setup", adminName: "Meera", detail: expect.stringContaining("owner") }]);
    expect(JSON.stringify(log)).not.toContain(token);

    const again = await setup({ ...details, token, phoneNumber: "9000000099" });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: SETUP_MESSAGES.done });
    expect(await t.db.selectFrom("admins").selectAll().execute()).toHaveLength(1);
    // The tRPC door refuses too (412: tRPC has no 410), with the same sentence.
    const trpc = await trpcMutation(t.app, "auth.setup", { ...details, token });
    expect(trpc.status).toBe(412);
    expect(trpc.body.error?.message).toBe(SETUP_MESSAGES.done);
    // The login page now shows the owner's masked number.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/admin-phone" })).json()).toEqual({ maskedPhone: "******5678", askPhone: false });
  });

  it("refuses a wrong or missing token with 403 and writes nothing", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    for (const token of ["not-the-token", t.app.setup.token!.slice(1)]) {
      const res = await setup({ ...details, token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SETUP_MESSAGES.badToken });
    }
    const missing = await setup(details);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: SETUP_MESSAGES.badToken });
    expect(await t.db.selectFrom("admins").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("wedding").selectAll().execute()).toEqual([]);
  });

  it("refuses the token after 60 minutes", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    const token = t.app.setup.token!;
    t.clock.now = new Date(t.clock.now.getTime() + SETUP_TOKEN_TTL_MS - 1000);
    const bad = await setup({ ...details, token, phoneNumber: "12" });
    expect(bad.statusCode).toBe(400);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const late = await setup({ ...details, token });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: SETUP_MESSAGES.expiredToken });
    expect(await t.db.selectFrom("admins").selectAll().execute()).toEqual([]);
  });

  it("says what is wrong with a field, with the shared schema's message, and keeps the token usable", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    const token = t.app.setup.token!;
    const cases: [object, string][] = [
      [{ phoneNumber: "98765" }, "WhatsApp number must be exactly 10 digits"],
      [{ brideName: " " }, "Bride name is required"],
      [{ weddingDate: "12/12/2026" }, "Wedding date is required"],
      [{ venue: "" }, "Venue is required"],
      [{ name: "" }, "Your name is required"],
    ];
    for (const [patch, message] of cases) {
      const res = await setup({ ...details, token, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await setup({ ...details, token })).statusCode).toBe(200);
  });

  it("gives only one of two simultaneous setups the team", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    const token = t.app.setup.token!;
    const answers = await Promise.all([setup({ ...details, token }), setup({ ...details, token, phoneNumber: "9000000088" })]);
    const codes = answers.map((r) => r.statusCode).sort();
    // The loser hears "used" (403) or "already done" (410), depending on when it arrived.
    expect(codes[0]).toBe(200);
    expect([403, 410]).toContain(codes[1]);
    expect(await t.db.selectFrom("admins").selectAll().execute()).toHaveLength(1);
  });

  it("prints a link to /setup on localhost when listening on every address", () => {
    expect(setupUrl("0.0.0.0", 3000, "abc")).toBe("http://localhost:3000/setup?token=abc");
    expect(setupUrl("192.168.1.5", 8080, "a-b")).toBe("http://192.168.1.5:8080/setup?token=a-b");
  });
});
