/**
 * First run (issue 17), journey (a): a fresh server on an empty data folder without ADMIN_PHONE prints one
 * setup line; its link opens /setup, the form saves the wedding and the owner and goes to /login, the code
 * (printed by OTP_DELIVERY=console) logs the owner in, and the dashboard shows the owner's Team tab. A restart
 * before setup prints a fresh link (the old one is refused); after setup the page and POST /api/setup say it is done.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { freePort, waitHealthy } from "../scripts/server-process";
import { SETUP_MESSAGES } from "../src/shared/schemas/setup";

const OWNER_PHONE = "9345600718";
const SIZES = { "360": { width: 360, height: 740 }, "390": { width: 390, height: 844 }, "1280": { width: 1280, height: 800 } } as const;

/** Full-page screenshots at the three sizes the dashboard and guest pages are checked at. */
async function snapSizes(page: Page, name: string) {
  fs.mkdirSync("e2e/output/screenshots", { recursive: true });
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `e2e/output/screenshots/${name}-${label}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize(SIZES["1280"]);
}

/** The built server as a first run would start it: its own port and folder, no ADMIN_PHONE, codes on stdout. */
class FreshServer {
  out = "";
  proc!: ChildProcess;
  constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}
  get base() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start() {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: "127.0.0.1",
      DATA_DIR: this.dataDir,
      LOG_LEVEL: "info",
      OTP_DELIVERY: "console",
    };
    delete env.ADMIN_PHONE;
    delete env.OTP_WEBHOOK_URL;
    this.out = "";
    this.proc = spawn(process.execPath, [`${process.env.DIST_DIR ?? "dist"}/server/main.mjs`], { env, stdio: ["ignore", "pipe", "inherit"] });
    this.proc.stdout!.on("data", (chunk: Buffer) => (this.out += chunk.toString()));
    await waitHealthy(this.base);
  }
  async stop() {
    if (!this.proc || this.proc.exitCode !== null) return;
    const exited = new Promise((r) => this.proc.once("exit", r));
    this.proc.kill("SIGTERM");
    await exited;
  }
  /** The printed setup line (stdout is a pipe here, so the log is JSON lines). */
  async setupLine(): Promise<{ level: number; msg: string; url: string }> {
    let found: { level: number; msg: string; url: string } | null = null;
    await expect
      .poll(() => {
        const lines = this.out.split("\n").filter((l) => l.includes("/setup?token="));
        if (lines.length !== 1) return lines.length;
        const entry = JSON.parse(lines[0]!) as { level: number; msg: string };
        found = { ...entry, url: /(http:\/\/\S+\/setup\?token=\S+)/.exec(entry.msg)![1]! };
        return 1;
      })
      .toBe(1);
    return found!;
  }
  /** The newest one-time code printed for the owner's masked number. */
  async code(previous?: string): Promise<string> {
    let code = "";
    await expect
      .poll(() => {
        const all = [...this.out.matchAll(/\[login\] One-time code for \*{6}0718: (\d{6})/g)];
        code = all.at(-1)?.[1] ?? "";
        return code && code !== previous ? code : "";
      })
      .toMatch(/^\d{6}$/);
    return code;
  }
}

let server: FreshServer;
test.beforeAll(async () => {
  server = new FreshServer(fs.mkdtempSync(path.join(os.tmpdir(), "wedding-setup-e2e-")), await freePort());
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("a fresh server's setup link leads to a logged-in owner", async ({ page, request }) => {
  test.setTimeout(120_000);
  // One JSON line (not a terminal) at warn level with the link on this server's address.
  const first = await server.setupLine();
  expect(first.level).toBe(40);
  expect(first.msg).toMatch(/^Nobody can log in yet\. Set up the site within 60 minutes at /);
  expect(first.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/setup\\?token=[A-Za-z0-9_-]{40,}$`));

  // A restart prints a fresh link; the old one is no longer accepted.
  await server.stop();
  await server.start();
  const { url } = await server.setupLine();
  expect(url).not.toBe(first.url);
  await page.setViewportSize(SIZES["390"]);
  await page.goto(first.url);
  await page.getByLabel("Bride's name").fill("Meera Iyer");
  await page.getByLabel("Groom's name").fill("Aarav Sharma");
  await page.getByLabel("Wedding date").fill("2026-12-12");
  await page.getByLabel("Venue").fill("Lake Palace, Udaipur");
  await page.getByLabel("Your name").fill("Meera");
  await page.getByLabel("Your WhatsApp number").fill(OWNER_PHONE);
  await page.getByRole("button", { name: "Save and continue to login" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This setup link is not valid. Use the link the server printed when it started (restarting it prints a new one).",
  );
  await expect(page.getByRole("alert")).toBeInViewport();
  await snapSizes(page, "setup-bad-link");

  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await snapSizes(page, "setup");
  await page.getByLabel("Your WhatsApp number").fill("12345");
  await page.getByRole("button", { name: "Save and continue to login" }).click();
  await expect(page.getByText("Bride name is required")).toBeVisible();
  await expect(page.getByText("WhatsApp number must be exactly 10 digits")).toBeVisible();
  await snapSizes(page, "setup-errors");

  await page.getByLabel("Bride's name").fill("Meera Iyer");
  await page.getByLabel("Groom's name").fill("Aarav Sharma");
  await page.getByLabel("Wedding date").fill("2026-12-12");
  await page.getByLabel("Venue").fill("Lake Palace, Udaipur");
  await page.getByLabel("Your name").fill("Meera");
  await page.getByLabel("Your WhatsApp number").fill(OWNER_PHONE);
  await page.getByRole("button", { name: "Save and continue to login" }).click();

  // One owner: the login page keeps the masked number.
  await expect(page).toHaveURL(/\/login$/);
  // The toast names the button on the screen, not a number field the page no longer shows.
  await expect(page.getByText(SETUP_MESSAGES.saved, { exact: true })).toBeVisible();
  await snapSizes(page, "setup-saved-login");
  await expect(page.getByText("******0718")).toBeVisible();
  await expect(page.getByLabel("Your WhatsApp number")).toHaveCount(0);
  await page.getByRole("button", { name: "Send OTP to WhatsApp" }).click();
  await page.getByLabel("Verification code").fill(await server.code());
  await page.getByRole("button", { name: "Verify & Login" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Wedding Management Dashboard" })).toBeVisible();
  await expect(page.getByText("Aarav Sharma & Meera Iyer")).toBeVisible();
  await page.getByRole("tab", { name: "Team" }).click();
  const members = page.getByRole("list", { name: "Team members" }).getByRole("listitem");
  await expect(members).toHaveCount(1);
  await expect(members.first()).toContainText("Meera");
  await expect(members.first()).toContainText("93456 00718");
  await expect(members.first()).toContainText("Owner");

  // Setup is done: the page says so, and the call answers 410.
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "All set" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to login" })).toBeVisible();
  await snapSizes(page, "setup-done");
  const again = await request.post(`${server.base}/api/setup`, {
    data: {
      token: new URL(url).searchParams.get("token"),
      brideName: "X",
      groomName: "Y",
      weddingDate: "2026-12-12",
      venue: "Z",
      phoneNumber: "9345600719",
      name: "Someone",
    },
  });
  expect(again.status()).toBe(410);
  expect(await again.json()).toEqual({ message: "Setup is already done. Log in at /login." });
});
