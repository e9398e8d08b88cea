/**
 * Issue 14 in Debian's Chromium against the built app: who comes to which celebration. The couple marks
 * the Haldi and the Sangeet as asking (PUT /api/timeline-events/:id); a guest on a 360 px phone answers
 * yes with a family member who skips the Sangeet (by keyboard); the couple's headcounts count one adult
 * less for the Sangeet; the private link shows the choices; the itinerary says "RSVP requested".
 * The events are put back at the end so the other specs see the demo wedding they expect.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { adminSession } from "./e2e-db";
import { setAsks, timelineEvents } from "./timeline-events";

type Headcount = { eventId: number; eventName: string; adults: number; children: number; total: number };

const SIZES = [
  { label: "360", width: 360, height: 740 },
  { label: "390", width: 390, height: 844 },
] as const;
const HALDI = "Haldi Ceremony";
const SANGEET = "Sangeet & Dance Night";
const GRID = "Which celebrations will you join?";

async function headcounts(request: APIRequestContext, token: string): Promise<Headcount[]> {
  const res = await request.get("/api/admin/headcounts", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { events?: Headcount[]; data?: { events: Headcount[] } };
  return (body.events ?? body.data!.events)!;
}
const countOf = (counts: Headcount[], id: number) => counts.find((c) => c.eventId === id) ?? { adults: 0, children: 0, total: 0 };

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

test("a family member who skips the Sangeet: the grid at 360 px, the headcounts, the private link and the itinerary", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await adminSession(1);
  const all = await timelineEvents(request);
  const haldi = all.find((e) => e.eventName === HALDI)!;
  const sangeet = all.find((e) => e.eventName === SANGEET)!;
  expect(haldi && sangeet, "the demo has a Haldi and a Sangeet").toBeTruthy();

  try {
    await setAsks(request, token, haldi, true);
    await setAsks(request, token, sangeet, true);
    const asked = (await timelineEvents(request)).filter((e) => e.asksAttendance).map((e) => e.eventName);
    expect(asked).toEqual([HALDI, SANGEET]);
    const before = await headcounts(request, token);

    // The guest, on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("link", { name: "RSVP Now" }).click();
    const form = page.getByRole("form", { name: "RSVP form" });
    // The form itself, once its chunk has arrived (the skeleton stands in until then).
    await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
    await form.getByLabel("Full Name").first().fill("Naina Kapoor");
    await form.getByLabel("Phone Number").fill(`7${String(Date.now()).slice(-9)}`);
    await form.getByText("Joyfully accepts").click();
    await form.getByRole("button", { name: "Add Member" }).click();
    await form.getByRole("group", { name: "Family Member #1" }).getByLabel("Full Name").fill("Rohan Kapoor");

    const grid = page.getByRole("region", { name: GRID });
    await expect(grid).toBeVisible();
    const haldiGroup = grid.getByRole("group", { name: /^Haldi Ceremony, \S+ \S+, 4:00 PM - 6:00 PM$/ });
    const sangeetGroup = grid.getByRole("group", { name: /^Sangeet & Dance Night, \S+ \S+, 8:00 PM onwards$/ });
    await expect(grid.getByTestId("celebration")).toHaveCount(2);
    // Everyone of the party, ticked by default.
    for (const group of [haldiGroup, sangeetGroup]) {
      await expect(group.getByRole("checkbox", { name: "Naina Kapoor" })).toBeChecked();
      await expect(group.getByRole("checkbox", { name: "Rohan Kapoor" })).toBeChecked();
    }
    // "No one" and "Everyone" per event.
    await sangeetGroup.getByRole("button", { name: "No one" }).click();
    await expect(sangeetGroup.getByRole("checkbox", { name: "Naina Kapoor" })).not.toBeChecked();
    await expect(haldiGroup.getByRole("checkbox", { name: "Naina Kapoor" })).toBeChecked();
    await sangeetGroup.getByRole("button", { name: "Everyone" }).click();
    await expect(sangeetGroup.getByRole("checkbox", { name: "Rohan Kapoor" })).toBeChecked();
    // By keyboard: Rohan skips the Sangeet.
    await sangeetGroup.getByRole("checkbox", { name: "Rohan Kapoor" }).focus();
    await page.keyboard.press("Space");
    await expect(sangeetGroup.getByRole("checkbox", { name: "Rohan Kapoor" })).not.toBeChecked();
    await expect(sangeetGroup.getByText("1 of 2 joining")).toBeVisible();

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.waitForTimeout(150);
      await noSideways(page, `the celebrations grid at ${size.width} px`);
      // The phone's screen with the section's heading just under the fixed top bar, then the whole section.
      await grid.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72, behavior: "instant" }));
      await page.screenshot({ path: `e2e/output/screenshots/celebrations-grid-${size.label}.png`, animations: "disabled" });
      await grid.screenshot({ path: `e2e/output/screenshots/celebrations-grid-section-${size.label}.png`, animations: "disabled" });
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await noSeriousAxe(page);

    await form.getByRole("button", { name: "Send my RSVP" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const link = (await page.getByTestId("reply-link").textContent())!;

    // The couple's headcounts: two more adults at the Haldi, one more at the Sangeet.
    const after = await headcounts(request, token);
    expect(countOf(after, haldi.id).adults - countOf(before, haldi.id).adults).toBe(2);
    expect(countOf(after, sangeet.id).adults - countOf(before, sangeet.id).adults).toBe(1);
    // The demo's households invite some families to the Sangeet only: the gap between the two grows by one.
    const gap = (counts: Headcount[]) => countOf(counts, haldi.id).adults - countOf(counts, sangeet.id).adults;
    expect(gap(after)).toBe(gap(before) + 1);

    // The private link shows the choices as saved.
    await page.goto(link);
    const saved = page.getByRole("region", { name: GRID });
    await expect(saved.getByRole("group", { name: /^Sangeet/ }).getByRole("checkbox", { name: "Rohan Kapoor" })).not.toBeChecked();
    await expect(saved.getByRole("group", { name: /^Sangeet/ }).getByRole("checkbox", { name: "Naina Kapoor" })).toBeChecked();
    await expect(saved.getByRole("group", { name: /^Haldi/ }).getByRole("checkbox", { name: "Rohan Kapoor" })).toBeChecked();
    await noSideways(page, "the private link's page at 360 px");

    // The itinerary marks the two asked events.
    await page.goto("/timeline");
    const card = (name: string) => page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card(HALDI).getByText("RSVP requested")).toBeVisible();
    await expect(card(SANGEET).getByText("RSVP requested")).toBeVisible();
    await expect(card("Guest Check-in").getByText("RSVP requested")).toHaveCount(0);
    await noSideways(page, "the itinerary at 360 px");
    await card(SANGEET).screenshot({ path: "e2e/output/screenshots/celebrations-itinerary-badge-360.png", animations: "disabled" });
  } finally {
    await setAsks(request, token, haldi, false);
    await setAsks(request, token, sangeet, false);
  }
  expect((await timelineEvents(request)).filter((e) => e.asksAttendance)).toEqual([]);
});
