// Writes a brotli (.br, top quality) and a gzip (.gz) copy beside each built text asset, once at build time:
// @fastify/static sends the copy the browser accepts (preCompressed, src/server/static.ts). Brotli's top
// quality is too slow per request but shrinks the app's code by a tenth more than the on-the-fly middle one.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const TEXT = /\.(js|css|svg|webmanifest|json|txt|xml)$/;
const MIN_BYTES = 1024;

/** Compresses every text file of `dir` (recursively) that compression makes smaller; returns the files written. */
export function precompress(dir) {
  const written = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const copies = {
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz: zlib.gzipSync(raw, { level: 9 }),
    };
    for (const [ext, body] of Object.entries(copies)) {
      if (body.length >= raw.length) continue;
      fs.writeFileSync(`${file}.${ext}`, body);
      written.push(`${file}.${ext}`);
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = `${process.env.DIST_DIR ?? "dist"}/client`;
  console.log(`compressed copies: ${precompress(dir).length} files in ${dir}`);
}
