/**
 * A reminder round on a 390 px phone: six households were sent their invitation, one replies; the planner opens
 * the chase board, taps "Remind all not replied" and goes through the five others one at a time (each "Open
 * WhatsApp" opens its wa.me link with its own message and link, then "Next"), leaves half-way and resumes
 * where it stopped. The server then holds one reminder per household. Screenshots at 360 px of the board and a round.
 */
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 47;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
let headers: Record<string, string>;
const NAMES = ["Agarwal family", "Bose family", "Chopra family", "Dutta family", "Eapen family"];
let links: Record<string, string> = {};

test.beforeAll(async () => {
  srv = await startServer(PORT);
  headers = { authorization: `Bearer ${srv.token}`, "content-type": "application/json" };
  const list = (await (await fetch(`${srv.url}/api/admin/households`, { headers })).json()) as { data: { id: number }[] };
  for (const h of list.data)
    expect((await fetch(`${srv.url}/api/admin/households/${h.id}`, { method: "DELETE", headers: { authorization: headers.authorization! } })).status).toBe(200);
  links = {};
  for (const [i, name] of [...NAMES, "Fernandes family"].entries()) {
    const res = await fetch(`${srv.url}/api/admin/households`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name, phone: `98765 0000${i}`, seats: 2, language: i === 1 ? "hi" : "en" }),
    });
    expect(res.status).toBe(201);
    const h = (await res.json()) as { id: number; inviteUrl: string };
    links[name] = h.inviteUrl;
    expect((await fetch(`${srv.url}/api/admin/households/${h.id}/sent`, { method: "POST", headers: { authorization: headers.authorization! } })).status).toBe(
      200,
    );
  }
  // The Fernandes family replies before the round: it is not chased.
  const reply = await fetch(`${srv.url}/api/rsvp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      primaryGuestName: "Fiona Fernandes",
      primaryGuestPhone: "9876500005",
      rsvpStatus: "yes",
      invitationToken: links["Fernandes family"]!.slice(3),
    }),
  });
  expect(reply.status).toBe(200);
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}.png`;

async function openBoard(page: Page) {
  await openDashboard(page, srv);
  await page.getByRole("tab", { name: "Guest List" }).click();
  await page.getByRole("button", { name: "Chase board" }).click();
  await expect(page.getByTestId("chase-board")).toBeVisible();
}

test("a reminder round over five households, one tap each, left and resumed", async ({ page, context }) => {
  const opened: string[] = [];
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
  context.on("page", (p) => opened.push(p.url()));
  await page.setViewportSize({ width: 390, height: 844 });
  await openBoard(page);
  await expect(page.getByRole("heading", { name: "Not replied: 5 households" })).toBeVisible();
  await expect(page.getByTestId("not-replied-list").getByRole("listitem")).toHaveCount(5);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: shot("chase-board-360"), fullPage: true, animations: "disabled" });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole("button", { name: "Remind all not replied" }).click();
  const round = page.getByRole("dialog", { name: "Remind all not replied" });
  for (const [i, name] of NAMES.entries()) {
    if (i === 2) {
      // Left half-way: the round resumes at the third household.
      await round.getByRole("button", { name: "Close" }).first().click();
      await expect(round).toBeHidden();
      await page.getByRole("button", { name: "Remind all not replied" }).click();
    }
    await expect(round.getByTestId("round-household")).toHaveText(name);
    await expect(round.getByTestId("round-progress")).toHaveText(`${i + 1} of 5`);
    if (i === 0) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: shot("reminder-round-360"), animations: "disabled" });
      await page.setViewportSize({ width: 390, height: 844 });
    }
    const popup = context.waitForEvent("page");
    await round.getByRole("link", { name: "Open WhatsApp" }).click();
    await (await popup).close();
    await expect(round.getByRole("link", { name: "Open again" })).toBeVisible();
    await round.getByRole("button", { name: "Next" }).click();
  }
  await expect(round.getByText("Round finished.")).toBeVisible();
  await expect(round.getByText("All 5 households done.")).toBeVisible();

  expect(opened).toHaveLength(5);
  for (const [i, name] of NAMES.entries()) {
    const url = new URL(opened[i]!);
    expect(url.pathname).toBe(`/91987650000${i}`);
    const text = url.searchParams.get("text")!;
    expect(text).toContain(name);
    expect(text).toContain(links[name]!);
  }
  expect(new URL(opened[1]!).searchParams.get("text")).toContain("प्रिय Bose family");

  const board = (await (await fetch(`${srv.url}/api/admin/chase-board`, { headers })).json()) as { notReplied: { name: string; reminderCount: number }[] };
  expect(board.notReplied.map((h) => [h.name, h.reminderCount])).toEqual(NAMES.map((n) => [n, 1]));
  const log = (await (await fetch(`${srv.url}/api/admin/activity?pageSize=50`, { headers })).json()) as {
    entries: { action: string; detail: string; adminName: string }[];
  };
  const rounds = log.entries.filter((e) => e.action === "messages.round");
  expect(rounds[0]?.adminName).toBe("Meera");
  expect(rounds.map((e) => e.detail)).toEqual(["Reminder to not replied: 5 households"]);
  await round.getByRole("button", { name: "Close" }).last().click();
  await expect(page.getByTestId("not-replied-list")).toContainText("Reminded once");
});
