/**
 * Who may reply and the messages, in the browser: the planner makes replies invitation-only with a contact number
 * (a reply without a link is then refused with the sentence), rewords the English invitation (a wrong placeholder
 * is refused at the field), and adds the demo's one reply that is not on the guest list to it as a new household,
 * which the Guest List tab then shows as replied. Screenshots of the Wedding tab's new parts and of the reply card.
 */
import { expect, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";
import { VIEWPORTS } from "./screenshots";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 31;
const OFF_LIST = "Dev Malhotra";
test.describe.configure({ mode: "serial" });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(PORT);
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}.png`;

test("replies by invitation only, with the couple's number, refuse a reply without a link", async ({ page, request }) => {
  await openDashboard(page, srv);
  await page.getByRole("tab", { name: "Wedding" }).click();
  await page.getByRole("radio", { name: /By invitation only/ }).check();
  await page.getByLabel("Couple's contact number (optional)").fill("+44 7400 123456");
  await page.getByRole("button", { name: "Save Wedding Details" }).click();
  await expect(page.getByText("Wedding details updated successfully", { exact: true })).toBeVisible();

  const details = await (await request.get(`${srv.url}/api/wedding-details`)).json();
  expect(details).toMatchObject({ rsvpMode: "invite-only", contactPhone: "+447400123456" });
  const refused = await request.post(`${srv.url}/api/rsvp`, { data: { primaryGuestName: "Stranger", primaryGuestPhone: "9000000001", rsvpStatus: "yes" } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: "Replies are by invitation. Please use the link from your invitation." });

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.getByRole("group", { name: "Who can reply" }).or(page.getByText("Who can reply")).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`admin-wedding-who-can-reply-${label}`) });
  }
  // Back to open, for the reply below.
  await page.getByRole("radio", { name: /Anyone with the site's link/ }).check();
  await page.getByRole("button", { name: "Save Wedding Details" }).click();
  await expect.poll(async () => ((await (await request.get(`${srv.url}/api/wedding-details`)).json()) as { rsvpMode: string }).rsvpMode).toBe("open");
});

test("the English invitation is reworded; a wrong placeholder is refused at the field", async ({ page }) => {
  await openDashboard(page, srv);
  await page.getByRole("tab", { name: "Wedding" }).click();
  const invitation = page.getByRole("region", { name: "Invitation" });
  const english = invitation.getByLabel(/English/);
  await english.fill("Dear {nmae}, your invitation: {link}");
  await invitation.getByRole("button", { name: "Save English" }).click();
  await expect(invitation.getByRole("alert")).toHaveText("{nmae} is not a placeholder. Use {name}, {link}, {couple}, {dates}, {deadline}.");
  await english.fill("Dear {name}, {couple} would love to see you {dates}. Your invitation: {link}");
  await invitation.getByRole("button", { name: "Save English" }).click();
  await expect(page.getByText("Invitation in English saved", { exact: true })).toBeVisible();
  await expect(invitation.getByRole("button", { name: "Use the written default" })).toBeVisible();
  await expect(invitation.getByLabel(/Hindi/)).toHaveValue(/प्रिय \{name\}/);

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.getByRole("heading", { name: "Invitation Messages" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`admin-wedding-messages-${label}`), fullPage: false });
  }
});

test("a reply not on the guest list becomes a household, shown as replied", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openDashboard(page, srv);
  await page.getByRole("button", { name: "Not on the guest list" }).click();
  const cards = page.getByTestId("rsvp-card");
  // The demo's reply off the list, and the test server's own reply with an ID document.
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ has: page.getByRole("heading", { name: OFF_LIST }) });
  await expect(card.getByText("Not on the guest list", { exact: true })).toBeVisible();
  await card.screenshot({ path: shot("admin-rsvp-not-on-list-desktop") });

  await card.getByRole("button", { name: "Add to guest list" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to the guest list" });
  await expect(dialog.getByRole("combobox", { name: "Household" })).toHaveText(`A new household: ${OFF_LIST}`);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.screenshot({ path: shot("admin-rsvp-add-to-guest-list-phone") });
  await page.setViewportSize(VIEWPORTS.desktop);
  await dialog.getByRole("button", { name: "Make a household" }).click();
  await expect(page.getByText(`${OFF_LIST}'s reply is now on the guest list as ${OFF_LIST}.`, { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(card).toHaveCount(0);

  await page.getByRole("tab", { name: "Guest List" }).click();
  const row = page.getByTestId("household-row").filter({ hasText: OFF_LIST });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Replied");
  // The demo's forty households (and this one), as the planner sees them.
  await page.screenshot({ path: shot("admin-guest-list-demo-desktop"), fullPage: true });
});
