/**
 * Issue 15 in Debian's Chromium against the built app: guests say how they travel. The couple adds a
 * pickup point (POST /api/admin/travel/points); a guest replies yes with a family member and no travel;
 * the home page's card says "Add your travel details", which opens the private link on the Travel section;
 * the guest gives the arrival (time, train, number, the new point, "Please pick us up") and a departure far
 * after the wedding (a friendly warning, still saved); the couple's GET /api/admin/travel lists the arrival
 * for two people at that point. Screenshots of the section at 360x740 and 390x844.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { e2eDataDir } from "./e2e-db";

const SIZES = [
  { label: "360", width: 360, height: 740 },
  { label: "390", width: 390, height: 844 },
] as const;

/** A phone number no other spec uses (a second reply for one number is refused). */
const freshPhone = (lead: string) => `${lead}${String(Date.now()).slice(-9)}`;

/** An admin session written straight into the server's database (as e2e-db.ts signs the browser in). */
async function adminToken(): Promise<string> {
  const { openDatabase } = await import("../db/connect");
  const { createSession } = await import("../src/server/modules/auth/service");
  const { db } = await openDatabase(path.join(e2eDataDir(), "wedding.sqlite"));
  const { token } = await createSession(db, new Date(), 1);
  await db.destroy();
  return token;
}

async function noSideways(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function noSeriousAxe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(serious).toEqual([]);
}

type Leg = {
  rsvpId: string;
  primaryGuestPhone: string;
  people: number;
  at: string | null;
  mode: string | null;
  number: string | null;
  pointId: number | null;
  pointName: string | null;
};
type AdminTravel = { arrivals: (Leg & { needsPickup: boolean })[]; departures: (Leg & { needsDrop: boolean })[] };

async function adminTravel(request: APIRequestContext, token: string): Promise<AdminTravel> {
  const res = await request.get("/api/admin/travel", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as AdminTravel & { data?: AdminTravel };
  return body.data ?? body;
}

test("a guest adds travel later: the card's Add your travel details, the section at phone sizes, and the couple's arrivals", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const pointName = `Dharampur Bus Stand ${String(Date.now()).slice(-5)}`;
  const created = await request.post("/api/admin/travel/points", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: pointName, kind: "bus", displayOrder: 90 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const createdBody = (await created.json()) as { id?: number; data?: { id: number } };
  const pointId = createdBody.id ?? createdBody.data!.id;
  expect(pointId).toBeGreaterThan(0);
  // The guests' list has it.
  const points = (await (await request.get("/api/travel/points")).json()) as { id: number; name: string }[] | { data: { id: number; name: string }[] };
  expect((Array.isArray(points) ? points : points.data).map((p) => p.name)).toContain(pointName);

  // A reply without travel, with one family member.
  const phone = freshPhone("6");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  // The form itself, once its chunk has arrived (the skeleton stands in until then).
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  await form.getByLabel("Full Name").first().fill("Kavya Travel");
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByText("Joyfully accepts").click();
  await form.getByRole("button", { name: "Add Member" }).click();
  await form.getByRole("group", { name: "Family Member #1" }).getByLabel("Full Name").fill("Arjun Travel");
  // The section is there, collapsed: travel is optional.
  await expect(form.getByRole("region", { name: "Travel" }).getByRole("button", { name: "Add travel details" })).toBeVisible();
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const url = (await page.getByTestId("reply-link").textContent())!;
  const before = await adminTravel(request, token);
  expect(before.arrivals.some((a) => a.primaryGuestPhone === `+91${phone}`)).toBe(false);

  // The home page's card asks for the travel details.
  await page.goto("/");
  const card = page.getByTestId("remembered-reply");
  await card.scrollIntoViewIfNeeded();
  const addTravel = card.getByRole("link", { name: "Add your travel details" });
  await expect(addTravel).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await noSideways(page, "the remembered card at 360 px");
  await card.screenshot({ path: "e2e/output/screenshots/travel-remembered-card-360.png", animations: "disabled" });

  // It opens the private link on the Travel section, the arrival time ready for typing.
  await addTravel.click();
  await expect(page).toHaveURL(`${url}#travel`);
  const travel = page.getByRole("region", { name: "Travel" });
  const arrival = travel.getByRole("group", { name: "Arrival" });
  const departure = travel.getByRole("group", { name: "Departure" });
  await expect(arrival.getByLabel("Arrival date and time")).toBeFocused();
  await arrival.getByLabel("Arrival date and time").fill("2025-11-06T15:40");
  await arrival.getByLabel("Arriving by").selectOption("train");
  await arrival.getByLabel("Flight or train number").fill("12011");
  await arrival.getByLabel("Pickup point").selectOption({ label: pointName });
  await arrival.getByLabel("Please pick us up").check();
  // A departure long after the wedding: a friendly warning, not a refusal.
  await departure.getByLabel("Departure date and time").fill("2025-11-25T10:00");
  await departure.getByLabel("Leaving by").selectOption("flight");
  await expect(departure.getByTestId("travel-warning")).toContainText("more than 7 days after the wedding");
  await expect(arrival.getByTestId("travel-warning")).toHaveCount(0);

  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(150);
    await noSideways(page, `the Travel section at ${size.width} px`);
    await travel.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72, behavior: "instant" }));
    await page.screenshot({ path: `e2e/output/screenshots/travel-section-screen-${size.label}.png`, animations: "disabled" });
    await travel.screenshot({ path: `e2e/output/screenshots/travel-section-${size.label}.png`, animations: "disabled" });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await noSeriousAxe(page);

  await page.getByRole("form", { name: "RSVP form" }).getByRole("button", { name: "Update my reply" }).click();
  await expect(page.getByTestId("reply-saved")).toHaveText("Your reply is updated. Coming: you and 1 guest.");

  // The couple's list: the arrival of a party of two at the new point, asking for a pickup; the far departure kept.
  const after = await adminTravel(request, token);
  const arrivalLeg = after.arrivals.find((a) => a.primaryGuestPhone === `+91${phone}`);
  expect(arrivalLeg).toMatchObject({ people: 2, at: "2025-11-06T15:40", mode: "train", number: "12011", pointId, pointName, needsPickup: true });
  expect(after.departures.find((d) => d.primaryGuestPhone === `+91${phone}`)).toMatchObject({
    people: 2,
    at: "2025-11-25T10:00",
    mode: "flight",
    pointId: null,
    needsDrop: false,
  });

  // Read back fresh, the section opens filled in; the home card no longer asks.
  await page.reload();
  await expect(page.getByRole("region", { name: "Travel" }).getByRole("group", { name: "Arrival" }).getByLabel("Pickup point")).toHaveValue(String(pointId));
  await page.goto("/");
  await expect(page.getByTestId("remembered-reply").getByRole("link", { name: "View or change your reply" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add your travel details" })).toHaveCount(0);
});
