/** Every write to the guest list and its messages is in the Activity log: who, what, and which household. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, teamMember } from "../../app.test-helpers";
import { multipartBody } from "../../files/multipart.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  await teamMember(t.db, "planner", t.clock.now);
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
});
afterEach(async () => {
  await t.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => t.app.inject({ method, url, payload, headers: auth });
const log = () => t.db.selectFrom("activityLog").select(["action", "detail", "adminName"]).where("action", "!=", "login").orderBy("id").execute();

describe("the Activity log of the guest list", () => {
  it("records adding, changing, sending, revoking, linking, importing and removing households, and template changes", async () => {
    const { id } = (await call("POST", "/api/admin/households", { name: "Sharma family", phone: "9876543210", seats: 2 })).json() as { id: number };
    await call("PUT", `/api/admin/households/${id}`, { name: "Sharma family", phone: "9876543210", seats: 3, tags: ["outstation"] });
    // Saving the same values again changes nothing, so nothing is recorded.
    await call("PUT", `/api/admin/households/${id}`, { name: "Sharma family", phone: "9876543210", seats: 3, tags: ["outstation"] });
    await call("POST", `/api/admin/households/${id}/sent`);
    await call("POST", `/api/admin/households/${id}/revoke-link`);
    const reply = (
      await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { primaryGuestName: "Gate Crasher", primaryGuestPhone: "9000000009", rsvpStatus: "no" } })
    ).json() as {
      rsvpId: string;
    };
    await call("POST", `/api/admin/rsvps/${reply.rsvpId}/household`, { create: true });
    const csv = Buffer.from("Name,Phone\nVerma family,9988776655\nKapoor,09876500000\n");
    const body = multipartBody({ field: "file", filename: "bride side.csv", contentType: "text/csv", data: csv });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/households/import", payload: body.payload, headers: { ...auth, ...body.headers } })).statusCode,
    ).toBe(200);
    await call("PUT", "/api/admin/message-templates", { kind: "reminder", language: "hi", body: "याद दिला रहे हैं: {link}" });
    await call("DELETE", `/api/admin/households/${id}`);

    const entries = await log();
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ["guests.add", "Sharma family"],
      ["guests.change", "Sharma family: tags, seats"],
      ["guests.send", "Sharma family"],
      ["guests.revoke", "Sharma family"],
      ["guests.link", "Gate Crasher"],
      ["guests.import", "2 households from bride side.csv"],
      ["messages.change", "Reminder in Hindi"],
      ["guests.delete", "Sharma family"],
    ]);
    expect(new Set(entries.map((e) => e.adminName))).toEqual(new Set([entries[0]!.adminName]));
    expect(entries[0]!.adminName).toBeTruthy();
    // Phones and links are personal: the log names households and fields only.
    expect(JSON.stringify(entries)).not.toMatch(/9876543210|\/i\//);
  });

  it("records nothing for a dry run or a refused write", async () => {
    const csv = Buffer.from("Name,Phone\nVerma family,9988776655\n");
    const body = multipartBody({ field: "file", filename: "list.csv", contentType: "text/csv", data: csv });
    await t.app.inject({ method: "POST", url: "/api/admin/households/import?dryRun=1", payload: body.payload, headers: { ...auth, ...body.headers } });
    expect((await call("POST", "/api/admin/households", { name: "" })).statusCode).toBe(400);
    expect((await call("DELETE", "/api/admin/households/999")).statusCode).toBe(404);
    expect(await log()).toEqual([]);
  });
});
