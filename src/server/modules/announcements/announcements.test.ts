/** Announcements through the real app: the admin calls on both doors, each audience, and the guest read through the cache. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { type Fixture, fixture } from "../chase/chase.test-helpers";

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

const update = (title: string, audience: object, extra: object = {}) => ({ title, text: `${title}: details`, audience, ...extra });
async function create(payload: object): Promise<number> {
  const res = await f.call("POST", "/api/admin/announcements", payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const guestTitles = async (token?: string) => {
  const res = await t.app.inject({ method: "GET", url: token ? `/api/announcements?invite=${token}` : "/api/announcements" });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { title: string }[]).map((a) => a.title).sort();
};

describe("admin announcements", () => {
  it("creates, lists, edits and deletes on both doors, counting the households each reaches and logging each change", async () => {
    const sangeet = await f.event("Sangeet");
    await f.household({ name: "Sharma family" });
    const res = await f.call("POST", "/api/admin/announcements", {
      title: " Sangeet moves indoors ",
      text: "Rain is expected; the Sangeet is in the ballroom.",
      eventId: sangeet,
      time: "7:00 PM",
      audience: { kind: "everyone" },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(res.body).toMatchObject({
      title: "Sangeet moves indoors",
      eventName: "Sangeet",
      time: "7:00 PM",
      audience: { kind: "everyone", value: null },
      households: 1,
    });
    const viaTrpc = await trpcMutation(t.app, "admin.createAnnouncement", update("Bring a shawl", { kind: "side", value: "bride" }), f.auth);
    expect(viaTrpc.status).toBe(200);
    const list = await f.call("GET", "/api/admin/announcements");
    expect(list.body.data.map((a: { title: string; households: number }) => [a.title, a.households])).toEqual([
      ["Bring a shawl", 0],
      ["Sangeet moves indoors", 1],
    ]);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const edited = await f.call("PUT", `/api/admin/announcements/${id}`, update("Sangeet back on the lawn", { kind: "coming" }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, title: "Sangeet back on the lawn", eventId: null, audience: { kind: "coming", value: null }, households: 0 });
    expect((await f.call("DELETE", `/api/admin/announcements/${id}`)).status).toBe(200);
    expect((await f.call("DELETE", `/api/admin/announcements/${id}`)).body).toEqual({ message: "Announcement not found" });
    expect(await t.db.selectFrom("announcements").select("title").execute()).toEqual([{ title: "Bring a shawl" }]);
    const log = await t.db.selectFrom("activityLog").select(["action", "detail"]).where("action", "like", "announcements.%").orderBy("id").execute();
    expect(log).toEqual([
      { action: "announcements.add", detail: "Sangeet moves indoors" },
      { action: "announcements.add", detail: "Bring a shawl" },
      { action: "announcements.change", detail: "Sangeet back on the lawn" },
      { action: "announcements.delete", detail: "Sangeet back on the lawn" },
    ]);
  });

  it.each([
    [{ title: "", text: "x", audience: { kind: "everyone" } }, "Please give the update a title, such as Sangeet moves indoors"],
    [{ title: "Bus", text: "  ", audience: { kind: "everyone" } }, "Please write the update"],
    [{ title: "Bus", text: "x", audience: { kind: "aunts" } }, "Choose who the update is for"],
    [{ title: "Bus", text: "x", audience: { kind: "side", value: "aunt" } }, "Choose the bride's side, the groom's side or both"],
    [{ title: "Bus", text: "x", audience: { kind: "event" } }, "Choose the function the update is for"],
    [{ title: "Bus", text: "x", audience: { kind: "arrival-day", value: "Friday" } }, "Choose the arrival day, such as 2027-02-11"],
    [{ title: "Bus", text: "x", audience: { kind: "event", value: 999 } }, "Choose a function from the itinerary"],
    [{ title: "Bus", text: "x", audience: { kind: "pickup-point", value: 999 } }, "Choose the pickup point the update is for"],
  ])("refuses %j with a sentence, storing nothing", async (payload, message) => {
    const res = await f.call("POST", "/api/admin/announcements", payload);
    expect(res).toEqual({ status: 400, body: { message } });
    expect(await t.db.selectFrom("announcements").selectAll().execute()).toEqual([]);
  });

  it("is the planner's and the owner's: the desk gets 403 and no session 401 on every call", async () => {
    const id = await create(update("Bus at 3", { kind: "everyone" }));
    const desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
    const calls: [string, string, object?][] = [
      ["GET", "/api/admin/announcements"],
      ["POST", "/api/admin/announcements", update("x", { kind: "everyone" })],
      ["PUT", `/api/admin/announcements/${id}`, update("y", { kind: "everyone" })],
      ["GET", `/api/admin/announcements/${id}/round`],
      ["POST", `/api/admin/announcements/${id}/sent`, { householdId: 1 }],
      ["DELETE", `/api/admin/announcements/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await f.call(method as "GET", url, payload, desk)).status, `${method} ${url}`).toBe(403);
      expect((await f.call(method as "GET", url, payload, {})).status, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.selectFrom("announcements").select("title").execute()).toEqual([{ title: "Bus at 3" }]);
    expect((await trpcQuery(t.app, "admin.announcements", undefined, desk)).status).toBe(403);
  });
});

describe("who sees an update", () => {
  it("shows each household exactly the updates of its audiences, and a stranger only those for everyone", async () => {
    const haldi = await f.event("Haldi");
    const sangeet = await f.event("Sangeet");
    const point = (await f.call("POST", "/api/admin/travel/points", { name: "Udaipur Airport", kind: "airport" })).body.id as number;
    const k = await f.household({ name: "Kapoor", side: "bride", tags: ["College"] });
    const l = await f.household({ name: "Lal", side: "groom", events: [haldi] });
    const m = await f.household({ name: "Mehta", side: "both" });
    const n = await f.household({ name: "Nair", side: "bride" });
    const kReply = await f.reply(k.token, { events: [sangeet] });
    await f.reply(l.token);
    await f.reply(n.token, { rsvpStatus: "no" });
    await t.db.insertInto("travel").values({ rsvpId: kReply, arrivalAt: "2027-02-11T14:30", arrivalPointId: point, needsPickup: 1, needsDrop: 0 }).execute();

    const ids: Record<string, number> = {};
    for (const [title, audience] of [
      ["All", { kind: "everyone" }],
      ["Coming", { kind: "coming" }],
      ["Sangeet", { kind: "event", value: sangeet }],
      ["Haldi", { kind: "event", value: String(haldi) }],
      ["Groom", { kind: "side", value: "groom" }],
      ["College", { kind: "tag", value: "college" }],
      ["Airport", { kind: "pickup-point", value: point }],
      ["Arrive 11th", { kind: "arrival-day", value: "2027-02-11" }],
      ["Arrive 12th", { kind: "arrival-day", value: "2027-02-12" }],
    ] as const)
      ids[title] = await create(update(title, audience));

    expect(await guestTitles(k.token)).toEqual(["Airport", "All", "Arrive 11th", "College", "Coming", "Sangeet"].sort());
    expect(await guestTitles(l.token)).toEqual(["All", "Coming", "Groom", "Haldi"].sort());
    expect(await guestTitles(m.token)).toEqual(["All", "Groom"]);
    expect(await guestTitles(n.token)).toEqual(["All"]);
    expect(await guestTitles()).toEqual(["All"]);
    // tRPC answers the same, newest first, with nothing of the audience.
    const viaTrpc = await trpcQuery(t.app, "guest.announcements", { invite: l.token });
    expect(viaTrpc.body.result?.data).toEqual([
      expect.objectContaining({ title: "Groom", text: "Groom: details", eventName: null, time: null }),
      expect.objectContaining({ title: "Haldi" }),
      expect.objectContaining({ title: "Coming" }),
      expect.objectContaining({ title: "All" }),
    ]);
    expect(JSON.stringify(viaTrpc.body)).not.toContain("audience");

    // The dashboard's counts and the WhatsApp round reach the same households.
    const counts = (await f.call("GET", "/api/admin/announcements")).body.data as { title: string; households: number }[];
    expect(Object.fromEntries(counts.map((c) => [c.title, c.households]))).toEqual({
      All: 4,
      Coming: 2,
      Sangeet: 1,
      Haldi: 1,
      Groom: 2,
      College: 1,
      Airport: 1,
      "Arrive 11th": 1,
      "Arrive 12th": 0,
    });
    const round = await f.call("GET", `/api/admin/announcements/${ids.Groom}/round`);
    expect(round.body.map((r: { name: string }) => r.name)).toEqual(["Lal", "Mehta"]);
  });

  it("answers an unknown or revoked invitation with a sentence, not another household's updates", async () => {
    const k = await f.household({ name: "Kapoor" });
    await create(update("All", { kind: "everyone" }));
    expect((await f.call("POST", `/api/admin/households/${k.id}/revoke-link`)).status).toBe(200);
    for (const token of [k.token, "x".repeat(43), "short"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/announcements?invite=${token}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "This invitation link is not valid any more. Please ask the couple to send you a new one." });
    }
  });

  it("shows a new, changed or deleted update on the very next read, on both doors, and serves reads between writes from memory", async () => {
    const k = await f.household({ name: "Kapoor", side: "bride" });
    expect(await guestTitles(k.token)).toEqual([]);
    const id = await create(update("Bus at 3", { kind: "side", value: "bride" }));
    expect(await guestTitles(k.token)).toEqual(["Bus at 3"]);
    expect(await guestTitles()).toEqual([]);
    const builds = t.app.deps.cache.builds.get("announcements");
    await guestTitles(k.token);
    await trpcQuery(t.app, "guest.announcements", { invite: k.token });
    expect(t.app.deps.cache.builds.get("announcements")).toBe(builds);
    expect((await f.call("PUT", `/api/admin/announcements/${id}`, update("Bus at 4", { kind: "everyone" }))).status).toBe(200);
    expect(await guestTitles()).toEqual(["Bus at 4"]);
    const trpc = await trpcQuery(t.app, "guest.announcements", { invite: k.token });
    expect((trpc.body.result?.data as { title: string }[]).map((a) => a.title)).toEqual(["Bus at 4"]);
    expect((await f.call("DELETE", `/api/admin/announcements/${id}`)).status).toBe(200);
    expect(await guestTitles(k.token)).toEqual([]);
    // A household joining an audience sees its updates at once too.
    await create(update("For the college gang", { kind: "tag", value: "college" }));
    expect(await guestTitles(k.token)).toEqual([]);
    expect((await f.call("PUT", `/api/admin/households/${k.id}`, { name: "Kapoor", side: "bride", tags: ["college"] })).status).toBe(200);
    expect(await guestTitles(k.token)).toEqual(["For the college gang"]);
  });
});

describe("an announcement round", () => {
  it("writes the update to each household of its audience in its language with its link, and logs each message opened", async () => {
    const k = await f.household({ name: "Kapoor family", side: "bride", phone: "98765 43210" });
    const h = await f.household({ name: "हरि परिवार", side: "both", language: "hi" });
    const id = await create(update("Bus at 3", { kind: "side", value: "bride" }, { time: "3:00 PM" }));
    const res = await t.app.inject({ method: "GET", url: `/api/admin/announcements/${id}/round`, headers: { ...f.auth, host: "wedding.example" } });
    const round = res.json() as { id: number; name: string; text: string; waUrl: string | null }[];
    expect(round.map((r) => r.id)).toEqual([k.id, h.id]);
    expect(round[1]).toEqual({
      id: h.id,
      name: "हरि परिवार",
      text: [
        "प्रिय हरि परिवार,",
        "",
        "*Bus at 3*",
        "Bus at 3: details",
        "3:00 PM",
        "",
        "आपका निमंत्रण और सारी ताज़ा जानकारी इस लिंक पर है:",
        `http://wedding.example${h.inviteUrl}`,
      ].join("\n"),
      waUrl: null,
    });
    expect(round[0]!.text).toBe(
      [
        "Dear Kapoor family,",
        "",
        "*Bus at 3*",
        "Bus at 3: details",
        "3:00 PM",
        "",
        "Your invitation, with every update, is here:",
        `http://wedding.example${k.inviteUrl}`,
      ].join("\n"),
    );
    expect(round[0]!.waUrl).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(round[0]!.text)}`);
    expect((await f.call("POST", `/api/admin/announcements/${id}/sent`, { householdId: k.id })).status).toBe(200);
    expect((await f.call("POST", `/api/admin/announcements/${id}/sent`, { householdId: 999 })).body).toEqual({ message: "Household not found" });
    expect((await f.call("GET", "/api/admin/message-log")).body.byHousehold).toEqual({
      [k.id]: [{ kind: "announcement", announcementTitle: "Bus at 3", at: t.clock.now.toISOString(), via: "link", status: null, error: null }],
    });
    expect((await f.call("POST", "/api/admin/rounds", { kind: "announcement", announcementId: id, count: 2 })).status).toBe(201);
    const logged = await t.db.selectFrom("activityLog").select("detail").where("action", "=", "messages.round").execute();
    expect(logged).toEqual([{ detail: 'Announcement "Bus at 3" to the bride\'s side: 2 households' }]);
  });
});
