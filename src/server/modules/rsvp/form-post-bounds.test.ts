/**
 * The no-JavaScript form held to the API's bounds as it is read (form-bounds.ts): hostile posts of huge names and
 * many people, through the real app with the guest page drawn by the server (src/client/entry-server.tsx), as the
 * built site draws it. What it answers, how large, how many cards the page draws, and what the database holds.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { formBody, type FormPart } from "../../files/multipart.test-helpers";
import { MAX_LONG_TEXT, MAX_TEXT } from "../../../shared/constants";
import type { ReplyFormState } from "../../../shared/reply-form-state";
import { FORM_BOUND_MESSAGES, FORM_MAX_PEOPLE } from "./form-bounds";
import { hostileAddMember } from "./form-flood.test-helpers";

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const RENDER_ENTRY = path.resolve(__dirname, "../../../client/entry-server.tsx");
const PAGE_MAX_BYTES = 300 * 1024;
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

let t: TestApp;
let clientDir: string;
beforeEach(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-nojs-bounds-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir, renderEntry: RENDER_ENTRY });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const post = (parts: readonly FormPart[]) => {
  const body = formBody(parts);
  return t.app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers });
};
function stateOf(html: string): ReplyFormState {
  const m = /<script id="reply-form-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error(`no #reply-form-state in: ${html.slice(0, 200)}`);
  return JSON.parse(m[1]!) as ReplyFormState;
}
/** The cards the drawn form shows: one name input per person. */
const cards = (html: string, list: "familyMembers" | "children") =>
  new Set([...html.matchAll(new RegExp(`name="${list}\\.(\\d+)\\.name"`, "g"))].map((m) => m[1])).size;
const rsvps = () => t.db.selectFrom("rsvps").select("id").execute();
const big = (c: string) => c.repeat(16 * 1024);

