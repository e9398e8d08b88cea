/** The one font a page asks for before its stylesheet: the display face's upright cut, and no other. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "./app.test-helpers";

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const FONTS = [
  "cormorant-garamond-latin-wght-normal-BlBadDnz.woff2",
  "cormorant-garamond-latin-wght-italic-CWsCPKRr.woff2",
  "cormorant-garamond-latin-ext-wght-normal-Q2w3e4r5.woff2",
  "inter-latin-wght-normal-Bq3Cntuu.woff2",
];
let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-fonts-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  fs.mkdirSync(path.join(clientDir, "assets"));
  for (const f of FONTS) fs.writeFileSync(path.join(clientDir, "assets", f), "wOF2");
  t = await makeTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

it("preloads the upright Latin Cormorant only: its italic and Inter wait for the stylesheet, which has the line first", async () => {
  for (const url of ["/", "/timeline", "/menu/view"]) {
    const res = await t.app.inject({ method: "GET", url });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads, url).toEqual(["/assets/cormorant-garamond-latin-wght-normal-BlBadDnz.woff2"]);
    expect(head).toContain('type="font/woff2" crossorigin');
  }
});
