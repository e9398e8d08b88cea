/**
 * The team (issue 17): GET/POST /api/admin/team, PUT/DELETE /api/admin/team/:id (owner only), the last-owner
 * rule, sessions that end with a removal or a lower role, and the activity entries. Real app, in-memory SQLite.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROLE_MESSAGE } from "../../../shared/roles";
import { TEAM_MESSAGES } from "../../../shared/schemas/team";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";

let t: TestApp;
let owner: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp({ ADMIN_PHONE: "9876543210" });
  owner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = owner) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as any };
};
const log = () => t.db.selectFrom("activityLog").select(["action", "adminName", "detail"]).orderBy("id").execute();

describe("the team", () => {
  it("lists, adds, changes and removes members, each change in the activity log", async () => {
    const list = await call("GET", "/api/admin/team");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: 1, phoneNumber: "9876543210", name: "Owner", role: "owner", createdAt: expect.any(String) }]);

    const added = await call("POST", "/api/admin/team", { phoneNumber: "91234 56780", name: " Priya ", role: "desk" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ phoneNumber: "9123456780", name: "Priya", role: "desk" });

    const changed = await call("PUT", `/api/admin/team/${added.body.id}`, { role: "planner", name: "Priya S" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: added.body.id, name: "Priya S", role: "planner", phoneNumber: "9123456780" });

    expect((await call("GET", "/api/admin/team")).body.map((m: { name: string; role: string }) => `${m.name}:${m.role}`)).toEqual([
      "Owner:owner",
      "Priya S:planner",
    ]);

    const removed = await call("DELETE", `/api/admin/team/${added.body.id}`);
    expect(removed).toEqual({ status: 200, body: { success: true, message: "Priya S was removed from the team." } });
    expect(await t.db.selectFrom("admins").select("name").execute()).toEqual([{ name: "Owner" }]);

    expect(await log()).toEqual([
      { action: "team.add", adminName: "Owner", detail: "Added Priya (desk)" },
      { action: "team.change", adminName: "Owner", detail: "Priya\nName: Priya → Priya S\nRole: desk → planner" },
      { action: "team.remove", adminName: "Owner", detail: "Removed Priya S (planner)" },
    ]);
  });

  it("refuses a number already on the team (409), bad fields (400) and unknown members (404)", async () => {
    expect(await call("POST", "/api/admin/team", { phoneNumber: "9876543210", name: "Again", role: "desk" })).toEqual({
      status: 409,
      body: { message: TEAM_MESSAGES.phoneTaken },
    });
    expect(await call("POST", "/api/admin/team", { phoneNumber: "12345", name: "X", role: "desk" })).toEqual({
      status: 400,
      body: { message: "Phone number must be exactly 10 digits" },
    });
    expect(await call("POST", "/api/admin/team", { phoneNumber: "9000000077", name: "X", role: "boss" })).toEqual({
      status: 400,
      body: { message: TEAM_MESSAGES.role },
    });
    expect(await call("POST", "/api/admin/team", { phoneNumber: "9000000077", name: "", role: "desk" })).toEqual({
      status: 400,
      body: { message: "Name is required" },
    });
    expect(await call("PUT", "/api/admin/team/99", { name: "Nobody" })).toEqual({ status: 404, body: { message: TEAM_MESSAGES.notFound } });
    expect(await call("DELETE", "/api/admin/team/99")).toEqual({ status: 404, body: { message: TEAM_MESSAGES.notFound } });
    const other = await call("POST", "/api/admin/team", { phoneNumber: "9000000077", name: "Ravi", role: "desk" });
    expect(await call("PUT", `/api/admin/team/${other.body.id}`, { phoneNumber: "9876543210" })).toEqual({
      status: 409,
      body: { message: TEAM_MESSAGES.phoneTaken },
    });
    expect(await t.db.selectFrom("admins").selectAll().execute()).toHaveLength(2);
  });

  it("never removes or demotes the last owner; with a second owner, either may go", async () => {
    expect(await call("DELETE", "/api/admin/team/1")).toEqual({ status: 409, body: { message: TEAM_MESSAGES.lastOwner } });
    expect(await call("PUT", "/api/admin/team/1", { role: "planner" })).toEqual({ status: 409, body: { message: TEAM_MESSAGES.lastOwner } });
    expect((await t.db.selectFrom("admins").select("role").where("id", "=", 1).executeTakeFirstOrThrow()).role).toBe("owner");

    const second = await call("POST", "/api/admin/team", { phoneNumber: "9000000066", name: "Kabir", role: "owner" });
    expect((await call("PUT", "/api/admin/team/1", { role: "planner" })).status).toBe(200);
    // Now Kabir is the last owner.
    expect(
      await call("DELETE", `/api/admin/team/${second.body.id}`, undefined, { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` }),
    ).toEqual({
      status: 409,
      body: { message: TEAM_MESSAGES.lastOwner },
    });
  });

  it("ends a member's sessions when they are removed or given a lower role", async () => {
    const desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
    const planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
    const verify = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/auth/verify-session", headers });
    expect((await verify(planner)).json()).toMatchObject({ success: true, role: "planner", name: "Test planner" });
    const plannerId = (await t.db.selectFrom("admins").select("id").where("role", "=", "planner").executeTakeFirstOrThrow()).id;
    await call("PUT", `/api/admin/team/${plannerId}`, { role: "desk" });
    expect((await verify(planner)).statusCode).toBe(401);
    const deskId = (await t.db.selectFrom("admins").select("id").where("phone", "=", "7000000003").executeTakeFirstOrThrow()).id;
    await call("DELETE", `/api/admin/team/${deskId}`);
    expect((await verify(desk)).statusCode).toBe(401);
  });

  it("is the owner's alone: a planner and the desk get 403 and change nothing", async () => {
    for (const role of ["planner", "desk"] as const) {
      const headers = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, role)}` };
      expect(await call("GET", "/api/admin/team", undefined, headers)).toEqual({ status: 403, body: { message: ROLE_MESSAGE } });
      expect(await call("POST", "/api/admin/team", { phoneNumber: "9000000055", name: "Sneaky", role: "owner" }, headers)).toEqual({
        status: 403,
        body: { message: ROLE_MESSAGE },
      });
      expect(await call("PUT", "/api/admin/team/1", { role: "desk" }, headers)).toEqual({ status: 403, body: { message: ROLE_MESSAGE } });
      expect(await call("DELETE", "/api/admin/team/1", undefined, headers)).toEqual({ status: 403, body: { message: ROLE_MESSAGE } });
    }
    expect(await t.db.selectFrom("admins").select("phone").where("phone", "=", "9000000055").execute()).toEqual([]);
    expect((await t.db.selectFrom("admins").select("role").where("id", "=", 1).executeTakeFirstOrThrow()).role).toBe("owner");
    expect((await log()).filter((e) => e.action.startsWith("team."))).toEqual([]);
  });
});
