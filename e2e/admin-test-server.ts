/**
 * A private server for the dashboard browser tests: the built app on its own port and data folder,
 * filled with the demo content, optional extra RSVPs, one guest with a real ID document, and a live admin
 * session written straight into the database (the login journey itself is covered by admin-login.spec.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase } from "../db/connect";
import { seedDemo } from "../scripts/seed-demo";

/** A 1x1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
export const ID_GUEST = "Zoya Siddiqui";
export const ID_FILE = "e2eIdProofFile01.png";

export interface TestServer {
  url: string;
  token: string;
  expiresAt: string;
  /** Its data folder (wedding.sqlite inside), for tests that check what was stored. */
  dataDir: string;
  stop: () => Promise<void>;
  /** Stops the server and starts another on the same port and data, from `distDir` (a new release of the app). */
  restart: (distDir: string) => Promise<void>;
}

/** `crowd`: the demo topped up to that many replies (seed-demo-crowd.ts), as `npm run seed:demo -- --replies N`. */
export async function startServer(port: number, extraRsvps = 0, crowd = 0): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-e2e-p1-"));
  const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  await seedDemo(db, undefined, crowd);

  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + 4 * 3600_000).toISOString();
  // Sessions belong to a team member: the owner the server also makes of ADMIN_PHONE.
  const { id: adminId } = await db
    .insertInto("admins")
    .values({ phone: "9876543210", name: "Meera", role: "owner", createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("adminSessions")
    .values({ tokenHash: crypto.createHash("sha256").update(token).digest("hex"), expiresAt, adminId })
    .execute();
  await db.destroy();

  const url = `http://127.0.0.1:${port}`;
  let child = await spawnServer(dataDir, port, process.env.DIST_DIR ?? "dist");
  await addReplies(dataDir, extraRsvps);
  const kill = async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  return {
    url,
    token,
    expiresAt,
    dataDir,
    stop: async () => {
      await kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async (distDir: string) => {
      await kill();
      child = await spawnServer(dataDir, port, distDir);
    },
  };
}

/** The built server of `distDir` on `port`, answering /healthz. */
async function spawnServer(dataDir: string, port: number, distDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [`${distDir}/server/main.mjs`], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PHONE: "9876543210",
      OTP_DELIVERY: "console",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

/**
 * The guest with a real ID document and the extra replies, written once the server is up: the demo wedding
 * (November 2025) is long past, so the server's start-time retention check deletes any ID document already
 * there; the next check is an hour away, far beyond a test.
 */
async function addReplies(dataDir: string, extraRsvps: number) {
  const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  const idRsvp = crypto.randomUUID();
  fs.mkdirSync(path.join(dataDir, "files", "id"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "files", "id", ID_FILE), PNG);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("rsvps")
      .values({
        id: idRsvp,
        primaryGuestName: ID_GUEST,
        primaryGuestPhone: "9555512345",
        primaryGuestGender: "female",
        rsvpStatus: "yes",
        dietaryPreference: "veg",
        beveragePreference: "non-alcoholic",
        needsMakeupArtist: 0,
        makeupCount: 0,
        idProofUrl: `/files/id/${ID_FILE}`,
        uploadMode: "single",
        specialRequests: null,
        idempotencyKey: null,
        createdAt: "2025-10-29T09:12:00.000Z",
      })
      .execute();
    await trx
      .insertInto("storedFiles")
      .values({ name: ID_FILE, kind: "id", mimeType: "image/png", sizeBytes: PNG.length, rsvpId: idRsvp, claimedAt: "2025-10-29T09:12:00.000Z" })
      .execute();
    for (let i = 0; i < extraRsvps; i++) {
      const id = crypto.randomUUID();
      const yes = i % 4 !== 3;
      await trx
        .insertInto("rsvps")
        .values({
          id,
          primaryGuestName: `Load Guest ${String(i + 1).padStart(3, "0")}`,
          primaryGuestPhone: String(8000000000 + i),
          primaryGuestGender: i % 2 ? "male" : "female",
          rsvpStatus: yes ? "yes" : "no",
          dietaryPreference: yes ? "veg" : null,
          beveragePreference: null,
          needsMakeupArtist: 0,
          makeupCount: 0,
          idProofUrl: null,
          uploadMode: null,
          specialRequests: null,
          idempotencyKey: null,
          createdAt: new Date(Date.UTC(2025, 8, 1) + i * 3600_000).toISOString(),
        })
        .execute();
      if (yes && i % 3 === 0)
        await trx
          .insertInto("familyMembers")
          .values({
            rsvpId: id,
            position: 0,
            name: `Partner of ${i + 1}`,
            gender: null,
            dietaryPreference: "veg",
            beveragePreference: null,
            needsMakeupArtist: 0,
            makeupCount: 0,
            idProofUrl: null,
            uploadMode: null,
          })
          .execute();
      if (yes && i % 5 === 0)
        await trx
          .insertInto("children")
          .values({ rsvpId: id, position: 0, name: `Child of ${i + 1}`, age: 6 })
          .execute();
    }
  });
  await db.destroy();
}

/** Signs the page in with the stored session (local storage for the API, cookie for document links) and opens /admin. */
export async function openDashboard(page: Page, srv: TestServer) {
  await page.context().addCookies([{ name: "admin_session", value: srv.token, url: srv.url, httpOnly: true, sameSite: "Strict" }]);
  await page.goto(`${srv.url}/login`);
  await page.evaluate(
    ([token, expires]) => {
      localStorage.setItem("adminSessionToken", token!);
      localStorage.setItem("adminSessionExpires", expires!);
    },
    [srv.token, srv.expiresAt],
  );
  await page.goto(`${srv.url}/admin`);
  await page.getByRole("heading", { name: "Wedding Management Dashboard" }).waitFor();
}
