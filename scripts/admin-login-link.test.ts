/**
 * `npm run admin:login-link` end to end (issue 12): the script runs as its own process on a data
 * folder, prints a link, and a server built on that folder redeems it once; an expired link fails.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../fastify.config";
import { openDatabase } from "../db/connect";
import { buildApp } from "../src/server/app";
import { LOGIN_LINK_MESSAGES, LOGIN_LINK_TTL_MS } from "../src/server/modules/auth/login-link";
import { sha256 } from "../src/server/trpc/context";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..");
const SECRET = "s".repeat(64);

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Runs the script as the operator would, with only the given settings in the environment. */
async function printLink(env: Record<string, string>, args: string[] = []) {
  const { PATH, HOME } = process.env;
  const { stdout } = await run(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/admin-login-link.ts", ...args], {
    cwd: ROOT,
    env: { PATH, HOME, APP_SECRET: SECRET, ...env },
    timeout: 60_000,
  });
  const url = stdout.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in the output:\n${stdout}`);
  return { url: new URL(url), stdout };
}

async function serve(dataDir: string, now?: () => Date) {
  const config = loadConfig({ APP_SECRET: SECRET, DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_PHONE: "9876543210" });
  const database = await openDatabase(config.dbFile);
  const app = await buildApp({ config, database, ...(now ? { now } : {}) });
  await app.ready();
  return app;
}

describe("npm run admin:login-link", () => {
  it("prints a one-time link that a server on the same DATA_DIR accepts once; an expired link fails", { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-login-link-"));
    dirs.push(dataDir);

    const first = await printLink({ DATA_DIR: dataDir, PORT: "4321", ADMIN_PHONE: "9876543210" });
    expect(first.url.origin).toBe("http://localhost:4321");
    expect(first.url.pathname).toBe("/login");
    const token = first.url.searchParams.get("link")!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(first.stdout).toMatch(/works once, valid 15 minutes/);
    expect(first.stdout).toMatch(/for Owner \(owner;/);

    const app = await serve(dataDir);
    try {
      // Only the hash is on disk.
      const look = await openDatabase(path.join(dataDir, "wedding.sqlite"));
      const rows = await look.db.selectFrom("adminLoginLinks").selectAll().execute();
      await look.db.destroy();
      expect(rows.map((r) => r.tokenHash)).toEqual([sha256(token)]);

      const res = await app.inject({ method: "POST", url: "/api/auth/login-link", payload: { token } });
      expect(res.statusCode, res.body).toBe(200);
      const { sessionToken } = res.json() as { sessionToken: string };
      const admin = await app.inject({ method: "GET", url: "/api/auth/verify-session", headers: { authorization: `Bearer ${sessionToken}` } });
      expect(admin.statusCode).toBe(200);

      const second = await app.inject({ method: "POST", url: "/trpc/auth.redeemLoginLink", payload: { token } });
      expect(second.statusCode).toBe(401);
      expect(second.json().error.message).toBe(LOGIN_LINK_MESSAGES.used);
    } finally {
      await app.close();
    }

    // A second link, printed with a host of its own, is redeemed too late.
    const other = await printLink({ DATA_DIR: dataDir, HOST: "192.168.1.20" });
    // No ADMIN_PHONE this time: the link is the first owner's all the same; --phone picks a member, a stranger's number fails.
    expect(other.stdout).toMatch(/for Owner \(owner;/);
    expect((await printLink({ DATA_DIR: dataDir }, ["--phone", "98765 43210"])).stdout).toMatch(/for Owner \(owner;/);
    await expect(printLink({ DATA_DIR: dataDir }, ["--phone", "9000012345"])).rejects.toThrow(/9000012345 is not on the team/);
    expect(other.url.origin).toBe("http://192.168.1.20:3000");
    const late = await serve(dataDir, () => new Date(Date.now() + LOGIN_LINK_TTL_MS + 1000));
    try {
      const res = await late.inject({ method: "POST", url: "/api/auth/login-link", payload: { token: other.url.searchParams.get("link") } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: LOGIN_LINK_MESSAGES.expired });
    } finally {
      await late.close();
    }
  });
});
