/**
 * A household's invitation in Debian's Chromium against the built app. The couple asks who comes to the Haldi and
 * the Sangeet and invites the Sharma family (two seats) to the Haldi only, through the admin REST API. On a
 * 360 px phone the family opens /i/<token>: it is greeted by name, sees only the Haldi, is refused a third person
 * with the server's sentence, replies and sees its reply; the planner's list then says "replied". Screenshots of
 * the page in English and Hindi (form, reply, dead link; 360 and 1280 px) go to e2e/output/screenshots/.
 * Everything made here is removed at the end so the other specs see the demo wedding they expect.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { e2eDataDir } from "./e2e-db";

type Event = { id: number; eventName: string; asksAttendance: boolean } & Record<string, unknown>;
type Household = { id: number; name: string; status: string; rsvpId: string | null; inviteUrl: string };

const HALDI = "Haldi Ceremony";
const SANGEET = "Sangeet & Dance Night";
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const TOO_MANY = "Your invitation is for 2 guests. Please ask the couple before adding more.";
const PLANNER_PHONE = "9000000027";

/** Sessions written straight into the server's database: the owner's, and a planner's (a team member made here). */
async function tokens(): Promise<{ owner: string; planner: string }> {
  const { openDatabase } = await import("../db/connect");
  const { createSession } = await import("../src/server/modules/auth/service");
  const { db } = await openDatabase(path.join(e2eDataDir(), "wedding.sqlite"));
  try {
    const { id } = await db
      .insertInto("admins")
      .values({ phone: PLANNER_PHONE, name: "Priya (planner)", role: "planner", createdAt: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { owner: (await createSession(db, new Date(), 1)).token, planner: (await createSession(db, new Date(), 1, id)).token };
  } finally {
    await db.destroy();
  }
}

async function removePlanner() {
  const { openDatabase } = await import("../db/connect");
  const { db } = await openDatabase(path.join(e2eDataDir(), "wedding.sqlite"));
  try {
    const row = await db.selectFrom("admins").select("id").where("phone", "=", PLANNER_PHONE).executeTakeFirst();
    if (row) {
      await db.deleteFrom("adminSessions").where("adminId", "=", row.id).execute();
      await db.deleteFrom("admins").where("id", "=", row.id).execute();
    }
  } finally {
    await db.destroy();
  }
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function timelineEvents(request: APIRequestContext): Promise<Event[]> {
  const res = await request.get("/api/timeline-events");
  expect(res.status()).toBe(200);
  return (await res.json()) as Event[];
}

async function setAsks(request: APIRequestContext, token: string, event: Event, asksAttendance: boolean) {
  const { id, ...fields } = event;
  const res = await request.put(`/api/timeline-events/${id}`, { headers: auth(token), data: { ...fields, asksAttendance } });
  expect(res.status(), await res.text()).toBe(200);
}

async function households(request: APIRequestContext, token: string): Promise<Household[]> {
  const res = await request.get("/api/admin/households", { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Household[] }).data;
}

async function noSideways(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function noSeriousAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(serious, what).toEqual([]);
}

const shot = (page: Page, name: string) =>
  page.evaluate(() => document.fonts.ready).then(() => page.screenshot({ path: `e2e/output/screenshots/${name}.png`, fullPage: true, animations: "disabled" }));

test("a family opens its invitation on a phone, sees only its functions, is held to its seats, replies, and the planner sees it replied", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { owner, planner } = await tokens();
  const all = await timelineEvents(request);
  const haldi = all.find((e) => e.eventName === HALDI)!;
  const sangeet = all.find((e) => e.eventName === SANGEET)!;
  expect(haldi && sangeet, "the demo has a Haldi and a Sangeet").toBeTruthy();
  const made: Household[] = [];

  try {
    await setAsks(request, owner, haldi, true);
    await setAsks(request, owner, sangeet, true);
    const create = async (data: Record<string, unknown>) => {
      const res = await request.post("/api/admin/households", { headers: auth(owner), data });
      expect(res.status(), await res.text()).toBe(201);
      const household = (await res.json()) as Household;
      made.push(household);
      return household;
    };
    const sharma = await create({ name: "Sharma family", phone: "98765 43227", seats: 2, guests: ["Kabir Sharma", "Ira Sharma"], events: [haldi.id] });
    const hindi = await create({
      name: "शर्मा परिवार",
      phone: "98765 43228",
      seats: 2,
      guests: ["राकेश शर्मा", "सुनीता शर्मा"],
      events: [haldi.id],
      language: "hi",
    });
    expect(sharma.inviteUrl).toMatch(/^\/i\/[A-Za-z0-9_-]{22,}$/);

    await page.setViewportSize(PHONE);
    await page.goto(sharma.inviteUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Dear Sharma family" })).toBeVisible();
    const listed = page.getByTestId("invited-event");
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText(HALDI);
    await expect(page.getByText(SANGEET)).toHaveCount(0);
    await expect(page.getByLabel("Full Name").first()).toHaveValue("Kabir Sharma");

    await page.getByLabel(/Phone Number/).fill("9876543227");
    await page.getByText("Joyfully accepts").click();
    await expect(page.getByRole("group", { name: /^Family Member #1/ }).getByLabel(/Full Name/)).toHaveValue("Ira Sharma");
    // The celebrations asked about are the household's only.
    await expect(page.getByTestId("celebration")).toHaveCount(1);
    await expect(page.getByTestId("celebration")).toContainText(HALDI);
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByRole("alert").filter({ hasText: TOO_MANY })).toBeVisible();
    await expect(page.getByRole("group", { name: /^Family Member #/ })).toHaveCount(1);
    await noSideways(page, "the invitation's form");
    await shot(page, "invitation-form-en-360");
    await noSeriousAxe(page, "the invitation's form");

    await page.getByRole("button", { name: "Send my RSVP" }).click();
    await expect(page.getByTestId("invitation-thanks")).toBeVisible();
    const overview = page.getByTestId("reply-overview");
    await expect(overview).toContainText("Kabir Sharma");
    await expect(overview).toContainText(`${HALDI}: Kabir Sharma, Ira Sharma`);
    await expect(overview).not.toContainText(SANGEET);
    await expect(page.getByRole("button", { name: "Change my reply" })).toBeVisible();
    await noSideways(page, "the reply");
    await shot(page, "invitation-reply-en-360");
    await noSeriousAxe(page, "the reply");

    const listedNow = (await households(request, planner)).find((h) => h.id === sharma.id)!;
    expect(listedNow.status).toBe("replied");
    expect(listedNow.rsvpId).toBeTruthy();

    // Opened again, the link shows the reply; "Change my reply" opens the form with it.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your reply" })).toBeVisible();
    await page.getByRole("button", { name: "Change my reply" }).click();
    await expect(page.getByLabel("Full Name").first()).toHaveValue("Kabir Sharma");
    await page.setViewportSize(DESKTOP);
    await shot(page, "invitation-change-en-1280");

    await page.setViewportSize(PHONE);
    await page.goto(hindi.inviteUrl);
    await expect(page.getByRole("heading", { level: 1, name: "प्रिय शर्मा परिवार" })).toBeVisible();
    await expect(page.getByTestId("invitation")).toHaveAttribute("lang", "hi");
    await page.getByLabel(/Phone Number/).fill("9876543228");
    await page.getByText("Joyfully accepts").click();
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "आपका निमंत्रण 2 अतिथियों के लिए है।" })).toBeVisible();
    await noSideways(page, "the Hindi invitation");
    await shot(page, "invitation-form-hi-360");
    await noSeriousAxe(page, "the Hindi invitation");
    await page.setViewportSize(DESKTOP);
    await shot(page, "invitation-form-hi-1280");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "उत्तर भेजें" }).click();
    await expect(page.getByTestId("invitation-thanks")).toContainText("धन्यवाद!");
    await expect(page.getByRole("button", { name: "उत्तर बदलें" })).toBeVisible();
    await shot(page, "invitation-reply-hi-360");

    // A revoked link opens a kind page, not the invitation.
    const revoked = await request.post(`/api/admin/households/${sharma.id}/revoke-link`, { headers: auth(owner) });
    expect(revoked.status(), await revoked.text()).toBe(200);
    await page.goto(sharma.inviteUrl);
    await expect(page.getByRole("alert")).toContainText("This invitation link is not valid any more. Please ask the couple to send you a new one.");
    await noSideways(page, "the dead link");
    await shot(page, "invitation-404-360");
    await noSeriousAxe(page, "the dead link");
    await page.setViewportSize(DESKTOP);
    await shot(page, "invitation-404-1280");
  } finally {
    const now = await households(request, owner);
    for (const h of made) {
      const rsvpId = now.find((n) => n.id === h.id)?.rsvpId;
      await request.delete(`/api/admin/households/${h.id}`, { headers: auth(owner) });
      if (rsvpId) await request.delete(`/api/admin/rsvps/${rsvpId}`, { headers: auth(owner) });
    }
    await setAsks(request, owner, haldi, false);
    await setAsks(request, owner, sangeet, false);
    await removePlanner();
  }
});
