/** The chase board, reminder rounds and who was told what, through the real app on both doors. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { type Fixture, fixture } from "./chase.test-helpers";

let t: TestApp;
let f: Fixture;
beforeEach(async () => {
  // Links are written on the public address (PUBLIC_URL), whatever Host a request names.
  t = await makeTestApp({ PUBLIC_URL: "http://wedding.example" });
  f = await fixture(t);
});
afterEach(async () => {
  await t.close();
});

describe("the chase board", () => {
  it("counts people invited, replied, coming and not replied per asked function, and lists who has not replied, oldest invitation first", async () => {
    const haldi = await f.event("Haldi");
    const sangeet = await f.event("Sangeet");
    await f.event("Pheras", false);
    const a = await f.household({ name: "Agarwal family", seats: 3 });
    const b = await f.household({ name: "Bose family", seats: 2, events: [sangeet], phone: "98765 11111" });
    const c = await f.household({ name: "Chopra family", seats: 4 });
    await f.household({ name: "Das family", seats: 1 });
    const e = await f.household({ name: "Eapen family", seats: 2, events: [haldi] });
    await f.sendAt(a.id, "2027-01-10T05:00:00.000Z");
    await f.sendAt(b.id, "2027-01-05T05:00:00.000Z");
    await f.sendAt(c.id, "2027-01-08T05:00:00.000Z");
    await f.sendAt(e.id, "2027-01-07T05:00:00.000Z");
    await f.reply(a.token, { familyMembers: [{ name: "Sunita" }] });
    await f.reply(c.token, { rsvpStatus: "no" });
    t.clock.now = new Date("2027-01-12T06:00:00.000Z");
    expect((await f.call("POST", `/api/admin/households/${e.id}/reminded`)).status).toBe(200);

    const res = await f.call("GET", "/api/admin/chase-board");
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([
      // Haldi: Agarwal 3 + Chopra 4 + Das 1 + Eapen 2 invited; Agarwal and Chopra replied; two Agarwals come.
      { eventId: haldi, eventName: "Haldi", invited: 10, replied: 7, coming: 2, notReplied: 3 },
      { eventId: sangeet, eventName: "Sangeet", invited: 10, replied: 7, coming: 2, notReplied: 3 },
    ]);
    expect(res.body.notReplied).toEqual([
      expect.objectContaining({
        id: b.id,
        name: "Bose family",
        phone: "+919876511111",
        sentAt: "2027-01-05T05:00:00.000Z",
        remindedAt: null,
        reminderCount: 0,
      }),
      expect.objectContaining({ id: e.id, name: "Eapen family", sentAt: "2027-01-07T05:00:00.000Z", remindedAt: "2027-01-12T06:00:00.000Z", reminderCount: 1 }),
    ]);
    expect(res.body.notSent).toBe(1);
    const viaTrpc = await trpcQuery(t.app, "admin.chaseBoard", undefined, f.auth);
    expect(viaTrpc.body.result?.data).toEqual(res.body);
  });
});

describe("GET /api/admin/reminder-round", () => {
  async function list() {
    const haldi = await f.event("Haldi");
    const sangeet = await f.event("Sangeet");
    const e = await f.household({ name: "Bride college", side: "bride", tags: ["college"], phone: "98765 00001" });
    const fam = await f.household({ name: "Groom family", side: "groom", phone: "98765 00002" });
    const g = await f.household({ name: "Both College", side: "both", tags: ["College"], events: [sangeet], phone: "98765 00003" });
    const h = await f.household({ name: "Bride haldi", side: "bride", events: [haldi] });
    await f.household({ name: "Never sent", side: "bride" });
    await f.sendAt(e.id, "2027-01-03T00:00:00.000Z");
    await f.sendAt(fam.id, "2027-01-01T00:00:00.000Z");
    await f.sendAt(g.id, "2027-01-02T00:00:00.000Z");
    await f.sendAt(h.id, "2027-01-04T00:00:00.000Z");
    return { haldi, sangeet, e, fam, g, h };
  }
  const names = async (query: string) => {
    const res = await f.call("GET", `/api/admin/reminder-round?status=not-replied${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { name: string }[]).map((r) => r.name);
  };

  it("orders households sent an invitation and not replied, oldest first, and narrows by side, tag and function", async () => {
    const { haldi, sangeet } = await list();
    expect(await names("")).toEqual(["Groom family", "Both College", "Bride college", "Bride haldi"]);
    expect(await names("&side=bride&tag=&eventId=")).toEqual(["Both College", "Bride college", "Bride haldi"]);
    expect(await names("&side=groom")).toEqual(["Groom family", "Both College"]);
    expect(await names("&tag=COLLEGE")).toEqual(["Both College", "Bride college"]);
    expect(await names(`&eventId=${sangeet}`)).toEqual(["Groom family", "Both College", "Bride college"]);
    expect(await names(`&eventId=${haldi}&side=bride`)).toEqual(["Bride college", "Bride haldi"]);
    const viaTrpc = await trpcQuery(t.app, "admin.reminderRound", { status: "not-replied", side: "groom" }, f.auth);
    expect((viaTrpc.body.result?.data as { name: string }[]).map((r) => r.name)).toEqual(["Groom family", "Both College"]);
    const bad = await f.call("GET", "/api/admin/reminder-round?side=aunt");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Side must be bride, groom or both" });
  });

  it("drops a household that replies meanwhile, and one that declines", async () => {
    const { g, fam } = await list();
    await f.reply((await f.call("GET", "/api/admin/households")).body.data.find((x: { id: number }) => x.id === g.id).inviteUrl.slice(3));
    expect(await names("")).toEqual(["Groom family", "Bride college", "Bride haldi"]);
    const famLink = (await f.call("GET", "/api/admin/households")).body.data.find((x: { id: number }) => x.id === fam.id).inviteUrl as string;
    await f.reply(famLink.slice(3), { rsvpStatus: "no" });
    expect(await names("")).toEqual(["Bride college", "Bride haldi"]);
  });

  it("writes each household's reminder in its language with its own link and the reply-by date, and its wa.me link", async () => {
    const saved = await f.call("PUT", "/api/wedding-details", {
      brideName: "Meera",
      groomName: "Aarav",
      weddingDate: "2027-02-12",
      venue: "Udaipur",
      rsvpDeadline: "2027-01-20",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await f.event("Sangeet");
    const en = await f.household({ name: "Sharma family", phone: "98765 43210" });
    const hi = await f.household({ name: "वर्मा परिवार", phone: "98765 43211", language: "hi" });
    const none = await f.household({ name: "No phone family" });
    for (const h of [en, hi, none]) await f.sendAt(h.id, "2027-01-02T00:00:00.000Z");
    const res = await t.app.inject({ method: "GET", url: "/api/admin/reminder-round", headers: { ...f.auth, host: "wedding.example" } });
    const round = res.json() as { id: number; name: string; text: string; waUrl: string | null }[];
    expect(round.map((r) => r.id)).toEqual([en.id, hi.id, none.id]);
    expect(round[0]!.text).toContain("A gentle reminder");
    expect(round[0]!.text).toContain(`http://wedding.example${en.inviteUrl}`);
    expect(round[0]!.text).toContain("Kindly reply by 20 January 2027");
    expect(round[0]!.waUrl).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(round[0]!.text)}`);
    expect(round[1]!.text.split("\n")[0]).toBe("प्रिय वर्मा परिवार,");
    expect(round[1]!.text).toContain(`http://wedding.example${hi.inviteUrl}`);
    expect(round[1]!.text).toContain("20 जनवरी 2027 तक जवाब दें");
    expect(round[2]!.waUrl).toBeNull();
    // The same words as the household's own reminder button.
    const single = await t.app.inject({
      method: "GET",
      url: `/api/admin/households/${hi.id}/message?kind=reminder`,
      headers: { ...f.auth, host: "wedding.example" },
    });
    expect((single.json() as { text: string }).text).toBe(round[1]!.text);
  });
});

describe("POST /api/admin/households/:id/reminded and who was told what", () => {
  it("records each reminder opened (time, count, a line of the log) on both doors; 404 for an unknown household", async () => {
    const h = await f.household({ name: "Sharma family", phone: "98765 43210" });
    await f.sendAt(h.id, "2027-01-02T00:00:00.000Z");
    t.clock.now = new Date("2027-01-10T10:00:00.000Z");
    const first = await f.call("POST", `/api/admin/households/${h.id}/reminded`);
    expect(first).toEqual({ status: 200, body: { id: h.id, remindedAt: "2027-01-10T10:00:00.000Z", reminderCount: 1 } });
    t.clock.now = new Date("2027-01-15T10:00:00.000Z");
    const second = await trpcMutation(t.app, "admin.markHouseholdReminded", { id: h.id }, f.auth);
    expect(second.body.result?.data).toEqual({ id: h.id, remindedAt: "2027-01-15T10:00:00.000Z", reminderCount: 2 });
    expect(await t.db.selectFrom("households").select(["remindedAt", "reminderCount"]).execute()).toEqual([
      { remindedAt: "2027-01-15T10:00:00.000Z", reminderCount: 2 },
    ]);
    const missing = await f.call("POST", "/api/admin/households/999/reminded");
    expect(missing).toEqual({ status: 404, body: { message: "Household not found" } });

    const log = await f.call("GET", "/api/admin/message-log");
    expect(log.body.byHousehold[String(h.id)]).toEqual([
      { kind: "reminder", announcementTitle: null, at: "2027-01-15T10:00:00.000Z", via: "link", status: null, error: null },
      { kind: "reminder", announcementTitle: null, at: "2027-01-10T10:00:00.000Z", via: "link", status: null, error: null },
      { kind: "invitation", announcementTitle: null, at: "2027-01-02T00:00:00.000Z", via: "link", status: null, error: null },
    ]);
  });

  it("records each round in the Activity log: who started it, over whom, how many", async () => {
    const sangeet = await f.event("Sangeet");
    const res = await f.call("POST", "/api/admin/rounds", { kind: "reminder", filter: { side: "bride", tag: "college", eventId: sangeet }, count: 12 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await t.db.selectFrom("activityLog").select(["adminName", "action", "detail"]).where("action", "=", "messages.round").execute();
    expect(rows).toEqual([
      {
        adminName: expect.any(String),
        action: "messages.round",
        detail: "Reminder to not replied, bride's side, tag college, invited to Sangeet: 12 households",
      },
    ]);
    expect(rows[0]!.adminName).toBeTruthy();
    expect((await f.call("POST", "/api/admin/rounds", { kind: "announcement", announcementId: 5, count: 1 })).status).toBe(404);
  });

  it("is the planner's and the owner's: the desk gets 403 and no session 401", async () => {
    const h = await f.household({ name: "Sharma family" });
    const owner = (await fixture(t, "owner")).auth;
    const desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24 * 3650, "desk")}` };
    const calls: [string, string, object?][] = [
      ["GET", "/api/admin/chase-board"],
      ["GET", "/api/admin/reminder-round?status=not-replied"],
      ["POST", `/api/admin/households/${h.id}/reminded`],
      ["GET", "/api/admin/message-log"],
      ["POST", "/api/admin/rounds", { kind: "reminder", count: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const as = (headers: Record<string, string>) => f.call(method as "GET", url, payload, headers);
      expect((await as(desk)).status, `${method} ${url} desk`).toBe(403);
      expect((await as({})).status, `${method} ${url} nobody`).toBe(401);
      expect((await as(owner)).status, `${method} ${url} owner`).toBeLessThan(300);
    }
    expect(await t.db.selectFrom("households").select("reminderCount").execute()).toEqual([{ reminderCount: 1 }]);
  });
});
