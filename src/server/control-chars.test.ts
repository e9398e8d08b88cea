/**
 * Issue 39: names and one-line texts refuse control characters (U+0000–U+001F, NUL included) with a sentence, on
 * both doors and the no-script form; multi-line texts (requests, notes, descriptions) keep line breaks only ("\r\n"
 * and a lone "\r" stored as "\n"); an imported sheet's control characters never reach a stored name. Before, a NUL
 * or a lone carriage return was stored as typed. (Leading and trailing tabs and line breaks are trimmed, as spaces are.)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTROL_MESSAGES } from "../shared/schemas/common";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "./app.test-helpers";
import { formBody, multipartBody } from "./files/multipart.test-helpers";

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let clientDir: string;
let planner: Record<string, string>;

beforeEach(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-control-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir });
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
});
afterEach(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const reply = (extra: Record<string, unknown>) => ({ primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes", ...extra });
const rsvps = () => t.db.selectFrom("rsvps").select(["primaryGuestName", "specialRequests"]).execute();
const rest = (method: "POST" | "PUT", url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method, url, payload, headers });

const CONTROLS = ["\u0000", "\u0001", "\t", "\n", "\r", "\u001b", "\u001f", "\u007f"];

describe("a guest's reply", () => {
  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))("refuses a name holding %s with a sentence, on both doors, and stores nothing", async (_, c) => {
    for (const payload of [
      reply({ primaryGuestName: `Asha${c}Rao` }),
      reply({ familyMembers: [{ name: `Ravi${c}Rao` }] }),
      reply({ children: [{ name: `An${c}u`, age: 6 }] }),
    ]) {
      const viaRest = await rest("POST", "/api/rsvp", payload);
      expect([viaRest.statusCode, viaRest.json()]).toEqual([400, { message: CONTROL_MESSAGES.name }]);
      const viaTrpc = await trpcMutation(t.app, "guest.submitRsvp", payload);
      expect([viaTrpc.status, viaTrpc.body.error?.message]).toEqual([400, CONTROL_MESSAGES.name]);
    }
    expect(await rsvps()).toEqual([]);
  });

  it("keeps the line breaks of special requests (CRLF and a lone CR stored as LF) and refuses their other control characters", async () => {
    const ok = await rest("POST", "/api/rsvp", reply({ specialRequests: "Late check-in\r\nDiabetic meals\rGround floor\nThanks" }));
    expect(ok.statusCode, ok.body).toBe(200);
    for (const bad of ["Late\u0000check-in", "Tab\there", "Bell\u0007"]) {
      const viaRest = await rest("POST", "/api/rsvp", reply({ primaryGuestPhone: "9876543211", specialRequests: bad }));
      expect([viaRest.statusCode, viaRest.json()]).toEqual([400, { message: CONTROL_MESSAGES.text }]);
      const viaTrpc = await trpcMutation(t.app, "guest.submitRsvp", reply({ primaryGuestPhone: "9876543211", specialRequests: bad }));
      expect([viaTrpc.status, viaTrpc.body.error?.message]).toEqual([400, CONTROL_MESSAGES.text]);
    }
    expect(await rsvps()).toEqual([{ primaryGuestName: "Asha Rao", specialRequests: "Late check-in\nDiabetic meals\nGround floor\nThanks" }]);
  });

  it("refuses a name holding NUL through the no-script form with the same sentence on the page, and stores nothing", async () => {
    const form = formBody([
      ["idempotencyKey", "0123456789abcdef0123456789abcdef"],
      ["primaryGuestName", "Asha\u0000Rao"],
      ["primaryGuestPhone", "98765 43210"],
      ["rsvpStatus", "yes"],
    ]);
    const res = await t.app.inject({ method: "POST", url: "/rsvp/send", payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CONTROL_MESSAGES.name);
    expect(await rsvps()).toEqual([]);
  });
});

describe("the planner's texts", () => {
  it("refuse control characters in names and one-line texts, on both doors", async () => {
    const cases: [string, string, object, string, string][] = [
      ["POST", "/api/admin/households", { name: "Sharma\u0000family", seats: 2 }, "admin.createHousehold", CONTROL_MESSAGES.name],
      ["POST", "/api/admin/households", { name: "Sharma family", seats: 2, guests: ["Ramesh\tSharma"] }, "admin.createHousehold", CONTROL_MESSAGES.name],
      ["POST", "/api/admin/households", { name: "Sharma family", seats: 2, tags: ["col\rlege"] }, "admin.createHousehold", CONTROL_MESSAGES.line],
      [
        "POST",
        "/api/timeline-events",
        { day: 1, eventName: "Haldi\rBEGIN:VALARM", time: "4:00 PM", place: "Lawn" },
        "admin.createTimelineEvent",
        CONTROL_MESSAGES.line,
      ],
      [
        "POST",
        "/api/timeline-events",
        { day: 1, eventName: "Haldi", time: "4:00 PM", place: "Lawn\n" + "x".repeat(3) },
        "admin.createTimelineEvent",
        CONTROL_MESSAGES.line,
      ],
      ["POST", "/api/rooms", { roomNo: "101\u0000", floorNo: 1 }, "admin.createRoom", CONTROL_MESSAGES.line],
      ["POST", "/api/admin/team", { name: "Priya\u0000", phoneNumber: "9000000009", role: "desk" }, "admin.addTeamMember", CONTROL_MESSAGES.name],
    ];
    // The team is the owner's.
    const owner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "owner")}` };
    for (const [method, url, payload, procedure, message] of cases) {
      const auth = procedure === "admin.addTeamMember" ? owner : planner;
      const viaRest = await rest(method as "POST", url, payload, auth);
      expect([viaRest.statusCode, viaRest.json()], `${url} ${JSON.stringify(payload)}`).toEqual([400, { message }]);
      const viaTrpc = await trpcMutation(t.app, procedure, payload, auth);
      expect([viaTrpc.status, viaTrpc.body.error?.message], procedure).toEqual([400, message]);
    }
    expect(await t.db.selectFrom("households").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("timelineEvents").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("rooms").select("id").execute()).toEqual([]);
  });

  it("keep the line breaks of notes and descriptions as LF", async () => {
    const h = await rest("POST", "/api/admin/households", { name: "Sharma family", seats: 2, notes: "Uncle from Pune\r\nVegetarian\rCall after 6" }, planner);
    expect(h.statusCode, h.body).toBe(201);
    const e = await rest(
      "POST",
      "/api/timeline-events",
      { day: 1, eventName: "Haldi", time: "4:00 PM", place: "Lawn", description: "Wear yellow\r\rBring flowers" },
      planner,
    );
    expect(e.statusCode, e.body).toBe(201);
    expect(await t.db.selectFrom("households").select("notes").execute()).toEqual([{ notes: "Uncle from Pune\nVegetarian\nCall after 6" }]);
    expect(await t.db.selectFrom("timelineEvents").select("description").execute()).toEqual([{ description: "Wear yellow\n\nBring flowers" }]);
    const bad = await rest("POST", "/api/admin/households", { name: "Rao family", seats: 2, notes: "Uncle\u0000" }, planner);
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: CONTROL_MESSAGES.text }]);
  });
});

describe("an imported guest list", () => {
  it("stores names and guests without the sheet's control characters (NUL, tab, a lone CR)", async () => {
    const csv = [
      "Name,Phone,Guests,Notes",
      '"Sharma\u0000family","98765 43210","Ramesh\tSharma\rSunita","Uncle\u0000from Pune"',
      '"\u0000\u0001",9876543211,,',
    ].join("\n");
    const body = multipartBody({ field: "file", filename: "guests.csv", contentType: "text/csv", data: Buffer.from(csv) });
    const res = await t.app.inject({ method: "POST", url: "/api/admin/households/import", payload: body.payload, headers: { ...planner, ...body.headers } });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.db.selectFrom("households").select(["name", "guests", "notes"]).execute();
    expect(stored).toEqual([{ name: "Sharma family", guests: JSON.stringify(["Ramesh Sharma", "Sunita"]), notes: "Uncle from Pune" }]);
    // eslint-disable-next-line no-control-regex -- no control character may be stored
    expect(stored.map((h) => `${h.name}${h.guests}${h.notes}`).join("")).not.toMatch(/[\u0000-\u001f]/);
  });
});
