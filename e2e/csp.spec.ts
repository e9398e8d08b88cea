/**
 * The page's Content-Security-Policy and Permissions-Policy in Debian's Chromium: no violation (blocked
 * inline style, eval) and no "Unrecognized feature" on any guest page, any dashboard tab or any printable
 * view, signed in as the owner. The printable views and the tabs that print still print on white A4.
 */
import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./e2e-db";

type Seen = { where: string; text: string };

/** Collects CSP violations (the DOM event, kept across navigations) and the browser's policy complaints. */
async function watchPolicies(page: Page) {
  const seen: Seen[] = [];
  let where = "start";
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      // The console line below reports it too; the event is what the page itself would see.
      console.error(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  page.on("console", (msg) => {
    const text = msg.text();
    if (/securitypolicyviolation|Content Security Policy|Refused to|Unrecognized feature|Permissions-Policy|Permissions policy/i.test(text))
      seen.push({ where, text });
  });
  return {
    seen,
    at: (place: string) => {
      where = place;
    },
  };
}

const settle = (page: Page) => page.waitForLoadState("networkidle");

/** The first page's size in points: A4 is 595 x 842 (the PDFs are asked for in Letter, 612 x 792, unless the page's CSS says A4). */
const firstPageSize = (pdf: Buffer) => {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString("latin1"));
  return box ? [Math.round(Number(box[1])), Math.round(Number(box[2]))] : null;
};

test("no page breaks the security policy: guest pages, every dashboard tab, every printable view", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const policy = await watchPolicies(page);

  // A reply's private link, made through the public API.
  const phone = `9${String(Date.now()).slice(-9)}`;
  const made = await request.post("/api/rsvp", {
    data: { primaryGuestName: "Policy Guest", primaryGuestPhone: phone, primaryGuestGender: "female", rsvpStatus: "no", idempotencyKey: crypto.randomUUID() },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { editUrl } = (await made.json()) as { editUrl: string };
  const editPath = new URL(editUrl, "http://x").pathname;

  for (const path of ["/", "/timeline", "/menu/view", "/menu/dinner", editPath, "/login", "/setup", "/no-such-page"]) {
    policy.at(path);
    await page.goto(path);
    await settle(page);
  }
  policy.at("/ with the RSVP form open");
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  await page.getByRole("form", { name: "RSVP form" }).getByLabel("Full Name").waitFor();
  await page.getByRole("form", { name: "RSVP form" }).getByRole("button", { name: "Send my RSVP" }).click();
  await settle(page);

  policy.at("sign-in");
  await signInAsAdmin(page);
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab");
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    policy.at(`tab ${name}`);
    await page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab", { name, exact: true }).click();
    await settle(page);
    await page.emulateMedia({ media: "print" });
    await page.emulateMedia({ media: null });
  }

  for (const view of ["rooming", "caterer", "travel"]) {
    policy.at(`print ${view}`);
    await page.goto(`/admin/print/${view}`);
    await expect(page.getByTestId("print-sheet")).toBeVisible();
    await settle(page);
    const pdf = await page.pdf({ format: "Letter", preferCSSPageSize: true, printBackground: true, path: `e2e/output/screenshots/csp-print-${view}.pdf` });
    expect(firstPageSize(pdf), view).toEqual([595, 842]);
  }
  // The tabs that print their own pages.
  for (const [tab, name] of [
    ["headcounts", "Headcounts"],
    ["travel", "Travel"],
  ] as const) {
    policy.at(`print tab ${name}`);
    await page.goto(`/admin?tab=${tab}`);
    await page.getByRole("heading", { name, exact: true }).first().waitFor();
    await settle(page);
    const pdf = await page.pdf({ format: "Letter", preferCSSPageSize: true, printBackground: true, path: `e2e/output/screenshots/csp-print-tab-${tab}.pdf` });
    expect(firstPageSize(pdf), tab).toEqual([595, 842]);
  }

  expect(policy.seen).toEqual([]);
});

test("a guest page keeps the browser's own paper (the A4 rule belongs to the printable views)", async ({ page }) => {
  await page.goto("/timeline");
  await settle(page);
  expect(firstPageSize(await page.pdf({ format: "Letter", preferCSSPageSize: true }))).toEqual([612, 792]);
});
