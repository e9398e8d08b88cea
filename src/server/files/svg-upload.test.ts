/** Issue 12, item 8, through the real upload path: a signed PUT of an SVG icon stores the sanitised rewrite, never the upload. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../app.test-helpers";
import { MEDIA_MESSAGES } from "./media-routes";
import { sanitizeSvg } from "./svg-sanitize";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const FAVICON = fs.readFileSync(path.join(import.meta.dirname, "../../../public/favicon.svg"));

async function uploadIcon(body: string | Buffer) {
  const res = await t.app.inject({ method: "POST", url: "/api/objects/upload", headers: auth, payload: { kind: "icon" } });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadURL, path: publicPath } = res.json() as { uploadURL: string; path: string };
  const put = await t.app.inject({ method: "PUT", url: uploadURL, payload: Buffer.from(body), headers: { "content-type": "image/svg+xml" } });
  return { put, publicPath };
}
const iconFiles = () => {
  const dir = path.join(t.config.filesDir, "icon");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe("PUT of an SVG icon", () => {
  it.each([
    ["a script behind another SVG prefix", `<svg ${SVG}><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script><circle r="4"/></svg>`],
    ["an onload handler", `<svg ${SVG}><circle r="4" onload="alert(1)"/></svg>`],
    [
      "a foreignObject",
      `<svg ${SVG}><foreignObject width="9" height="9"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject></svg>`,
    ],
    ["billion laughs", `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg ${SVG}><text>&b;</text></svg>`],
    ["default attributes from a DTD", `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]><svg ${SVG}/>`],
  ])("refuses %s with 415 and stores nothing", async (_label, svg) => {
    const { put } = await uploadIcon(svg);
    expect(put.statusCode).toBe(415);
    expect(put.json()).toEqual({ message: MEDIA_MESSAGES.unsafeSvg });
    expect(iconFiles()).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").select("name").where("kind", "=", "icon").execute()).toEqual([]);
  });

  it("stores and serves the rewrite: external references gone, the drawing kept", async () => {
    const upload =
      `<svg ${SVG} ${XLINK} viewBox="0 0 10 10" width="10" height="10"><defs><rect id="a" width="10" height="10" fill="#7a2e3a"/></defs>` +
      `<image href="http://evil.example/track.png" width="10" height="10"/><use xlink:href="http://x#a"/><use xlink:href="#a"/>` +
      `<metadata>secret editor notes</metadata></svg>`;
    const { put, publicPath } = await uploadIcon(upload);
    expect(put.statusCode, put.body).toBe(200);
    const served = await t.app.inject({ method: "GET", url: publicPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    const body = served.body;
    expect(body).not.toMatch(/evil|http:\/\/x|metadata|secret/);
    expect(body).toContain('<use xlink:href="#a"/>');
    expect(body).toBe((sanitizeSvg(upload) as { svg: string }).svg);
    // The stored row records the stored bytes, not the upload's.
    const row = await t.db.selectFrom("storedFiles").select(["sizeBytes", "mimeType"]).where("kind", "=", "icon").executeTakeFirstOrThrow();
    expect(row).toEqual({ sizeBytes: Buffer.byteLength(body), mimeType: "image/svg+xml" });
    // Still a valid SVG: sharp draws the fragment-linked square.
    const { data } = await sharp(Buffer.from(body)).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2], data[3]]).toEqual([0x7a, 0x2e, 0x3a, 255]);
  });

  it("keeps the site's favicon drawing the same", async () => {
    const { put, publicPath } = await uploadIcon(FAVICON);
    expect(put.statusCode, put.body).toBe(200);
    const served = (await t.app.inject({ method: "GET", url: publicPath })).rawPayload;
    const draw = (b: Buffer) => sharp(b).resize(64, 64).raw().toBuffer();
    expect((await draw(served)).equals(await draw(FAVICON))).toBe(true);
  });

  it("refuses text that is not well-formed XML as an invalid type", async () => {
    const { put } = await uploadIcon(`<svg ${SVG}><g></svg>`);
    expect(put.statusCode).toBe(415);
    expect(put.json().message).not.toBe(MEDIA_MESSAGES.unsafeSvg);
    expect(iconFiles()).toEqual([]);
  });
});
