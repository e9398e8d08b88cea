/** Message templates and a household's message, through the real app on both doors. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES, fillTemplate } from "../../../shared/message-templates";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  // Links are written on the public address (PUBLIC_URL), whatever Host a request names.
  t = await makeTestApp({ PUBLIC_URL: "http://wedding.example" });
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
});
afterEach(async () => {
  await t.close();
});

const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object, headers = auth) => t.app.inject({ method, url, payload, headers });
async function wedding(extra: object = {}) {
  const res = await call("PUT", "/api/wedding-details", {
    brideName: "Meera Iyer",
    groomName: "Aarav Sharma",
    weddingDate: "2027-02-12",
    venue: "Udaipur",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function household(payload: object) {
  const res = await call("POST", "/api/admin/households", payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; inviteUrl: string };
}
async function days(n: number) {
  for (let day = 1; day <= n; day++) await call("POST", "/api/timeline-events", { day, eventName: `Day ${day}`, time: "6:00 PM", place: "Lawn" });
}

describe("fillTemplate", () => {
  it("fills every placeholder, keeps braces it does not know, and drops a line whose value is missing", () => {
    const text = "Dear {name},\n\nSee {link} for {couple} on {dates}.\nKindly reply by {deadline}.\nKeep {this}.";
    expect(fillTemplate(text, { name: "Sharma family", link: "https://x/i/t", couple: "A & B", dates: "Feb 12-14", deadline: null })).toBe(
      "Dear Sharma family,\n\nSee https://x/i/t for A & B on Feb 12-14.\nKeep {this}.",
    );
  });
});

describe("GET and PUT /api/admin/message-templates", () => {
  it("answers the written defaults, saves the couple's wording and goes back to the default with null", async () => {
    const first = await call("GET", "/api/admin/message-templates");
    expect(first.statusCode).toBe(200);
    const templates = (first.json() as { templates: { kind: string; language: string; body: string; isDefault: boolean }[] }).templates;
    expect(templates.map((t) => [t.kind, t.language, t.isDefault])).toEqual([
      ["invitation", "en", true],
      ["invitation", "hi", true],
      ["reminder", "en", true],
      ["reminder", "hi", true],
    ]);
    expect(templates[1]!.body).toBe(DEFAULT_TEMPLATES.invitation.hi);

    const own = "Namaste {name}! Our wedding: {link}";
    expect((await call("PUT", "/api/admin/message-templates", { kind: "invitation", language: "en", body: ` ${own} ` })).statusCode).toBe(200);
    expect(await t.db.selectFrom("messageTemplates").select(["kind", "language", "body"]).execute()).toEqual([
      { kind: "invitation", language: "en", body: own },
    ]);
    const viaTrpc = await trpcQuery(t.app, "admin.messageTemplates", undefined, auth);
    expect((viaTrpc.body.result?.data as { templates: { body: string; isDefault: boolean }[] }).templates[0]).toMatchObject({ body: own, isDefault: false });

    const reset = await trpcMutation(t.app, "admin.saveMessageTemplate", { kind: "invitation", language: "en", body: null }, auth);
    expect(reset.status).toBe(200);
    expect(await t.db.selectFrom("messageTemplates").selectAll().execute()).toEqual([]);
  });

  it.each([
    [{ kind: "invitation", language: "en", body: "Dear {nmae}, {link}" }, "{nmae} is not a placeholder. Use {name}, {link}, {couple}, {dates}, {deadline}."],
    [{ kind: "reminder", language: "hi", body: "प्रिय {name}" }, "The message must contain {link}: it is how the family opens their invitation and replies."],
    [{ kind: "invitation", language: "en", body: "   " }, "Please write the message"],
    [{ kind: "thanks", language: "en", body: "{link}" }, "Choose the invitation or the reminder"],
    [{ kind: "invitation", language: "ta", body: "{link}" }, "Language must be English or Hindi"],
    [{ kind: "invitation", language: "en", body: `{link}${"x".repeat(1500)}` }, "A message can be at most 1500 characters"],
  ])("refuses %j with a sentence, storing nothing", async (payload, message) => {
    const res = await call("PUT", "/api/admin/message-templates", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.db.selectFrom("messageTemplates").selectAll().execute()).toEqual([]);
  });

  it("is the planner's: the desk gets 403 and no session 401", async () => {
    const desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
    expect((await call("GET", "/api/admin/message-templates", undefined, desk)).statusCode).toBe(403);
    expect((await call("PUT", "/api/admin/message-templates", { kind: "invitation", language: "en", body: "{link}" }, desk)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/message-templates", undefined, {})).statusCode).toBe(401);
  });
});

describe("GET /api/admin/households/:id/message", () => {
  it("fills the English invitation with the household, its link, the couple, the itinerary's days and the reply-by date", async () => {
    await wedding({ rsvpDeadline: "2027-01-15" });
    await days(3);
    const { id, inviteUrl } = await household({ name: "Sharma family (Delhi)", phone: "98765 43210" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/households/${id}/message?kind=invitation`,
      headers: { ...auth, host: "wedding.example" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { text, waUrl } = res.json() as { text: string; waUrl: string };
    expect(text).toBe(
      [
        "Dear Sharma family (Delhi),",
        "",
        "With great joy we invite you to celebrate the wedding of Aarav & Meera, February 12–14, 2027.",
        "",
        "Your invitation, with your functions and a place to reply, is here:",
        `http://wedding.example${inviteUrl}`,
        "",
        "Kindly reply by 15 January 2027.",
        "We would love to have you with us!",
      ].join("\n"),
    );
    expect(waUrl).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(text)}`);
  });

  it("writes the Hindi reminder with Hindi dates, leaves out the reply-by line without a date, and uses the stored country code", async () => {
    await wedding();
    await days(2);
    const { id } = await household({ name: "शर्मा परिवार", phone: "+44 7400 123456", language: "hi" });
    const res = await trpcQuery(t.app, "admin.householdMessage", { id, kind: "reminder" }, auth);
    expect(res.status).toBe(200);
    const { text, waUrl } = res.body.result!.data as { text: string; waUrl: string };
    expect(text.split("\n")[0]).toBe("प्रिय शर्मा परिवार,");
    expect(text).toContain("Aarav & Meera के विवाह (12–13 फ़रवरी 2027)");
    expect(text).not.toContain("{deadline}");
    expect(text).not.toContain("तक जवाब दें");
    expect(waUrl.startsWith("https://wa.me/447400123456?text=")).toBe(true);
    expect(decodeURIComponent(waUrl.split("?text=")[1]!)).toBe(text);
  });

  it("uses the couple's own wording, answers no wa.me link without a phone, and 404s an unknown household", async () => {
    await wedding();
    await call("PUT", "/api/admin/message-templates", { kind: "invitation", language: "en", body: "Hi {name}, {link}" });
    const { id, inviteUrl } = await household({ name: "Gupta ji" });
    const res = await call("GET", `/api/admin/households/${id}/message`);
    expect(res.json()).toEqual({ text: `Hi Gupta ji, http://wedding.example${inviteUrl}`, waUrl: null });
    const missing = await call("GET", "/api/admin/households/999/message?kind=invitation");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Household not found" });
    expect((await call("GET", `/api/admin/households/${id}/message?kind=thanks`)).statusCode).toBe(400);
  });

  it("is refused to the desk (the link changes the household's reply)", async () => {
    const { id } = await household({ name: "Gupta ji" });
    const desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
    expect((await call("GET", `/api/admin/households/${id}/message`, undefined, desk)).statusCode).toBe(403);
  });
});
