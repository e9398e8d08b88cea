/** Venue media through the REST door: status, body, database and files. */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MP4_BYTES, pngImage } from "../../files/media.test-helpers";
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

const venueFiles = () => fs.readdirSync(path.join(t.config.filesDir, "venue"));

describe("venue media", () => {
  it("adds an uploaded image and video, lists them in display order, deletes item and file", async () => {
    const photo = await uploadFile(t, "venue", pngImage());
    const video = await uploadFile(t, "venue", MP4_BYTES);
    const a = await call("POST", "/api/venue-media", { type: "image", mediaUrl: photo, title: "Lawn", description: "", displayOrder: "2" });
    expect(a).toEqual({ status: 201, body: { id: a.body.id, type: "image", mediaUrl: photo, title: "Lawn", description: null, displayOrder: 2 } });
    const b = await call("POST", "/api/venue-media", { type: "video", mediaUrl: video, displayOrder: "abc" });
    expect(b.body.displayOrder).toBe(0);
    const list = (await t.app.inject({ method: "GET", url: "/api/venue-media" })).json() as { id: number }[];
    expect(list.map((m) => m.id)).toEqual([b.body.id, a.body.id]);

    expect((await call("DELETE", `/api/venue-media/${a.body.id}`)).body).toEqual({ success: true });
    expect(venueFiles()).toEqual([video.split("/").pop()]);
    expect(await t.db.selectFrom("storedFiles").select("name").where("name", "=", photo.split("/").pop()!).execute()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: photo })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/venue-media/${a.body.id}`)).status).toBe(404);
  });

  it("refuses a missing URL, a wrong type, and a type that does not match the file", async () => {
    expect(await call("POST", "/api/venue-media", { type: "image", mediaUrl: "" })).toEqual({ status: 400, body: { message: "Media URL is required" } });
    expect((await call("POST", "/api/venue-media", { type: "audio", mediaUrl: "/x.png" })).body).toEqual({ message: "Type must be image or video" });
    const video = await uploadFile(t, "venue", MP4_BYTES);
    expect((await call("POST", "/api/venue-media", { type: "image", mediaUrl: video })).body).toEqual({ message: "The uploaded file is not an image." });
    const icon = await uploadFile(t, "icon", pngImage());
    expect((await call("POST", "/api/venue-media", { type: "image", mediaUrl: icon })).status).toBe(400);
    expect(await t.db.selectFrom("venueMedia").selectAll().execute()).toEqual([]);
  });
});
