/**
 * Starts the built server on a fresh data folder filled with the demo content (browser tests),
 * with login codes delivered to a local webhook receiver that the tests read back.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/connect";
import { seedDemo } from "../scripts/seed-demo";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-e2e-"));
const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
await seedDemo(db);
await db.destroy();
// Browser tests read the database back through e2e/e2e-db.ts.
fs.mkdirSync("e2e/output", { recursive: true });
fs.writeFileSync(`e2e/output/data-dir-${process.env.PORT ?? 3210}`, dataDir);

export const E2E_ADMIN_PHONE = "9876543210";
const receiverPort = Number(process.env.PORT ?? 3210) + 1;
let lastDelivery: unknown = null;
http
  .createServer((req, res) => {
    if (req.method === "POST" && req.url === "/otp") {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        lastDelivery = { contentType: req.headers["content-type"], body: JSON.parse(body) };
        res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      });
      return;
    }
    if (req.method === "GET" && req.url === "/last") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(lastDelivery));
      return;
    }
    res.writeHead(404).end();
  })
  .listen(receiverPort, "127.0.0.1");

const server = spawn(process.execPath, [`${process.env.DIST_DIR ?? "dist"}/server/main.mjs`], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    ADMIN_PHONE: E2E_ADMIN_PHONE,
    OTP_DELIVERY: "webhook",
    OTP_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/otp`,
    // The address the browser tests open: every link the site writes starts with it.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3210}`,
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
