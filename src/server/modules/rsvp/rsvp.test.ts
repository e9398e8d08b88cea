/** guest.submitRsvp over POST /api/rsvp and /trpc: validation, the one-transaction write, file claims and idempotency. */
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { multipartBody, PDF_BYTES, PNG_BYTES } from "../../files/multipart.test-helpers";
import { MESSAGES, ZRsvpSubmission } from "../../../shared/schemas/rsvp";
import { makeTestApp, makeTestDb, type TestApp, trpcMutation } from "../../app.test-helpers";
import { submitRsvp } from "./service";

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

async function uploadId(data: Buffer = PDF_BYTES): Promise<string> {
  const body = multipartBody({ data });
  const res = await t.app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { fileName: string }).fileName;
}

const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/rsvp", payload });

// The guest ticked the consent to share ID documents with the hotel (issue 17): replies with files need it.
const base = { primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes", idConsent: true };

async function counts() {
  const n = async (table: "rsvps" | "familyMembers" | "children") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const claimed = await t.db.selectFrom("storedFiles").select("name").where("rsvpId", "is not", null).execute();
  return { rsvps: await n("rsvps"), familyMembers: await n("familyMembers"), children: await n("children"), claimed: claimed.length };
}
const NOTHING = { rsvps: 0, familyMembers: 0, children: 0, claimed: 0 };

describe("validation (REST 400 {message}, nothing written)", () => {
  const cases: [string, object, string][] = [
    ["missing name", { ...base, primaryGuestName: undefined }, "Name is required"],
    ["blank name", { ...base, primaryGuestName: "   " }, "Name is required"],
    ["short phone", { ...base, primaryGuestPhone: "98765" }, "Phone number must be exactly 10 digits"],
    ["phone with letters", { ...base, primaryGuestPhone: "98765abcde" }, MESSAGES.phoneJunk],
    ["missing phone", { ...base, primaryGuestPhone: undefined }, "Phone number must be exactly 10 digits"],
    ["missing attendance", { ...base, rsvpStatus: undefined }, "Please select your attendance"],
    ["unknown attendance", { ...base, rsvpStatus: "maybe" }, "Please select your attendance"],
    ["family member without name", { ...base, familyMembers: [{ name: "" }] }, "Name is required"],
    ["child without name", { ...base, children: [{ name: " ", age: 4 }] }, "Child name is required"],
    ["child too old", { ...base, children: [{ name: "Mia", age: 19 }] }, "Age must be between 0 and 18"],
    ["child age negative", { ...base, children: [{ name: "Mia", age: -1 }] }, "Age must be between 0 and 18"],
    ["makeup count too high", { ...base, needsMakeupArtist: true, makeupCount: 11 }, "Makeup count must be between 1 and 10"],
    ["makeup count negative", { ...base, needsMakeupArtist: true, makeupCount: -2 }, "Makeup count must be between 1 and 10"],
    [
      "family makeup count too high",
      { ...base, familyMembers: [{ name: "Ravi", needsMakeupArtist: true, makeupCount: 12 }] },
      "Makeup count must be between 1 and 10",
    ],
    ["path in a file name", { ...base, uploadedFileName: "../../app-secret.pdf" }, "Unknown uploaded file"],
    ["file name with a bad extension", { ...base, frontIdFileName: "AAAAAAAAAAAA.html" }, "Unknown uploaded file"],
    ["too many family members", { ...base, familyMembers: Array.from({ length: 31 }, () => ({ name: "X" })) }, "At most 30 family members"],
    ["too many children", { ...base, children: Array.from({ length: 31 }, () => ({ name: "X" })) }, "At most 30 children"],
    ["bad idempotency key", { ...base, idempotencyKey: "a b" }, "Invalid submission key"],
  ];
  it.each(cases)("%s", async (_label, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await counts()).toEqual(NOTHING);
  });

  it("answers the same message on the tRPC door", async () => {
    const res = await trpcMutation(t.app, "guest.submitRsvp", { ...base, primaryGuestPhone: "1" });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe("Phone number must be exactly 10 digits");
  });
});

