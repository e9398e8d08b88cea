/** Wedding details and background audio settings through the REST door: status, body, database, files. */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MP3_BYTES, wavAudio } from "../../files/media.test-helpers";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { adminCaller, uploadFile } from "../admin-caller.test-helpers";

let t: TestApp;
let call: Awaited<ReturnType<typeof adminCaller>>;
beforeEach(async () => {
  t = await makeTestApp();
  call = await adminCaller(t);
});
afterEach(async () => {
  await t.close();
});

const form = {
  brideName: "Meera",
  groomName: "Aarav",
  weddingDate: "2026-12-05T10:30:00.000Z",
  venue: "Lake Palace",
  venueAddress: "",
  directionsLink: "https://maps.example/x",
};

describe("PUT /api/wedding-details", () => {
  it("saves the form; GET /api/wedding-details reflects it", async () => {
    const res = await call("PUT", "/api/wedding-details", form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      brideName: "Meera",
      groomName: "Aarav",
      weddingDate: "2026-12-05T10:30:00.000Z",
      venueAddress: null,
      backgroundAudioEnabled: false,
    });
    const again = await call("PUT", "/api/wedding-details", { ...form, venue: "City Hall" });
    expect(again.body.venue).toBe("City Hall");
    expect(await t.db.selectFrom("wedding").select(["venue", "brideName"]).execute()).toEqual([{ venue: "City Hall", brideName: "Meera" }]);
    expect((await t.app.inject({ method: "GET", url: "/api/wedding-details" })).json()).toMatchObject({ venue: "City Hall" });
  });

  it.each([
    ["brideName", "Bride name is required"],
    ["groomName", "Groom name is required"],
    ["weddingDate", "Wedding date is required"],
    ["venue", "Venue is required"],
  ])("requires %s", async (field, message) => {
    expect(await call("PUT", "/api/wedding-details", { ...form, [field]: "" })).toEqual({ status: 400, body: { message } });
    expect(await t.db.selectFrom("wedding").selectAll().execute()).toEqual([]);
  });

  it("refuses a javascript: directions link", async () => {
    expect((await call("PUT", "/api/wedding-details", { ...form, directionsLink: "javascript:alert(1)" })).status).toBe(400);
  });
});

describe("PUT /api/wedding-details/audio", () => {
  it("saves the uploaded audio, title and switch (before any wedding form), and deletes a replaced file", async () => {
    const first = await uploadFile(t, "audio", wavAudio());
    const res = await call("PUT", "/api/wedding-details/audio", { backgroundAudioUrl: first, backgroundAudioTitle: "Our song", backgroundAudioEnabled: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ backgroundAudioUrl: first, backgroundAudioTitle: "Our song", backgroundAudioEnabled: true, brideName: "Bride" });
    const second = await uploadFile(t, "audio", MP3_BYTES);
    await call("PUT", "/api/wedding-details/audio", { backgroundAudioUrl: second, backgroundAudioTitle: "", backgroundAudioEnabled: false });
    expect(await t.db.selectFrom("wedding").select(["backgroundAudioUrl", "backgroundAudioTitle", "backgroundAudioEnabled"]).executeTakeFirst()).toEqual({
      backgroundAudioUrl: second,
      backgroundAudioTitle: null,
      backgroundAudioEnabled: 0,
    });
    expect(fs.readdirSync(path.join(t.config.filesDir, "audio"))).toEqual([second.split("/").pop()]);
  });

  it("keeps the stored file when the URL is omitted; only an explicit null clears it", async () => {
    const file = await uploadFile(t, "audio", wavAudio());
    await call("PUT", "/api/wedding-details/audio", { backgroundAudioUrl: file, backgroundAudioTitle: "Our song", backgroundAudioEnabled: true });
    const kept = await call("PUT", "/api/wedding-details/audio", { backgroundAudioTitle: "Renamed", backgroundAudioEnabled: false });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ backgroundAudioUrl: file, backgroundAudioTitle: "Renamed", backgroundAudioEnabled: false });
    const audioDir = path.join(t.config.filesDir, "audio");
    expect(fs.readdirSync(audioDir)).toEqual([file.split("/").pop()]);
    expect((await t.app.inject({ method: "GET", url: file })).statusCode).toBe(200);

    const cleared = await call("PUT", "/api/wedding-details/audio", { backgroundAudioUrl: null, backgroundAudioEnabled: false });
    expect(cleared.body).toMatchObject({ backgroundAudioUrl: null });
    expect(fs.readdirSync(audioDir)).toEqual([]);
  });

  it("keeps the wedding form when audio is saved, and refuses a file that is not audio", async () => {
    await call("PUT", "/api/wedding-details", form);
    await call("PUT", "/api/wedding-details/audio", { backgroundAudioEnabled: true });
    expect((await call("GET", "/api/wedding-details")).body).toMatchObject({ brideName: "Meera", backgroundAudioEnabled: true, backgroundAudioUrl: null });
    expect((await call("PUT", "/api/wedding-details/audio", { backgroundAudioUrl: "/files/audio/AAAAAAAAAAAAAAAAAAAAAAAA" })).status).toBe(400);
    expect((await call("PUT", "/api/wedding-details/audio", { backgroundAudioEnabled: "yes" })).status).toBe(400);
  });
});
