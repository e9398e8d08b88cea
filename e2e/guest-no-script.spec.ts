/**
 * A guest whose phone runs no JavaScript (or whose script has not arrived): the server's pages alone. A family
 * replies with a child and an ID file through the form's own posts (adding people, an error sent back beside
 * its field with everything typed kept), lands on the Thank You with the reply's private link, and the link opens.
 */
import { expect, type Page, test } from "@playwright/test";
import { ID_CONSENT_LABEL, MESSAGES } from "../src/shared/schemas/rsvp";
import { adminSession } from "./e2e-db";
import { setAsks, timelineEvents, type TimelineEvent } from "./timeline-events";

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

const PDF = Buffer.from("%PDF-1.7\n%no-script passport\n" + "x".repeat(2000), "latin1");
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();

// The Haldi asks who comes, as in the demo wedding (another spec may have turned it off), and is put back after.
let haldi: TimelineEvent;
test.beforeEach(async ({ request }) => {
  haldi = (await timelineEvents(request)).find((e) => e.eventName === "Haldi Ceremony")!;
  if (!haldi.asksAttendance) await setAsks(request, (await adminSession(1)).token, haldi, true);
});
test.afterEach(async ({ request }) => {
  if (!haldi.asksAttendance) await setAsks(request, (await adminSession(1)).token, haldi, false);
});