describe("a full yes RSVP", () => {
  it("stores every field, family members in order, children, and claims the files", async () => {
    const primary = await uploadId(PDF_BYTES);
    const front = await uploadId(PNG_BYTES);
    const back = await uploadId(PDF_BYTES);
    const payload = {
      ...base,
      primaryGuestGender: "female",
      dietaryPreference: "veg",
      beveragePreference: "non-alcoholic",
      needsMakeupArtist: true,
      makeupCount: "3",
      specialRequests: "  Ground floor room please  ",
      uploadMode: "single",
      uploadedFileName: primary,
      familyMembers: [
        {
          name: "Ravi Rao",
          gender: "male",
          dietaryPreference: "non-veg",
          beveragePreference: "alcoholic",
          uploadMode: "separate",
          frontIdFileName: front,
          backIdFileName: back,
        },
        { name: "Leela Rao", gender: "", dietaryPreference: "vegan", needsMakeupArtist: true, makeupCount: 2 },
      ],
      children: [{ name: "Mia", age: "7" }],
      idempotencyKey: "form-1234-abcd",
    };
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(200);
    const { rsvpId } = res.json() as { rsvpId: string };
    const { editToken } = res.json() as { editToken: string };
    expect(res.json()).toEqual({ success: true, rsvpId: expect.stringMatching(/^[0-9a-f-]{36}$/), editToken, editUrl: `/rsvp/${editToken}` });

    expect(await t.db.selectFrom("rsvps").selectAll().executeTakeFirstOrThrow()).toEqual({
      id: rsvpId,
      primaryGuestName: "Asha Rao",
      primaryGuestPhone: "+919876543210",
      primaryGuestGender: "female",
      rsvpStatus: "yes",
      dietaryPreference: "veg",
      beveragePreference: "non-alcoholic",
      needsMakeupArtist: 1,
      makeupCount: 3,
      idProofUrl: `/files/id/${primary}`,
      uploadMode: "single",
      specialRequests: "Ground floor room please",
      idempotencyKey: "form-1234-abcd",
      createdAt: t.clock.now.toISOString(),
      editVersion: 1,
      editTokenHash: crypto.createHash("sha256").update(editToken).digest("hex"),
      updatedAt: null,
      // The reply carried ID documents with the guest's consent: its time is kept (issue 17).
      idConsentAt: t.clock.now.toISOString(),
      idDeletedAt: null,
      idDeletedBy: null,
      possibleHouseholdId: null,
    });
    const family = await t.db.selectFrom("familyMembers").selectAll().orderBy("position").execute();
    expect(family.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        rsvpId,
        position: 0,
        name: "Ravi Rao",
        gender: "male",
        dietaryPreference: "non-veg",
        beveragePreference: "alcoholic",
        needsMakeupArtist: 0,
        makeupCount: 0,
        idProofUrl: `/files/id/${front}|/files/id/${back}`,
        uploadMode: "separate",
        idDeletedAt: null,
        idDeletedBy: null,
      },
      {
        rsvpId,
        position: 1,
        name: "Leela Rao",
        gender: null,
        dietaryPreference: "vegan",
        beveragePreference: null,
        needsMakeupArtist: 1,
        makeupCount: 2,
        idProofUrl: null,
        uploadMode: null,
        idDeletedAt: null,
        idDeletedBy: null,
      },
    ]);
    const children = await t.db.selectFrom("children").selectAll().execute();
    expect(children.map(({ id: _id, ...rest }) => rest)).toEqual([{ rsvpId, position: 0, name: "Mia", age: 7 }]);
    const files = await t.db.selectFrom("storedFiles").select(["name", "rsvpId", "claimedAt"]).orderBy("name").execute();
    expect(files).toEqual([primary, front, back].sort().map((name) => ({ name, rsvpId, claimedAt: t.clock.now.toISOString() })));
  });

  it("stores one side of a separate upload as a single path", async () => {
    const front = await uploadId();
    const res = await post({ ...base, uploadMode: "separate", frontIdFileName: front });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.selectFrom("rsvps").select("idProofUrl").executeTakeFirstOrThrow()).idProofUrl).toBe(`/files/id/${front}`);
  });

  it("keeps only name, phone, gender and requests for a no, and claims nothing", async () => {
    const file = await uploadId();
    const res = await post({
      ...base,
      rsvpStatus: "no",
      primaryGuestGender: "male",
      dietaryPreference: "veg",
      needsMakeupArtist: true,
      makeupCount: 4,
      specialRequests: "Sorry!",
      uploadedFileName: file,
      uploadMode: "single",
      familyMembers: [{ name: "Ravi" }],
      children: [{ name: "Mia" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom("rsvps").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      rsvpStatus: "no",
      primaryGuestGender: "male",
      specialRequests: "Sorry!",
      dietaryPreference: null,
      needsMakeupArtist: 0,
      makeupCount: 0,
      idProofUrl: null,
      uploadMode: null,
    });
    expect(await counts()).toEqual({ rsvps: 1, familyMembers: 0, children: 0, claimed: 0 });
  });
});

