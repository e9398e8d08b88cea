/**
 * POST /rsvp/send, the RSVP form without JavaScript, through the real app (app.inject over in-memory SQLite,
 * a real client build's index.html) with real multipart bodies: what it answers, and what the database and the
 * disk hold afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { fileOfSize, formBody, type FormPart, multipartBody, PDF_BYTES, PNG_BYTES } from "../../files/multipart.test-helpers";
import { CONSENT_MESSAGE } from "../../files/upload-consent";
import { UPLOAD_MESSAGES } from "../../files/routes";
import { ADDRESS_SHARE_DIVISOR, inflightUploadBytes, LIMIT_MESSAGES } from "../../files/upload-limits";
import { MESSAGES } from "../../../shared/schemas/rsvp";
import type { ReplyFormState } from "../../../shared/reply-form-state";
import { blankMember } from "../../../shared/reply-form-values";
import { SUBMIT_FAILED } from "../../../shared/reply-payload";
import { SETUP_PENDING_MESSAGE } from "../../../shared/setup-pending";
import { FORM_POST_MESSAGES } from "./form-post";
import { RSVP_BURST_PER_IP } from "./limits";

const INDEX = '<!doctype html><html><head><title>x</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const KEY = "0123456789abcdef0123456789abcdef";

let t: TestApp;
let clientDir: string;
beforeEach(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-nojs-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const post = (parts: readonly FormPart[], remoteAddress = "127.0.0.1") => {
  const body = formBody(parts);
  return t.app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers, remoteAddress });
};
/** The form's state the page carries for the server-rendered form. */
function stateOf(html: string): ReplyFormState {
  const m = /<script id="reply-form-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error("no #reply-form-state in the page");
  return JSON.parse(m[1]!) as ReplyFormState;
}
const guest: [string, string][] = [
  ["idempotencyKey", KEY],
  ["primaryGuestName", "Asha Rao"],
  ["primaryGuestPhone", "98765 43210"],
  ["rsvpStatus", "yes"],
];
const rows = async () => ({
  rsvps: await t.db.selectFrom("rsvps").select(["id", "primaryGuestName", "idProofUrl", "idConsentAt"]).execute(),
  members: await t.db.selectFrom("familyMembers").select(["name", "idProofUrl"]).orderBy("id").execute(),
  children: await t.db.selectFrom("children").select(["name", "age"]).orderBy("id").execute(),
  files: await t.db.selectFrom("storedFiles").select(["name", "rsvpId"]).where("kind", "=", "id").execute(),
});
const idFilesOnDisk = () =>
  fs
    .readdirSync(path.join(t.config.filesDir, "id"), { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
const ensureIdDir = () => fs.mkdirSync(path.join(t.config.filesDir, "id"), { recursive: true });

describe("a reply sent without JavaScript", () => {
  it("stores a family with children and ID files, and sends the guest to the reply's link (303)", async () => {
    const res = await post([
      ...guest,
      ["idConsent", "on"],
      { name: "uploadedFileName", data: PDF_BYTES },
      ["uploadedFileName", ""],
      ["familyMembers.0.name", "Ravi Rao"],
      ["familyMembers.0.uploadMode", "separate"],
      { name: "familyMembers.0.frontIdFileName", data: PNG_BYTES, filename: "front.png", contentType: "image/png" },
      { name: "familyMembers.0.backIdFileName", data: Buffer.alloc(0), filename: "", contentType: "application/octet-stream" },
      ["familyMembers.1.name", "Meera Rao"],
      ["children.0.name", "Anu"],
      ["children.0.age", "6"],
      ["children.1.name", "Dev"],
      ["children.1.age", ""],
      ["intent", "send"],
    ]);
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/rsvp\/[A-Za-z0-9_-]{20,}\?sent=1$/);
    const { rsvps, members, children, files } = await rows();
    expect(rsvps).toHaveLength(1);
    expect(rsvps[0]!.primaryGuestName).toBe("Asha Rao");
    expect(rsvps[0]!.idProofUrl).toMatch(/^\/files\/id\/[\w-]+\.pdf$/);
    expect(rsvps[0]!.idConsentAt).not.toBeNull();
    expect(members).toEqual([
      { name: "Ravi Rao", idProofUrl: expect.stringMatching(/^\/files\/id\/[\w-]+\.png$/) },
      { name: "Meera Rao", idProofUrl: null },
    ]);
    expect(children).toEqual([
      { name: "Anu", age: 6 },
      { name: "Dev", age: null },
    ]);
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.rsvpId === rsvps[0]!.id)).toBe(true);
    expect(idFilesOnDisk().sort()).toEqual(files.map((f) => f.name).sort());
    // The link it leads to opens that reply.
    const mine = await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${location.slice(6, -7)}` });
    expect(mine.json()).toMatchObject({ primaryGuestName: "Asha Rao", rsvpId: rsvps[0]!.id });
  });

  it("shows the errors by field with everything typed kept (400), and saves nothing", async () => {
    const res = await post([
      ...guest.filter(([name]) => name !== "primaryGuestPhone"),
      ["primaryGuestPhone", "98765"],
      ["specialRequests", "Vegan <script>alert(1)</script>"],
      ["familyMembers.0.name", ""],
      ["children.0.name", "Anu"],
      ["children.0.age", "19"],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).not.toContain("<script>alert(1)");
    const state = stateOf(res.body);
    expect(state.errors).toEqual({
      primaryGuestPhone: MESSAGES.phone,
      "familyMembers.0.name": MESSAGES.name,
      "children.0.age": MESSAGES.childAge,
    });
    expect(state.notice).toBe(SUBMIT_FAILED.description);
    expect(state.idempotencyKey).toBe(KEY);
    expect(state.values).toMatchObject({ primaryGuestName: "Asha Rao", primaryGuestPhone: "98765", specialRequests: "Vegan <script>alert(1)</script>" });
    expect(state.values.children).toEqual([{ name: "Anu", age: "19" }]);
    expect(await rows()).toEqual({ rsvps: [], members: [], children: [], files: [] });
  });

  it("keeps a file stored on an earlier round trip (the hidden field) and claims it when the reply goes", async () => {
    const refused = await post([
      ["idempotencyKey", "another-key-123"],
      ["primaryGuestPhone", "9123456780"],
      ["rsvpStatus", "yes"],
      ["idConsent", "on"],
      { name: "uploadedFileName", data: PNG_BYTES, contentType: "image/png", filename: "id.png" },
    ]);
    expect(refused.statusCode).toBe(400);
    const kept = stateOf(refused.body).values.uploadedFileName!;
    expect(kept).toMatch(/\.png$/);
    expect((await rows()).files.find((f) => f.name === kept)?.rsvpId).toBeNull();
    const again = await post([
      ["idempotencyKey", "another-key-123"],
      ["primaryGuestName", "Kiran"],
      ["primaryGuestPhone", "9123456780"],
      ["rsvpStatus", "yes"],
      ["idConsent", "on"],
      { name: "uploadedFileName", data: Buffer.alloc(0), filename: "", contentType: "application/octet-stream" },
      ["uploadedFileName", kept],
    ]);
    expect(again.statusCode, again.body).toBe(303);
    expect((await rows()).files.find((f) => f.name === kept)?.rsvpId).not.toBeNull();
  });

  it("saves one reply when the same form is posted twice (the same idempotency key)", async () => {
    const a = await post(guest);
    const b = await post(guest);
    expect(a.statusCode).toBe(303);
    expect(b.statusCode).toBe(303);
    expect(b.headers.location).toBe(a.headers.location);
    expect((await rows()).rsvps).toHaveLength(1);
  });

  it("a guest who declines sends nobody else and no file, as the browser's form does", async () => {
    const res = await post([...guest.filter(([n]) => n !== "rsvpStatus"), ["rsvpStatus", "no"], ["familyMembers.0.name", ""], ["children.0.age", "40"]]);
    expect(res.statusCode, res.body).toBe(303);
    const { members, children } = await rows();
    expect(members).toEqual([]);
    expect(children).toEqual([]);
  });
});

describe("buttons that change the form", () => {
  it("adds and removes a member or a child (200), saving nothing and keeping stored files", async () => {
    const added = await post([
      ...guest,
      ["idConsent", "on"],
      { name: "uploadedFileName", data: PDF_BYTES },
      ["familyMembers.0.name", "Ravi"],
      ["intent", "add-member"],
    ]);
    expect(added.statusCode).toBe(200);
    const state = stateOf(added.body);
    expect(state.errors).toEqual({});
    expect(state.notice).toBeUndefined();
    expect(state.values.familyMembers).toEqual([{ ...blankMember(), name: "Ravi" }, blankMember()]);
    expect(state.values.uploadedFileName).toMatch(/\.pdf$/);
    expect((await rows()).rsvps).toEqual([]);
    expect((await rows()).files).toHaveLength(1);

    const child = await post([...guest, ["children.0.name", "Anu"], ["intent", "add-child"]]);
    expect(stateOf(child.body).values.children).toEqual([
      { name: "Anu", age: "" },
      { name: "", age: "" },
    ]);
    const removed = await post([...guest, ["familyMembers.0.name", "Ravi"], ["familyMembers.1.name", "Meera"], ["intent", "remove-member:0"]]);
    expect(removed.statusCode).toBe(200);
    expect(stateOf(removed.body).values.familyMembers.map((m) => m.name)).toEqual(["Meera"]);
    expect((await rows()).rsvps).toEqual([]);
  });

  it("refuses a button the form does not have (400) with a sentence, saving nothing", async () => {
    const res = await post([...guest, ["intent", "delete-everything"]]);
    expect(res.statusCode).toBe(400);
    expect(stateOf(res.body).notice).toBe(FORM_POST_MESSAGES.unknownButton);
    expect((await rows()).rsvps).toEqual([]);
  });
});

describe("files and consent", () => {
  it("stores no file without the consent box: the field gets the upload's sentence (400), nothing on disk", async () => {
    ensureIdDir();
    const res = await post([...guest, { name: "uploadedFileName", data: PDF_BYTES }]);
    expect(res.statusCode).toBe(400);
    expect(stateOf(res.body).errors).toEqual({ uploadedFileName: CONSENT_MESSAGE });
    expect(await rows()).toEqual({ rsvps: [], members: [], children: [], files: [] });
    expect(idFilesOnDisk()).toEqual([]);
  });

  it("refuses a file that is not a PDF, JPG or PNG at its field, storing nothing", async () => {
    ensureIdDir();
    const res = await post([...guest, ["idConsent", "on"], { name: "uploadedFileName", data: Buffer.from("MZ\x90\x00 not a document"), filename: "id.pdf" }]);
    expect(res.statusCode).toBe(400);
    expect(stateOf(res.body).errors).toEqual({ uploadedFileName: UPLOAD_MESSAGES.invalidType });
    expect(idFilesOnDisk()).toEqual([]);
    expect((await rows()).files).toEqual([]);
  });
});

describe("upload room is asked for by files only", () => {
  const restart = async (overrides: Parameters<typeof makeTestApp>[1]) => {
    await t.close();
    t = await makeTestApp({}, { clientDir, ...overrides });
    ensureIdDir();
  };

  it("on a nearly full disk a reply without files is saved (303); a file is refused at its field with everything kept", async () => {
    // A floor larger than any disk stands in for a full one (disk-guard.ts).
    await restart({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const withFile = await post([...guest, ["idConsent", "on"], { name: "uploadedFileName", data: PDF_BYTES }, ["familyMembers.0.name", "Ravi Rao"]]);
    expect(withFile.statusCode).toBe(400);
    const state = stateOf(withFile.body);
    expect(state.errors).toEqual({ uploadedFileName: LIMIT_MESSAGES.diskLow });
    expect(state.values).toMatchObject({ primaryGuestName: "Asha Rao", familyMembers: [{ name: "Ravi Rao" }] });
    expect(await rows()).toEqual({ rsvps: [], members: [], children: [], files: [] });
    expect(idFilesOnDisk()).toEqual([]);

    const without = await post([...guest, ["familyMembers.0.name", "Ravi Rao"]]);
    expect(without.statusCode, without.body.slice(0, 300)).toBe(303);
    expect((await rows()).rsvps).toMatchObject([{ primaryGuestName: "Asha Rao", idProofUrl: null }]);
    expect(inflightUploadBytes(t.app.deps)).toBe(0);
  });

  it("an address past its share of waiting uploads still replies without files; its next file gets the share's sentence", async () => {
    const CAP = 1_000_000;
    const FILE = 60_000;
    await restart({ idUnclaimedCapBytes: CAP });
    for (let i = 0; i < Math.floor(CAP / ADDRESS_SHARE_DIVISOR / FILE); i++) {
      const body = multipartBody({ data: fileOfSize(PDF_BYTES, FILE) });
      const up = await t.app.inject({
        method: "POST",
        url: "/api/temp-upload?consent=yes",
        payload: body.payload,
        headers: body.headers,
        remoteAddress: "10.0.0.1",
      });
      expect(up.statusCode).toBe(200);
    }
    const waiting = (await rows()).files.length;

    const withFile = await post([...guest, ["idConsent", "on"], { name: "uploadedFileName", data: fileOfSize(PDF_BYTES, FILE) }], "10.0.0.1");
    expect(withFile.statusCode).toBe(400);
    expect(stateOf(withFile.body).errors).toEqual({ uploadedFileName: LIMIT_MESSAGES.addressShareFull("6 hours") });
    expect((await rows()).files).toHaveLength(waiting);

    const without = await post(guest, "10.0.0.1");
    expect(without.statusCode).toBe(303);
    expect((await rows()).rsvps).toHaveLength(1);
    expect(inflightUploadBytes(t.app.deps)).toBe(0);
  });
});

describe("an invitation, a known phone, a busy network", () => {
  async function householdLink(seats: number) {
    const auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
    const res = await t.app.inject({ method: "POST", url: "/api/admin/households", headers: auth, payload: { name: "Sharma family", seats } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number; inviteUrl: string }).inviteUrl.slice(3);
  }

  it("replies for the household of the invitation token, and shows its page again on a refusal", async () => {
    const token = await householdLink(2);
    const tooMany = await post([...guest, ["invitationToken", token], ["familyMembers.0.name", "Ravi"], ["children.0.name", "Anu"]]);
    expect(tooMany.statusCode).toBe(400);
    expect(stateOf(tooMany.body).notice).toBe("Your invitation is for 2 guests. Please ask the couple before adding more.");
    const ok = await post([...guest, ["invitationToken", token], ["familyMembers.0.name", "Ravi"]]);
    expect(ok.statusCode, ok.body).toBe(303);
    const linked = await t.db.selectFrom("households").select("rsvpId").executeTakeFirstOrThrow();
    expect(linked.rsvpId).toBe((await rows()).rsvps[0]!.id);
  });

  it("shows the invite-only sentence (403) on the home page's form, saving nothing", async () => {
    const auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
    const payload = { brideName: "Meera", groomName: "Aarav", weddingDate: "2027-02-12", venue: "Udaipur", rsvpMode: "invite-only" };
    expect((await t.app.inject({ method: "PUT", url: "/api/wedding-details", headers: auth, payload })).statusCode).toBe(200);
    const res = await post(guest);
    expect(res.statusCode).toBe(403);
    expect(stateOf(res.body)).toMatchObject({ errors: {}, notice: "Replies are by invitation. Please use the link from your invitation." });
    expect((await rows()).rsvps).toEqual([]);
  });

  it("puts a known phone's sentence at the phone field (409)", async () => {
    expect((await post(guest)).statusCode).toBe(303);
    const res = await post([["idempotencyKey", "second-form-key"], ...guest.slice(1)]);
    expect(res.statusCode).toBe(409);
    const state = stateOf(res.body);
    expect(Object.keys(state.errors)).toEqual(["primaryGuestPhone"]);
    expect(state.values.primaryGuestName).toBe("Asha Rao");
  });

  it("never skips the busy network's check: a sentence saying when to try again (429), nothing saved", async () => {
    for (let i = 0; i < RSVP_BURST_PER_IP.max; i++) {
      const res = await post([
        ["idempotencyKey", `burst-key-${i}`],
        ["primaryGuestName", `Guest ${i}`],
        ["primaryGuestPhone", `90000000${String(i).padStart(2, "0")}`],
        ["rsvpStatus", "no"],
      ]);
      expect(res.statusCode).toBe(303);
    }
    const res = await post([...guest, ["proof", "anything"]]);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("600");
    expect(stateOf(res.body).notice).toBe(FORM_POST_MESSAGES.busy("10 minutes"));
    expect((await rows()).rsvps).toHaveLength(RSVP_BURST_PER_IP.max);
  });
});

describe("before setup", () => {
  it("stores nothing and says the site is being prepared (403)", async () => {
    const fresh = await makeTestApp({ ADMIN_PHONE: "" }, { clientDir });
    try {
      const body = formBody([...guest, ["idConsent", "on"], { name: "uploadedFileName", data: PDF_BYTES }]);
      const res = await fresh.app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers });
      expect(res.statusCode).toBe(403);
      expect(stateOf(res.body).notice).toBe(SETUP_PENDING_MESSAGE);
      expect(await fresh.db.selectFrom("storedFiles").select("name").execute()).toEqual([]);
      expect(await fresh.db.selectFrom("rsvps").select("id").execute()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