describe("a hostile Add Member post", () => {
  it("of 30 members and 30 children with 16 KB names: a 413 with a sentence, no page drawn, nothing stored", async () => {
    const res = await post(hostileAddMember());
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe(FORM_BOUND_MESSAGES.tooManyPeople(FORM_MAX_PEOPLE));
    expect(res.body.length).toBeLessThan(PAGE_MAX_BYTES);
    expect(await rsvps()).toEqual([]);
  });

  it("of a few people under far-apart numbers with 16 KB names: one card more than it sent, the names cut with a sentence beside each", async () => {
    const res = await post([
      ["intent", "add-member"],
      ["primaryGuestName", big("a")],
      ["specialRequests", big("r")],
      ["familyMembers.3.name", big("b")],
      ["familyMembers.17.name", big("c")],
      ["familyMembers.29.name", big("d")],
      ["familyMembers.29.gender", big("g")],
      ["children.25.name", big("e")],
      ["children.25.age", big("9")],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(PAGE_MAX_BYTES);
    expect(cards(res.body, "familyMembers")).toBe(4);
    expect(cards(res.body, "children")).toBe(1);
    const state = stateOf(res.body);
    expect(state.values.familyMembers.map((m) => m.name)).toEqual(["b".repeat(MAX_TEXT), "c".repeat(MAX_TEXT), "d".repeat(MAX_TEXT), ""]);
    expect(state.values.familyMembers[2]!.gender).toBe("");
    expect(state.values.children).toEqual([{ name: "e".repeat(MAX_TEXT), age: "" }]);
    expect(state.values.primaryGuestName).toBe("a".repeat(MAX_TEXT));
    expect(state.values.specialRequests).toBe("r".repeat(MAX_LONG_TEXT));
    expect(state.errors).toEqual({
      primaryGuestName: FORM_BOUND_MESSAGES.nameTooLong,
      specialRequests: FORM_BOUND_MESSAGES.textTooLong(MAX_LONG_TEXT),
      "familyMembers.0.name": FORM_BOUND_MESSAGES.nameTooLong,
      "familyMembers.1.name": FORM_BOUND_MESSAGES.nameTooLong,
      "familyMembers.2.name": FORM_BOUND_MESSAGES.nameTooLong,
      "children.0.name": FORM_BOUND_MESSAGES.nameTooLong,
    });
    // The error is beside its field in the drawn page, too.
    expect(res.body).toContain(FORM_BOUND_MESSAGES.nameTooLong.replace(/'/g, "&#x27;"));
  });

  it("at the open form's bound adds no card and says why; the page stays under 300 KB", async () => {
    const parts: FormPart[] = [
      ["intent", "add-member"],
      ["primaryGuestName", "P".repeat(MAX_TEXT)],
      ["specialRequests", "R".repeat(MAX_LONG_TEXT)],
    ];
    for (let i = 0; i < FORM_MAX_PEOPLE - 1; i++) parts.push([`familyMembers.${i}.name`, "M".repeat(MAX_TEXT)], [`familyMembers.${i}.makeupCount`, "3"]);
    const res = await post(parts);
    expect(res.statusCode).toBe(200);
    expect(cards(res.body, "familyMembers")).toBe(FORM_MAX_PEOPLE - 1);
    expect(stateOf(res.body).notice).toBe(FORM_BOUND_MESSAGES.fullForm(FORM_MAX_PEOPLE));
    expect(res.body.length).toBeLessThan(PAGE_MAX_BYTES);
  });

  it("sending cut names stores nothing: the page shows what was kept and the sentences (400)", async () => {
    const res = await post([
      ["idempotencyKey", "bounds-test-key-1"],
      ["primaryGuestName", big("a")],
      ["primaryGuestPhone", "9876543210"],
      ["rsvpStatus", "yes"],
    ]);
    expect(res.statusCode).toBe(400);
    expect(stateOf(res.body).errors).toEqual({ primaryGuestName: FORM_BOUND_MESSAGES.nameTooLong });
    expect(await rsvps()).toEqual([]);
  });
});

describe("the body's bounds", () => {
  it("more than 1 MB of text, in names the form never posts: a 413 with a sentence, not read further", async () => {
    const parts: FormPart[] = [["primaryGuestName", "Asha"]];
    for (let i = 0; i < 200; i++) parts.push([`junk${i}`, big("j").slice(0, 8000)]);
    const res = await post(parts);
    expect(res.statusCode).toBe(413);
    expect(res.body).toBe(FORM_BOUND_MESSAGES.tooMuchText);
  });

  it("a household's link allows its seats when they are more than the open form's 20 people, and no more", async () => {
    const auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
    const made = await t.app.inject({ method: "POST", url: "/api/admin/households", headers: auth, payload: { name: "Joint family", seats: 25 } });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { inviteUrl: string }).inviteUrl.slice(3);
    const family = (n: number): FormPart[] => Array.from({ length: n }, (_, i) => [`familyMembers.${i}.name`, `Member ${i}`] as const);

    const full = await post([["invitationToken", token], ["intent", "add-member"], ["primaryGuestName", "Asha"], ...family(24)]);
    expect(full.statusCode).toBe(200);
    expect(cards(full.body, "familyMembers")).toBe(24);
    expect(stateOf(full.body).notice).toBe("Your invitation is for 25 guests. Please ask the couple before adding more.");

    const over = await post([["invitationToken", token], ["primaryGuestName", "Asha"], ...family(25)]);
    expect(over.statusCode).toBe(413);
    expect(over.body).toBe(FORM_BOUND_MESSAGES.tooManyPeople(25));
    // The open form's bound for a token that opens nothing.
    const junk = await post([["invitationToken", "x".repeat(43)], ["primaryGuestName", "Asha"], ...family(FORM_MAX_PEOPLE)]);
    expect(junk.statusCode).toBe(413);
  });
});

describe("a flood of hostile posts", () => {
  /** The RSS this process reaches over 100 posts of `body`, 10 at a time, above where it started (MB), and their statuses. */
  async function flood(body: ReturnType<typeof formBody>) {
    const send = () => t.app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers });
    // A 1 GiB server's heap collects far sooner than this process's (sized for the machine): collected after each
    // batch, so the figure is what ten posts at once take, not garbage the collector had no reason to free yet.
    let peak = 0;
    const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
    const round = async (n: number) => {
      const statuses = new Set<number>();
      for (let i = 0; i < n; i += 10) {
        for (const r of await Promise.all(Array.from({ length: 10 }, send))) statuses.add(r.statusCode);
        sample();
        collectGarbage();
      }
      return statuses;
    };
    await round(10); // the render module loaded, the code warm
    const before = process.memoryUsage().rss;
    peak = before;
    const sampler = setInterval(sample, 10);
    const statuses = await round(100).finally(() => clearInterval(sampler));
    return { grownMb: (peak - before) / 1024 / 1024, statuses };
  }

  it("100 of the finding's posts, 10 at a time, leave the memory within +100 MB", async () => {
    const { grownMb, statuses } = await flood(formBody(hostileAddMember()));
    expect(grownMb).toBeLessThan(100);
    expect(statuses).toEqual(new Set([413]));
    expect(await rsvps()).toEqual([]);
  }, 120_000);

  it("100 posts at the bounds with 16 KB texts, each drawn, 10 at a time, leave the memory within +100 MB", async () => {
    const atBound: FormPart[] = [
      ["intent", "add-child"],
      ["primaryGuestName", big("a")],
      ["specialRequests", big("r")],
    ];
    for (let i = 0; i < FORM_MAX_PEOPLE - 1; i++) atBound.push([`familyMembers.${i * 5}.name`, big("m")], [`familyMembers.${i * 5}.gender`, big("g")]);
    const { grownMb, statuses } = await flood(formBody(atBound));
    expect(grownMb).toBeLessThan(100);
    expect(statuses).toEqual(new Set([200]));
    expect(await rsvps()).toEqual([]);
  }, 120_000);
});
