/**
 * The activity log (issue 17, item 3): an entry for each kind this module's callers record (replies added,
 * changed and deleted by the couple, ID documents opened, exports, purges), and GET /api/admin/activity
 * (owner and planner, paged, newest first). Real app over in-memory SQLite.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { multipartBody, PDF_BYTES } from "../../files/multipart.test-helpers";
import { createAdminSession, makeTestApp, type TestApp, teamMember, trpcQuery } from "../../app.test-helpers";
import { recordActivity } from "./record";

let t: TestApp;
let owner: Record<string, string>;
let ownerName: string;
beforeEach(async () => {
  t = await makeTestApp();
  owner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
  ownerName = (await teamMember(t.db, "owner")).name;
});
afterEach(async () => {
  await t.close();
});

const tick = () => (t.clock.now = new Date(t.clock.now.getTime() + 60_000));
const entries = () => t.db.selectFrom("activityLog").select(["adminName", "action", "detail", "rsvpId"]).orderBy("id").execute();

async function guestUpload(): Promise<string> {
  const body = multipartBody({ data: PDF_BYTES });
  const res = await t.app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", payload: body.payload, headers: body.headers });
  return (res.json() as { fileName: string }).fileName;
}

const reply = { primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes" };

describe("what is recorded", () => {
  it("the couple's reply added, changed and deleted, with who, when and the guest's name", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/rsvps", headers: owner, payload: reply });
    expect(created.statusCode).toBe(200);
    const { rsvpId } = created.json() as { rsvpId: string };
    tick();
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/admin/rsvps/${rsvpId}`, headers: owner, payload: { ...reply, primaryGuestName: "Asha R." } })).statusCode,
    ).toBe(200);
    tick();
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/rsvps/${rsvpId}`, headers: owner })).statusCode).toBe(200);

    expect(await entries()).toEqual([
      { adminName: ownerName, action: "rsvp.add", detail: "Asha Rao", rsvpId },
      { adminName: ownerName, action: "rsvp.change", detail: "Asha Rao\nName: Asha Rao → Asha R.", rsvpId },
      { adminName: ownerName, action: "rsvp.delete", detail: "Asha R.: 1 person", rsvpId },
    ]);
  });

  it("a guest's own reply is not the couple's activity", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply })).statusCode).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it("every opening of an ID document, naming whose it is and never the file", async () => {
    const primary = await guestUpload();
    const member = await guestUpload();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: {
        ...reply,
        idConsent: true,
        uploadMode: "single",
        uploadedFileName: primary,
        familyMembers: [{ name: "Ravi Rao", uploadMode: "single", uploadedFileName: member }],
      },
    });
    const { rsvpId } = res.json() as { rsvpId: string };
    for (const name of [primary, member, primary])
      expect((await t.app.inject({ method: "GET", url: `/files/id/${name}`, headers: owner })).statusCode).toBe(200);
    // A refused read (no session) is no opening.
    expect((await t.app.inject({ method: "GET", url: `/files/id/${primary}` })).statusCode).toBe(401);

    const log = await entries();
    expect(log).toEqual([
      { adminName: ownerName, action: "id.open", detail: "Asha Rao", rsvpId },
      { adminName: ownerName, action: "id.open", detail: "Ravi Rao (reply of Asha Rao)", rsvpId },
      { adminName: ownerName, action: "id.open", detail: "Asha Rao", rsvpId },
    ]);
    expect(JSON.stringify(log)).not.toContain(primary);
  });

  it("every export, and the owner's purge with its count", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/export", headers: owner })).statusCode).toBe(200);
    await guestUpload();
    expect((await t.app.inject({ method: "POST", url: "/api/admin/id-documents/purge", headers: owner })).statusCode).toBe(200);
    const day = t.clock.now.toISOString().slice(0, 10);
    expect(await entries()).toEqual([
      { adminName: ownerName, action: "export", detail: `wedding-rsvps-${day}.xlsx`, rsvpId: null },
      { adminName: ownerName, action: "id.purge", detail: "Deleted 1 ID document", rsvpId: null },
    ]);
  });

  it("never a session token, in any entry", async () => {
    await t.app.inject({ method: "POST", url: "/api/admin/rsvps", headers: owner, payload: reply });
    await t.app.inject({ method: "GET", url: "/api/admin/export", headers: owner });
    const token = owner.authorization!.slice(7);
    expect(JSON.stringify(await t.db.selectFrom("activityLog").selectAll().execute())).not.toContain(token);
  });
});

describe("GET /api/admin/activity", () => {
  async function seed(n: number) {
    const start = Date.parse("2025-11-01T00:00:00.000Z");
    for (let i = 0; i < n; i++) {
      await recordActivity(t.db, { at: new Date(start + i * 60_000), actor: { id: 1, name: "Meera" }, action: "export", detail: `export ${i}` });
    }
  }

  it("answers one page, newest first, with the total; pageSize 50 by default", async () => {
    await seed(55);
    const first = await t.app.inject({ method: "GET", url: "/api/admin/activity", headers: owner });
    expect(first.statusCode).toBe(200);
    const body = first.json() as { entries: { detail: string; at: string; adminName: string }[]; page: number; pageSize: number; total: number };
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 55 });
    expect(body.entries).toHaveLength(50);
    expect(body.entries[0]).toMatchObject({ detail: "export 54", at: "2025-11-01T00:54:00.000Z", adminName: "Meera", action: "export" });

    const second = (await t.app.inject({ method: "GET", url: "/api/admin/activity?page=2&pageSize=50", headers: owner })).json() as typeof body;
    expect(second.entries.map((e) => e.detail)).toEqual(["export 4", "export 3", "export 2", "export 1", "export 0"]);
    const small = (await t.app.inject({ method: "GET", url: "/api/admin/activity?page=3&pageSize=2", headers: owner })).json() as typeof body;
    expect(small.entries.map((e) => e.detail)).toEqual(["export 50", "export 49"]);
    // The same page on the tRPC door.
    expect((await trpcQuery(t.app, "admin.activity", { page: 3, pageSize: 2 }, owner)).body.result!.data).toEqual(small);
  });

  it("answers an empty page past the end and on an empty log", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/activity", headers: owner })).json()).toEqual({
      entries: [],
      page: 1,
      pageSize: 50,
      total: 0,
    });
    await seed(1);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/activity?page=9", headers: owner })).json()).toMatchObject({ entries: [], total: 1 });
  });

  it("refuses a bad page or size with 400 and a sentence", async () => {
    for (const q of ["page=0", "page=x", "pageSize=0", "pageSize=101", "page=1.5"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/activity?${q}`, headers: owner });
      expect(res.statusCode, q).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/^Page (size )?must be/);
    }
  });

  it("is for the owner and planners: a desk gets 403, a stranger 401", async () => {
    await seed(1);
    const planner = await createAdminSession(t.db, t.clock.now, 24, "planner");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/activity", headers: { authorization: `Bearer ${planner}` } })).statusCode).toBe(200);
    const desk = await createAdminSession(t.db, t.clock.now, 24, "desk");
    const refused = await t.app.inject({ method: "GET", url: "/api/admin/activity", headers: { authorization: `Bearer ${desk}` } });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { message: string }).message).toBeTruthy();
    expect((await t.app.inject({ method: "GET", url: "/api/admin/activity" })).statusCode).toBe(401);
  });
});
