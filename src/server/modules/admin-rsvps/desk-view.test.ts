/** Issue 17: a desk session never receives ID document paths, on either door, while planners and owners do. */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ID_ON_FILE } from "../../../shared/id-proof";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { createAdminSession, makeTestApp, type TestApp, trpcQuery } from "../../app.test-helpers";
import { insertFixtureRsvp } from "./admin-rsvps.test-helpers";

let t: TestApp;
let withId: string;
let withoutId: string;
const bearer = async (role: "owner" | "planner" | "desk") => ({ authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, role)}` });

beforeEach(async () => {
  t = await makeTestApp();
  withId = await insertFixtureRsvp(t.db, {
    name: "Asha Rao",
    idProofUrl: "/files/id/aaaaaaaaaa.pdf|/files/id/bbbbbbbbbb.pdf",
    createdAt: "2025-10-01T10:00:00.000Z",
    family: [
      { name: "Ravi Rao", idProofUrl: "/files/id/cccccccccc.png" },
      { name: "Meena Rao", idProofUrl: null },
    ],
  });
  withoutId = await insertFixtureRsvp(t.db, { name: "Bo Lin", idProofUrl: null, createdAt: "2025-10-02T10:00:00.000Z" });
  const dir = path.join(t.config.filesDir, "id");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "cccccccccc.png"), "png bytes");
  await t.db
    .insertInto("storedFiles")
    .values({ name: "cccccccccc.png", kind: "id", mimeType: "image/png", sizeBytes: 9, rsvpId: withId, claimedAt: "2025-10-01T00:00:00.000Z" })
    .execute();
});
afterEach(async () => {
  await t.close();
});

const byId = (list: Rsvp[], id: string) => list.find((r) => r.id === id)!;

describe("desk sessions and ID documents", () => {
  it.each([
    ["GET /api/admin/rsvps", "/api/admin/rsvps", (body: unknown) => (body as { data: Rsvp[] }).data],
    ["GET /api/rsvps-with-rooms", "/api/rsvps-with-rooms", (body: unknown) => body as Rsvp[]],
  ])("%s gives the desk a marker, never a path", async (_name, url, list) => {
    const res = await t.app.inject({ method: "GET", url, headers: await bearer("desk") });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("/files/");
    expect(res.body).not.toContain("aaaaaaaaaa");
    const rsvps = list(res.json());
    const asha = byId(rsvps, withId);
    expect(asha.idProofUrl).toBe(ID_ON_FILE);
    expect(asha.familyMembers.map((m) => [m.name, m.idProofUrl])).toEqual([
      ["Ravi Rao", ID_ON_FILE],
      ["Meena Rao", null],
    ]);
    expect(byId(rsvps, withoutId).idProofUrl).toBeNull();
    // Nor the guests' private edit links, which would let the desk change a reply.
    expect(res.body).not.toContain("/rsvp/");
    expect(rsvps.map((r) => r.editUrl)).toEqual(rsvps.map(() => ""));
  });

  it("the tRPC reads give the desk no path either", async () => {
    const headers = await bearer("desk");
    for (const proc of ["admin.rsvps", "admin.rsvpsWithRooms"]) {
      const res = await trpcQuery(t.app, proc, undefined, headers);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain("/files/");
      expect(text).not.toContain("/rsvp/");
      expect(text).toContain(ID_ON_FILE);
    }
  });

  it.each(["planner", "owner"] as const)("a %s still reads the paths", async (role) => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: await bearer(role) });
    expect(res.statusCode).toBe(200);
    const asha = byId((res.json() as { data: Rsvp[] }).data, withId);
    expect(asha.idProofUrl).toBe("/files/id/aaaaaaaaaa.pdf|/files/id/bbbbbbbbbb.pdf");
    expect(asha.familyMembers[0]!.idProofUrl).toBe("/files/id/cccccccccc.png");
    expect(asha.editUrl).toMatch(/^\/rsvp\/[A-Za-z0-9_-]{43}$/);
  });

  it("the stored paths stay untouched in the database, and the desk cannot open the document (403)", async () => {
    const headers = await bearer("desk");
    await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers });
    const row = await t.db.selectFrom("rsvps").select("idProofUrl").where("id", "=", withId).executeTakeFirstOrThrow();
    expect(row.idProofUrl).toBe("/files/id/aaaaaaaaaa.pdf|/files/id/bbbbbbbbbb.pdf");
    const file = await t.app.inject({ method: "GET", url: "/files/id/cccccccccc.png", headers });
    expect(file.statusCode).toBe(403);
    expect(file.json()).toEqual({ message: "Your role does not allow this." });
    const planner = await t.app.inject({ method: "GET", url: "/files/id/cccccccccc.png", headers: await bearer("planner") });
    expect(planner.statusCode).toBe(200);
    expect(planner.body).toBe("png bytes");
  });
});