test("a family replies without JavaScript: people added by the form's posts, an error beside its field, the Thank You and its link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Will You Join Us?" })).toBeVisible();
  await field(page, "primaryGuestName").fill("Nirmala Joshi");
  await field(page, "primaryGuestPhone").fill("12345");
  // "Yes" shows the attending sections by CSS alone.
  await expect(page.getByRole("heading", { name: "Dining Preferences" })).toBeHidden();
  await page.getByText("Joyfully accepts").click();
  await expect(page.getByRole("heading", { name: "Dining Preferences" })).toBeVisible();
  await field(page, "dietaryPreference").selectOption("veg");
  await page.getByLabel(ID_CONSENT_LABEL).check();
  await page.locator('input[type="file"][name="uploadedFileName"]').setInputFiles({ name: "aadhaar.pdf", mimeType: "application/pdf", buffer: PDF });

  // "Add Member" posts the form; it comes back with a member's card and everything kept, the file too.
  await page.getByRole("button", { name: "Add Member" }).click();
  await expect(field(page, "familyMembers.0.name")).toBeVisible();
  await expect(field(page, "primaryGuestName")).toHaveValue("Nirmala Joshi");
  await expect(page.getByText("We have your ID file.")).toBeVisible();
  await field(page, "familyMembers.0.name").fill("Prakash Joshi");
  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(field(page, "familyMembers.0.name")).toHaveValue("Prakash Joshi");
  await field(page, "children.0.name").fill("Mini Joshi");
  await field(page, "children.0.age").fill("6");
  // The member's ID in two sides: the switch shows the front and back slots by CSS alone.
  const memberId = page.getByTestId("id-upload-member");
  await expect(memberId.locator('[data-mode="single"]')).toBeVisible();
  await expect(memberId.locator('[data-mode="separate"]')).toBeHidden();
  await memberId.getByText("Front & Back Separately").click();
  await expect(memberId.locator('[data-mode="separate"]')).toBeVisible();
  await expect(memberId.locator('[data-mode="single"]')).toBeHidden();
  await memberId
    .locator('input[type="file"][name="familyMembers.0.frontIdFileName"]')
    .setInputFiles({ name: "front.pdf", mimeType: "application/pdf", buffer: PDF });
  // The celebrations are the page's own checkboxes: the member skips the first one.
  const firstCelebration = page.getByTestId("celebration").first();
  await expect(firstCelebration.getByRole("checkbox")).toHaveCount(3); // you, the member and the child, as the last post drew them
  await firstCelebration.getByRole("checkbox", { name: "Prakash Joshi" }).uncheck();
  const skippedEvent = Number(await firstCelebration.getByRole("checkbox", { name: "Prakash Joshi" }).getAttribute("value"));

  // Sent with a phone of five digits: the page comes back with the sentence beside the phone field.
  await page.getByRole("button", { name: "Send my RSVP" }).click();
  const phone = field(page, "primaryGuestPhone");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(MESSAGES.phone)).toBeVisible();
  for (const [name, value] of [
    ["primaryGuestName", "Nirmala Joshi"],
    ["primaryGuestPhone", "12345"],
    ["familyMembers.0.name", "Prakash Joshi"],
    ["children.0.name", "Mini Joshi"],
    ["children.0.age", "6"],
  ] as const) {
    await expect(field(page, name)).toHaveValue(value);
  }
  await expect(page.locator('input[name="rsvpStatus"][value="yes"]')).toBeChecked();
  // Both ID files came back as kept: the guest's, and the front of the member's.
  await expect(page.getByText("We have your ID file.")).toHaveCount(2);
  await expect(page.getByTestId("family-member").getByText("We have your ID file.")).toBeVisible();
  await expect(memberId.locator('[data-mode="separate"]')).toBeVisible();
  await expect(page.getByTestId("celebration").first().getByRole("checkbox", { name: "Prakash Joshi" })).not.toBeChecked();
  await expect(page.getByTestId("celebration").first().getByRole("checkbox", { name: "Mini Joshi" })).toBeChecked();
  // Without the app there are no quick buttons that would do nothing, and no count that would stay as drawn.
  await expect(page.getByTestId("celebration").first().getByRole("button", { name: "Everyone" })).toHaveCount(0);
  await expect(
    page
      .getByTestId("celebration")
      .first()
      .getByText(/joining/),
  ).toHaveCount(0);
  await phone.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "e2e/output/screenshots/no-script-form-error-360.png", animations: "disabled" });
  await page.screenshot({ path: "e2e/output/screenshots/no-script-form-error-full-360.png", fullPage: true, animations: "disabled" });

  await phone.fill("98111 22334");
  await page.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page).toHaveURL(/\/rsvp\/[\w-]{20,}\?sent=1$/);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const link = page.getByTestId("reply-link");
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rsvp\/[\w-]{20,}$/);
  await page.screenshot({ path: "e2e/output/screenshots/no-script-thank-you-360.png", fullPage: true, animations: "disabled" });
  // No "Copy" that would do nothing; the link itself and "Send to my WhatsApp" work without the app.
  await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Send to my WhatsApp" })).toBeVisible();

  // What was saved: the family, the child and the ID, once.
  const token = href.split("/rsvp/")[1]!;
  const saved = (await (await page.request.get(`/api/rsvp/edit/${token}`)).json()) as {
    primaryGuestName: string;
    primaryGuestPhone: string;
    hasIdDocument: boolean;
    events?: number[];
    familyMembers: { name: string; events?: number[]; uploadMode: string | null; hasIdDocument: boolean }[];
    children: { name: string; age: number; events?: number[] }[];
  };
  expect(saved).toMatchObject({ primaryGuestName: "Nirmala Joshi", primaryGuestPhone: "+919811122334", hasIdDocument: true });
  expect(saved.familyMembers).toMatchObject([{ name: "Prakash Joshi", uploadMode: "separate", hasIdDocument: true }]);
  expect(saved.children).toMatchObject([{ name: "Mini Joshi", age: 6 }]);
  // Only the member skips the first celebration; the others join every one.
  const asked = (await timelineEvents(page.request)).filter((e) => e.asksAttendance).map((e) => e.id);
  expect(asked).toContain(skippedEvent);
  expect(saved.familyMembers[0]!.events).toEqual(asked.filter((id) => id !== skippedEvent));
  expect(saved.events).toEqual(asked);
  expect(saved.children[0]!.events).toEqual(asked);

  // The link opens the reply, drawn by the server.
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(field(page, "primaryGuestName")).toHaveValue("Nirmala Joshi");
  await expect(field(page, "familyMembers.0.name")).toHaveValue("Prakash Joshi");
});

test("the itinerary and the menus read without JavaScript", async ({ page }) => {
  await page.goto("/timeline");
  await expect(page.getByRole("heading", { name: "Wedding Itinerary" })).toBeVisible();
  await expect(page.getByText("Haldi").first()).toBeVisible();
  // Each day's tab is a link the server answers with that day.
  await page.getByRole("tab", { name: "8th Nov" }).click();
  await expect(page).toHaveURL(/\/timeline\?day=2$/);
  await expect(page.getByRole("tab", { name: "8th Nov" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/menu/view");
  await expect(page.getByText("Buransh Sharbat")).toBeVisible();
  // So is each meal's filter: the server draws the day with that meal only, and "All Meals" brings the rest back.
  const meals = await page.locator("article").count();
  expect(meals).toBeGreaterThan(1);
  await page.getByRole("tablist", { name: "Filter by meal" }).getByRole("tab", { name: "Dinner" }).click();
  await expect(page).toHaveURL(/\/menu\/view\?day=1&meal=dinner$/);
  await expect(page.locator("article")).toHaveCount(1);
  await expect(page.locator("article").getByText("Dinner", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Dinner" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "All Meals" }).click();
  await expect(page.locator("article")).toHaveCount(meals);
});
