/**
 * Admin media on disk: files/<kind>/<key>, written through files/temp/<random>.part while streaming.
 * Size is counted while the bytes arrive (never buffered whole); the type comes from the magic bytes
 * (file-type), with SVG recognised by its text, refused when it carries script and otherwise stored as
 * the rewrite of svg-sanitize.ts (allowlisted elements and attributes only).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { acceptedMimeType, type MediaKind, MEDIA_KINDS } from "../../shared/upload-kinds";
import { ensureDir, TEMP_DIR } from "./storage";
import { isUploadKey } from "./upload-token";
import { removeImageVariants } from "./image-variants";
import { sanitizeSvg } from "./svg-sanitize";

export function mediaFilePath(filesDir: string, kind: MediaKind, key: string): string {
  if (!MEDIA_KINDS.includes(kind) || !isUploadKey(key)) throw new Error("invalid media file name");
  return path.join(filesDir, kind, key);
}

/** `/files/<kind>/<key>` -> its parts, or null for any other link. */
export function parseMediaPath(url: string | null | undefined): { kind: MediaKind; key: string } | null {
  const m = /^\/files\/(icon|audio|venue)\/([A-Za-z0-9_-]{24})$/.exec(url ?? "");
  return m ? { kind: m[1] as MediaKind, key: m[2]! } : null;
}

// A DOCTYPE may carry an internal subset ("[...]"): such a file is recognised as meant for SVG, then refused by sanitizeSvg.
const SVG_HEAD = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^[>]*(\[[\s\S]*?\]\s*)?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** A first look only (is this meant as an SVG at all?); safety comes from sanitizeSvg's rewrite. */
export function looksLikeSvg(head: string): boolean {
  return SVG_HEAD.test(head);
}

type Detected = { mime: string; rewrittenBytes?: number } | { unsafeSvg: true } | null;

async function detectType(file: string, allowSvg: boolean): Promise<Detected> {
  // Loaded on the first upload rather than at start (cold start): nothing else reads file signatures.
  const { fileTypeFromFile } = await import("file-type");
  const found = await fileTypeFromFile(file);
  if (found && found.mime !== "application/xml") return { mime: found.mime };
  if (!allowSvg) return null;
  // SVG is text: file-type does not know it. Only icons (2 MB at most) get here, so reading it whole is bounded.
  const text = await fs.promises.readFile(file, "utf8");
  if (!looksLikeSvg(text.slice(0, 4096))) return null;
  // The upload is replaced by its sanitised rewrite (svg-sanitize.ts): that is what is stored and served.
  const clean = sanitizeSvg(text);
  if (!clean.ok) return clean.reason === "unsafe" ? { unsafeSvg: true } : null;
  await fs.promises.writeFile(file, clean.svg, { mode: 0o600 });
  return { mime: "image/svg+xml", rewrittenBytes: Buffer.byteLength(clean.svg) };
}

export type MediaReceive = { ok: true; mimeType: string; sizeBytes: number } | { ok: false; reason: "too-large" | "invalid-type" | "unsafe-svg" | "empty" };

export async function receiveMediaFile(
  filesDir: string,
  kind: MediaKind,
  key: string,
  source: Readable,
  rule: { maxBytes: number; types: readonly string[] },
): Promise<MediaReceive> {
  const tempDir = await ensureDir(filesDir, TEMP_DIR);
  const tempPath = path.join(tempDir, `${crypto.randomBytes(16).toString("base64url")}.part`);
  const remove = () => fs.promises.rm(tempPath, { force: true });
  let bytes = 0;
  let tooLarge = false;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > rule.maxBytes) {
        tooLarge = true;
        return done(); // keep draining so the request can be answered, write nothing more
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
  } catch (error) {
    await remove();
    throw error;
  }
  if (tooLarge) return remove().then(() => ({ ok: false, reason: "too-large" }) as const);
  if (bytes === 0) return remove().then(() => ({ ok: false, reason: "empty" }) as const);
  const type = await detectType(tempPath, rule.types.includes("image/svg+xml")).catch(() => null);
  if (type && "unsafeSvg" in type) return remove().then(() => ({ ok: false, reason: "unsafe-svg" }) as const);
  const mimeType = type && acceptedMimeType(kind, type.mime, rule.types);
  if (!mimeType) return remove().then(() => ({ ok: false, reason: "invalid-type" }) as const);
  const dest = mediaFilePath(filesDir, kind, key);
  await fs.promises.mkdir(path.dirname(dest), { recursive: true });
  try {
    await fs.promises.rename(tempPath, dest);
  } catch (error) {
    await remove();
    throw error;
  }
  return { ok: true, mimeType, sizeBytes: type.rewrittenBytes ?? bytes };
}

/** Deletes a stored media file and its row when nothing else links to it (missing is fine). */
export async function removeMediaFile(filesDir: string, kind: MediaKind, key: string): Promise<void> {
  await fs.promises.rm(mediaFilePath(filesDir, kind, key), { force: true });
  // The phone-sized copies of a venue photo (image-variants.ts) go with it.
  if (kind === "venue") await removeImageVariants(filesDir, key);
}