describe("makeup count", () => {
  const stored = async () => {
    const rsvp = await t.db.selectFrom("rsvps").select(["needsMakeupArtist", "makeupCount"]).executeTakeFirstOrThrow();
    const family = await t.db.selectFrom("familyMembers").select(["needsMakeupArtist", "makeupCount"]).orderBy("position").execute();
    return { rsvp, family };
  };

  it("stores 0 for a stale count without a makeup artist instead of refusing it", async () => {
    const res = await post({ ...base, needsMakeupArtist: false, makeupCount: 11, familyMembers: [{ name: "Ravi", makeupCount: "abc" }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual({ rsvp: { needsMakeupArtist: 0, makeupCount: 0 }, family: [{ needsMakeupArtist: 0, makeupCount: 0 }] });
  });

  it("stores one session when a makeup artist is asked for with 0 or no count", async () => {
    const res = await post({ ...base, needsMakeupArtist: true, makeupCount: 0, familyMembers: [{ name: "Ravi", needsMakeupArtist: true, makeupCount: "" }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual({ rsvp: { needsMakeupArtist: 1, makeupCount: 1 }, family: [{ needsMakeupArtist: 1, makeupCount: 1 }] });
  });

  it("stores the same on the tRPC door", async () => {
    const res = await trpcMutation(t.app, "guest.submitRsvp", { ...base, needsMakeupArtist: true, familyMembers: [{ name: "Ravi", makeupCount: 7 }] });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({ rsvp: { needsMakeupArtist: 1, makeupCount: 1 }, family: [{ needsMakeupArtist: 0, makeupCount: 0 }] });
  });
});

describe("file claims", () => {
  const FILE_NOT_FOUND = { message: "An uploaded ID file was not found. Please upload it again." };

  it("refuses a file name that was never uploaded", async () => {
    const res = await post({ ...base, uploadedFileName: "NeverUploaded123456.pdf" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FILE_NOT_FOUND);
    expect(await counts()).toEqual(NOTHING);
  });

  it("refuses a temp name already claimed by another RSVP and writes nothing", async () => {
    const file = await uploadId();
    expect((await post({ ...base, uploadedFileName: file })).statusCode).toBe(200);
    const before = await counts();
    const res = await post({
      ...base,
      primaryGuestName: "Someone Else",
      primaryGuestPhone: "9123456789",
      uploadedFileName: file,
      familyMembers: [{ name: "A" }],
      children: [{ name: "B" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FILE_NOT_FOUND);
    expect(await counts()).toEqual(before);
  });

  it("refuses the same name used twice in one submission", async () => {
    const file = await uploadId();
    const res = await post({ ...base, uploadedFileName: file, familyMembers: [{ name: "Ravi", uploadMode: "single", uploadedFileName: file }] });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/more than once/);
    expect(await counts()).toEqual(NOTHING);
    expect((await t.db.selectFrom("storedFiles").select("rsvpId").executeTakeFirstOrThrow()).rsvpId).toBeNull();
  });

  it("rolls everything back when the second family member references an unknown file", async () => {
    const primary = await uploadId();
    const first = await uploadId();
    const res = await post({
      ...base,
      uploadedFileName: primary,
      familyMembers: [
        { name: "Ravi", uploadMode: "single", uploadedFileName: first },
        { name: "Leela", uploadMode: "separate", frontIdFileName: "UnknownFront123456.png" },
      ],
      children: [{ name: "Mia", age: 3 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FILE_NOT_FOUND);
    expect(await counts()).toEqual(NOTHING);
    const files = await t.db.selectFrom("storedFiles").select(["rsvpId", "claimedAt"]).execute();
    expect(files).toEqual([
      { rsvpId: null, claimedAt: null },
      { rsvpId: null, claimedAt: null },
    ]);
  });
});

describe("idempotency", () => {
  it("returns the first RSVP for a repeated submission key and writes one row", async () => {
    const file = await uploadId();
    const payload = { ...base, uploadedFileName: file, idempotencyKey: crypto.randomUUID(), familyMembers: [{ name: "Ravi" }] };
    const first = await post(payload);
    const second = await post(payload);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await counts()).toEqual({ rsvps: 1, familyMembers: 1, children: 0, claimed: 1 });
  });

  it("creates one RSVP when the same key arrives concurrently", async () => {
    const payload = { ...base, idempotencyKey: "race-key-0001" };
    const results = await Promise.all([post(payload), post(payload), trpcMutation(t.app, "guest.submitRsvp", payload)]);
    const ids = new Set(results.map((r) => ("json" in r ? (r.json() as { rsvpId: string }).rsvpId : (r.body.result?.data as { rsvpId: string }).rsvpId)));
    expect(ids.size).toBe(1);
    expect((await counts()).rsvps).toBe(1);
  });

  it("answers both of two calls with the same key at once with one reply (the second finds the first in their shared transaction)", async () => {
    const db = await makeTestDb();
    const input = ZRsvpSubmission.parse({ ...base, idempotencyKey: "race-key-0002" });
    const deps = { db, now: () => new Date(), config: { appSecret: "s".repeat(64), filesDir: "/nonexistent" } };
    const [a, b] = await Promise.all([submitRsvp(deps, input), submitRsvp(deps, input)]);
    expect(a).toEqual(b);
    expect(await db.selectFrom("rsvps").select("id").execute()).toEqual([{ id: a.rsvpId }]);
    await db.destroy();
  });

  it("stores replies that arrive together each on its own: a repeated phone among them gets 409, the others stand", async () => {
    const [first, repeat, other] = await Promise.all([
      post({ ...base, familyMembers: [{ name: "Ravi Rao" }] }),
      post({ ...base, primaryGuestName: "Asha R." }),
      post({ ...base, primaryGuestPhone: "9123456789", children: [{ name: "Mini", age: 4 }] }),
    ]);
    expect([first.statusCode, repeat.statusCode, other.statusCode]).toEqual([200, 409, 200]);
    expect(repeat.json()).toEqual({ message: MESSAGES.duplicatePhone });
    const stored = await t.db.selectFrom("rsvps").select(["primaryGuestName", "primaryGuestPhone"]).orderBy("primaryGuestPhone").execute();
    expect(stored).toEqual([
      { primaryGuestName: "Asha Rao", primaryGuestPhone: "+919123456789" },
      { primaryGuestName: "Asha Rao", primaryGuestPhone: "+919876543210" },
    ]);
    expect(await counts()).toEqual({ rsvps: 2, familyMembers: 1, children: 1, claimed: 0 });
  });

  it("creates separate RSVPs without a key", async () => {
    expect((await post(base)).statusCode).toBe(200);
    expect((await post({ ...base, primaryGuestPhone: "9123456789" })).statusCode).toBe(200);
    expect((await counts()).rsvps).toBe(2);
  });
});
