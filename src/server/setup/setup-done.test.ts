/**
 * Nothing before setup: while nobody is on the team, a guest's reply (both doors) and ID uploads (both routes)
 * are refused with 403 and a sentence, and nothing reaches the database or the disk; after setup they work.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SETUP_PENDING_MESSAGE, SITE_PREPARING_ID } from "../../shared/setup-pending";
import { pageShell } from "../page-shell";
import { multipartBody, PDF_BYTES } from "../files/multipart.test-helpers";
import { makeTestApp, type TestApp, trpcMutation } from "../app.test-helpers";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const reply = (phone: string) => ({
  primaryGuestName: "Asha Verma",
  primaryGuestPhone: phone,
  primaryGuestGender: "female",
  rsvpStatus: "no",
  idempotencyKey: crypto.randomUUID(),
});
const count = async (table: "rsvps" | "storedFiles") =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const idFilesOnDisk = () => {
  const dir = path.join(t.config.filesDir, "id");
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const upload = (url: string) => {
  const body = multipartBody({ data: PDF_BYTES });
  return t.app.inject({ method: "POST", url: `${url}?consent=yes`, payload: body.payload, headers: body.headers });
};

describe("before the first-run setup", () => {
  it("refuses a reply through REST and tRPC with 403 and the sentence, and stores nothing", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    const rest = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply("9000000001") });
    expect(rest.statusCode).toBe(403);
    expect(rest.json().message).toBe(SETUP_PENDING_MESSAGE);
    const trpc = await trpcMutation(t.app, "guest.submitRsvp", reply("9000000002"));
    expect(trpc.status).toBe(403);
    expect(trpc.body.error?.message).toBe(SETUP_PENDING_MESSAGE);
    expect(await count("rsvps")).toBe(0);
  });

  it("refuses both upload routes with 403 and the sentence before the file is stored", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    for (const url of ["/api/temp-upload", "/api/rsvp/3b241101-e2bb-4255-8caf-4136c566a962/upload-id", "/api/%74emp-upload"]) {
      const res = await upload(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ success: false, message: SETUP_PENDING_MESSAGE });
    }
    expect(await count("storedFiles")).toBe(0);
    expect(idFilesOnDisk()).toBe(0);
  });

  it("takes replies and uploads once setup has put the owner on the team, and the pages stop saying 'being prepared'", async () => {
    t = await makeTestApp({ ADMIN_PHONE: "" });
    const marked = async () => (await pageShell(t.app.deps, "/")).data.includes(`id="${SITE_PREPARING_ID}"`);
    expect(await marked()).toBe(true);
    const setup = await t.app.inject({
      method: "POST",
      url: "/api/setup",
      payload: {
        token: t.app.setup.token,
        brideName: "Meera",
        groomName: "Arjun",
        weddingDate: "2026-12-12",
        venue: "Lake Palace, Udaipur",
        phoneNumber: "9012345678",
        name: "Meera",
      },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(await marked()).toBe(false);
    const rest = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply("9000000003") });
    expect(rest.statusCode, rest.body).toBe(200);
    const up = await upload("/api/temp-upload");
    expect(up.statusCode, up.body).toBe(200);
    expect(await count("rsvps")).toBe(1);
    expect(idFilesOnDisk()).toBe(1);
  });
});

it("a server started with ADMIN_PHONE is set up: replies are taken at once", async () => {
  t = await makeTestApp({ ADMIN_PHONE: "98765 43210" });
  expect((await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply("9000000004") })).statusCode).toBe(200);
});
