import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it("writes brotli and gzip copies of the build's text files, and none of small or already compressed ones", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  fs.mkdirSync(path.join(dir, "assets"));
  const code = `export const guests = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ name: `Guest ${i}`, coming: i % 2 === 0 })))};`;
  fs.writeFileSync(path.join(dir, "assets", "app-1a2b.js"), code);
  fs.writeFileSync(path.join(dir, "assets", "tiny-3c4d.js"), "export {};");
  fs.writeFileSync(path.join(dir, "assets", "face-5e6f.woff2"), Buffer.alloc(4096, 7));
  const written = precompress(dir)
    .map((f: string) => path.relative(dir!, f))
    .sort();
  expect(written).toEqual(["assets/app-1a2b.js.br", "assets/app-1a2b.js.gz"]);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "assets", "app-1a2b.js.br"))).toString()).toBe(code);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "assets", "app-1a2b.js.gz"))).toString()).toBe(code);
  expect(fs.statSync(path.join(dir, "assets", "app-1a2b.js.br")).size).toBeLessThan(code.length / 4);
});
