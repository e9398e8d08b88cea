/** Venue photos get phone-sized WebP copies at upload, served by ?w=, removed with the photo. Real app, real sharp. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../app.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

async function uploadVenuePhoto(image: Buffer) {
  const res = await t.app.inject({ method: "POST", url: "/api/venue-media/upload-url", headers: auth });
  const { uploadURL, path: publicPath } = res.json() as { uploadURL: string; path: string };
  const put = await t.app.inject({ method: "PUT", url: uploadURL, payload: image, headers: { "content-type": "image/jpeg" } });
  expect(put.statusCode, put.body).toBe(200);
  return publicPath;
}
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
const venueFiles = () => fs.readdirSync(path.join(t.config.filesDir, "venue")).sort();

describe("venue photo variants", () => {
  it("makes 480, 960 and 1600 px WebP copies of a large photo and serves each by ?w=", async () => {
    const original = await photo(2400, 1600);
    const publicPath = await uploadVenuePhoto(original);
    const key = publicPath.split("/").pop()!;
    expect(venueFiles()).toEqual([key, `${key}.w1600.webp`, `${key}.w480.webp`, `${key}.w960.webp`]);

    for (const w of [480, 960, 1600]) {
      const res = await t.app.inject({ method: "GET", url: `${publicPath}?w=${w}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(String(res.headers["cache-control"])).toContain("immutable");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width: w, height: Math.round((w * 1600) / 2400) });
      expect(res.rawPayload.length).toBeLessThan(original.length);
    }
    const plain = await t.app.inject({ method: "GET", url: publicPath });
    expect(plain.headers["content-type"]).toBe("image/jpeg");
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it("never upscales: a small photo has no copies and every ?w= serves the original", async () => {
    const original = await photo(600, 400);
    const publicPath = await uploadVenuePhoto(original);
    const key = publicPath.split("/").pop()!;
    expect(venueFiles()).toEqual([key, `${key}.w480.webp`]);
    const res = await t.app.inject({ method: "GET", url: `${publicPath}?w=960` });
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.rawPayload.equals(original)).toBe(true);
    for (const w of ["123", "abc", "../../etc/passwd"]) {
      const odd = await t.app.inject({ method: "GET", url: `${publicPath}?w=${encodeURIComponent(w)}` });
      expect(odd.statusCode).toBe(200);
      expect(odd.rawPayload.equals(original)).toBe(true);
    }
  });

  it("deleting the venue item removes the photo and its copies", async () => {
    const publicPath = await uploadVenuePhoto(await photo(1200, 800));
    const created = await t.app.inject({
      method: "POST",
      url: "/api/venue-media",
      headers: auth,
      payload: { type: "image", mediaUrl: publicPath, title: "Lawn", displayOrder: 1 },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = (created.json() as { id: number }).id;
    expect(venueFiles()).toHaveLength(3);
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/venue-media/${id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(venueFiles()).toEqual([]);
  });
});
