/**
 * Guests from abroad, through both doors: a reply's phone with its country code is stored in E.164, ten digits
 * stay Indian with the spec's message, junk gets a sentence; the 409 for a known phone, linking to the guest list
 * by phone, the couple's edit and the export all work on the stored E.164.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/schemas/rsvp";
import { adminCaller } from "../admin-caller.test-helpers";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "../../app.test-helpers";
import { downloadExport, rowsOf } from "../export/export.test-helpers";

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const reply = (phone: string, name = "Priya Shah") => ({ primaryGuestName: name, primaryGuestPhone: phone, rsvpStatus: "yes" });
const rest = (payload: object) => t.app.inject({ method: "POST", url: "/api/rsvp", payload });
const storedPhones = async () => (await t.db.selectFrom("rsvps").select("primaryGuestPhone").orderBy("createdAt").execute()).map((r) => r.primaryGuestPhone);

describe("a reply's phone, REST door (POST /api/rsvp)", () => {
  it("stores +44 7400 123456 as +447400123456", async () => {
    const res = await rest(reply("+44 7400 123456"));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedPhones()).toEqual(["+447400123456"]);
  });

  it("stores ten digits as an Indian number", async () => {
    expect((await rest(reply("98765 43210"))).statusCode).toBe(200);
    expect(await storedPhones()).toEqual(["+919876543210"]);
  });

  it.each([
    ["an invalid Indian number", "98765 4321", "Phone number must be exactly 10 digits"],
    ["+91 with nine digits", "+91 98765 4321", "Phone number must be exactly 10 digits"],
    ["junk", "ring my cousin", MESSAGES.phoneJunk],
    ["a country code with too few digits", "+44 7400", MESSAGES.phoneAbroad],
  ])("refuses %s with its sentence and writes nothing", async (_label, phone, message) => {
    const res = await rest(reply(phone));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await storedPhones()).toEqual([]);
  });
});

describe("a reply's phone, tRPC door (guest.submitRsvp)", () => {
  it("stores +1 415 555 0100 as +14155550100", async () => {
    const res = await trpcMutation(t.app, "guest.submitRsvp", reply("+1 415 555 0100"));
    expect(res.status).toBe(200);
    expect(await storedPhones()).toEqual(["+14155550100"]);
  });

  it("answers an invalid Indian number with the spec's exact message", async () => {
    const res = await trpcMutation(t.app, "guest.submitRsvp", reply("98765"));
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe("Phone number must be exactly 10 digits");
    expect(await storedPhones()).toEqual([]);
  });

  it("answers junk with a human sentence", async () => {
    const res = await trpcMutation(t.app, "guest.submitRsvp", reply("n/a"));
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(MESSAGES.phoneJunk);
  });
});

describe("matching on the stored E.164", () => {
  it("answers 409 for a known phone however it is written, on both doors", async () => {
    expect((await rest(reply("+44 7400 123456"))).statusCode).toBe(200);
    const again = await rest(reply("0044 7400 123456", "Someone Else"));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.duplicatePhone });

    expect((await rest(reply("9876543210", "Asha Rao"))).statusCode).toBe(200);
    const viaTrpc = await trpcMutation(t.app, "guest.submitRsvp", reply("+91 98765 43210", "Asha's brother"));
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.body.error?.message).toBe(MESSAGES.duplicatePhone);
    expect(await storedPhones()).toEqual(["+447400123456", "+919876543210"]);
  });

  it("suggests the household with that number abroad for an open-form reply (never links it)", async () => {
    const call = await adminCaller(t);
    const household = await call("POST", "/api/admin/households", { name: "Shah family (London)", phone: "+44 7400 123456", seats: 2 });
    expect(household.status, JSON.stringify(household.body)).toBe(201);
    const res = await rest(reply("+44-7400-123456"));
    expect(res.statusCode).toBe(200);
    const { rsvpId } = res.json() as { rsvpId: string };
    const row = await t.db.selectFrom("households").select("rsvpId").where("id", "=", household.body.id).executeTakeFirstOrThrow();
    expect(row.rsvpId).toBeNull();
    const stored = await t.db.selectFrom("rsvps").select("possibleHouseholdId").where("id", "=", rsvpId).executeTakeFirstOrThrow();
    expect(stored.possibleHouseholdId).toBe(household.body.id);
  });

  it("lets the couple change a reply's phone to one abroad (PUT /api/admin/rsvps/:id) and shows it back in E.164", async () => {
    const res = await rest(reply("9876543210"));
    const { rsvpId } = res.json() as { rsvpId: string };
    const call = await adminCaller(t);
    const bad = await call("PUT", `/api/admin/rsvps/${rsvpId}`, reply("98765"));
    expect(bad).toEqual({ status: 400, body: { message: "Phone number must be exactly 10 digits" } });
    const edited = await call("PUT", `/api/admin/rsvps/${rsvpId}`, reply("+1 415 555 0100"));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.primaryGuestPhone).toBe("+14155550100");
    expect(await storedPhones()).toEqual(["+14155550100"]);
  });

  it("exports the phones in E.164, a number abroad with its +, never guarded as a formula", async () => {
    await rest(reply("+44 7400 123456"));
    await rest(reply("9876543210", "Asha Rao"));
    const { wb } = await downloadExport(t, { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` });
    const phones = rowsOf(wb.getWorksheet("RSVPs")!).map((r) => r.Phone);
    expect(phones.sort()).toEqual(["+447400123456", "+919876543210"]);
  });
});
