/**
 * `npm run backup` while the server runs and writes: the copy is consistent, holds the data and the
 * files, and a server started on the restored folder serves them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../fastify.config";
import { openDatabase } from "../db/connect";
import { buildApp } from "../src/server/app";
import { multipartBody, PDF_BYTES } from "../src/server/files/multipart.test-helpers";
import { createAdminSession } from "../src/server/app.test-helpers";
import { backup } from "./backup";

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-backup-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_PHONE: "9876543210" });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return app;
}

describe("backup and restore", () => {
  it("copies the database and ID files of a running server, and a restored folder serves them", async () => {
    const dataDir = tmp();
    const app = await start(dataDir);
    const up = multipartBody({ filename: "passport.pdf", data: PDF_BYTES });
    const uploaded = (await app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", ...up })).json() as { fileName: string };
    const base = { primaryGuestPhone: "9876543210", rsvpStatus: "yes", children: [{ name: "Tara", age: 6 }] };
    const first = await app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: {
        ...base,
        primaryGuestName: "Kabir",
        uploadedFileName: uploaded.fileName,
        uploadMode: "single",
        idConsent: true,
        familyMembers: [{ name: "Ira" }],
      },
    });
    expect(first.statusCode).toBe(200);

    // Writes keep coming while the backup runs.
    const writes = Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject({ method: "POST", url: "/api/rsvp", payload: { ...base, primaryGuestName: `Guest ${i}` } })),
    );
    const result = await backup({ dataDir, backupsDir: tmp(), now: new Date("2025-10-01T08:30:00Z") });
    await writes;
    await app.close();

    expect(path.basename(result.dir)).toBe("2025-10-01T08-30-00Z");
    expect(result.files).toBe(1);
    expect(fs.existsSync(path.join(result.dir, "app-secret"))).toBe(true);

    // Restore: the backup folder becomes a data folder.
    const restored = tmp();
    fs.cpSync(result.dir, restored, { recursive: true });
    const { db, sqlite } = await openDatabase(path.join(restored, "wedding.sqlite"));
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    const kabir = await db.selectFrom("rsvps").selectAll().where("primaryGuestName", "=", "Kabir").executeTakeFirstOrThrow();
    expect(kabir.idProofUrl).toBe(`/files/id/${uploaded.fileName}`);
    expect(await db.selectFrom("familyMembers").select("name").where("rsvpId", "=", kabir.id).execute()).toEqual([{ name: "Ira" }]);
    const rsvps = await db.selectFrom("rsvps").select("id").execute();
    // Every RSVP in the copy is whole: as many children rows as RSVPs.
    const children = await db.selectFrom("children").select("rsvpId").execute();
    expect(new Set(children.map((c) => c.rsvpId))).toEqual(new Set(rsvps.map((r) => r.id)));
    await db.destroy();

    const again = await start(restored);
    const token = await createAdminSession(again.deps.db);
    const file = await again.inject({ method: "GET", url: `/files/id/${uploaded.fileName}`, headers: { authorization: `Bearer ${token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    await again.close();
  });

  it("writes the copy readable by its owner only: folders 0700, files 0600 (issue 12, item 6)", async () => {
    const dataDir = tmp();
    const app = await start(dataDir);
    const up = multipartBody({ filename: "passport.pdf", data: PDF_BYTES });
    expect((await app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", ...up })).statusCode).toBe(200);
    await app.close();
    // A stored file that is world-readable in the data folder (made before the rule) is still 0600 in the copy.
    fs.mkdirSync(path.join(dataDir, "files", "icon"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "files", "icon", "a.png"), "x", { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, "files", "icon", "a.png"), 0o644);

    const backupsDir = path.join(tmp(), "backups");
    const result = await backup({ dataDir, backupsDir });
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(backupsDir)).toBe(0o700);
    const seen: string[] = [];
    const walk = (dir: string) => {
      expect(mode(dir), dir).toBe(0o700);
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else {
          seen.push(path.relative(result.dir, p));
          expect(mode(p), p).toBe(0o600);
        }
      }
    };
    walk(result.dir);
    expect(seen).toEqual(expect.arrayContaining(["wedding.sqlite", "app-secret", path.join("files", "icon", "a.png")]));
  });

  it("refuses a folder without a database", async () => {
    await expect(backup({ dataDir: tmp(), backupsDir: tmp() })).rejects.toThrow(/No database/);
  });
});
