/**
 * ID documents on disk (DESIGN.md, Files). Everything lives under config.filesDir:
 * - temp/ holds only files still being received (`<random>.part`); a refused or failed upload is deleted there.
 * - id/ holds every accepted ID document under its random name; the storedFiles row decides whether
 *   it is an unclaimed temp upload (rsvpId null) or belongs to an RSVP.
 * The client's file name and Content-Type are never trusted: the type comes from the magic bytes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DB } from "../../../db/connect";
import { zStoredFileName } from "../../shared/schemas/rsvp";

export const TEMP_DIR = "temp";
export const ID_DIR = "id";
/**
 * Unclaimed ID uploads older than this are deleted by the sweep (issue 12: unclaimed files must not
 * fill the disk; a guest uploads just before submitting the RSVP, so 6 hours is ample).
 */
export const TEMP_FILE_TTL_MS = 6 * 3600_000;
/**
 * A `.part` file untouched for this long is a leftover (a crash mid-upload): a live upload writes at
 * least every 30 s, or is ended by the idle timeout (upload-limits.ts) and its partial file deleted.
 */
export const PART_FILE_STALE_MS = 3600_000;

export type DetectedType = { mimeType: "application/pdf"; ext: ".pdf" } | { mimeType: "image/jpeg"; ext: ".jpg" } | { mimeType: "image/png"; ext: ".png" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** Bytes needed to recognise every accepted type. */
const HEAD_BYTES = PNG_SIGNATURE.length;

/** PDF, JPEG or PNG by the file's first bytes; null for anything else. */
export function detectIdFileType(head: Buffer): DetectedType | null {
  const starts = (sig: Buffer) => head.length >= sig.length && head.subarray(0, sig.length).equals(sig);
  if (starts(PDF_SIGNATURE)) return { mimeType: "application/pdf", ext: ".pdf" };
  if (starts(JPEG_SIGNATURE)) return { mimeType: "image/jpeg", ext: ".jpg" };
  if (starts(PNG_SIGNATURE)) return { mimeType: "image/png", ext: ".png" };
  return null;
}

export async function ensureDir(filesDir: string, sub: typeof TEMP_DIR | typeof ID_DIR): Promise<string> {
  const dir = path.join(filesDir, sub);
  await fs.promises.mkdir(dir, { recursive: true });
  return dir;
}

/** The on-disk path of a stored ID document; throws for any name the server could not have given. */
export function idFilePath(filesDir: string, name: string): string {
  const parsed = zStoredFileName.safeParse(name);
  if (!parsed.success) throw new Error("invalid stored file name");
  return path.join(filesDir, ID_DIR, parsed.data);
}

export const randomFileName = (ext: DetectedType["ext"]) => crypto.randomBytes(16).toString("base64url") + ext;

export type ReceiveResult =
  { ok: true; name: string; mimeType: DetectedType["mimeType"]; sizeBytes: number } | { ok: false; reason: "too-large" | "invalid-type" | "empty" };

/**
 * Streams `source` to temp/, counting bytes (never buffering the whole file), then checks size and
 * magic bytes and moves the accepted file to id/<random name>. A refused file is deleted.
 * `wasTruncated` lets the caller report a limit its parser enforced (busboy stops writing at the limit).
 */
export async function receiveIdFile(filesDir: string, source: Readable, maxBytes: number, wasTruncated: () => boolean = () => false): Promise<ReceiveResult> {
  const tempDir = await ensureDir(filesDir, TEMP_DIR);
  const tempPath = path.join(tempDir, `${crypto.randomBytes(16).toString("base64url")}.part`);
  let bytes = 0;
  let tooLarge = false;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      bytes += chunk.length;
      if (bytes > maxBytes) {
        // Keep draining the source (so the request can be answered) but write nothing more.
        tooLarge = true;
        return done();
      }
      done(null, chunk);
    },
  });
  const remove = () => fs.promises.rm(tempPath, { force: true });
  // A part the parser already gave up on (a form cut off before its closing boundary, all in one
  // piece) never ends or fails again: a pipeline from it would wait forever.
  if (source.destroyed) throw new Error("Part terminated early: the upload ended before the file was complete");
  try {
    await pipeline(source, counter, fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
  } catch (error) {
    await remove();
    throw error;
  }
  if (tooLarge || wasTruncated()) {
    await remove();
    return { ok: false, reason: "too-large" };
  }
  if (bytes === 0) {
    await remove();
    return { ok: false, reason: "empty" };
  }
  const type = detectIdFileType(Buffer.concat(headChunks));
  if (!type) {
    await remove();
    return { ok: false, reason: "invalid-type" };
  }
  const name = randomFileName(type.ext);
  await ensureDir(filesDir, ID_DIR);
  try {
    await fs.promises.rename(tempPath, idFilePath(filesDir, name));
  } catch (error) {
    await remove();
    throw error;
  }
  return { ok: true, name, mimeType: type.mimeType, sizeBytes: bytes };
}

/** Deletes a stored ID document's file (missing is fine). */
export async function removeIdFile(filesDir: string, name: string): Promise<void> {
  await fs.promises.rm(idFilePath(filesDir, name), { force: true });
}

/**
 * Deletes unclaimed ID uploads (kind 'id', no RSVP) created more than 6 h before `now`, rows and files,
 * and leftover partial files in temp/ untouched for an hour. Returns the names of the deleted uploads.
 */
export async function sweepTempFiles(db: DB, filesDir: string, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - TEMP_FILE_TTL_MS);
  const rows = await db
    .deleteFrom("storedFiles")
    .where("kind", "=", "id")
    .where("rsvpId", "is", null)
    .where("createdAt", "<", cutoff.toISOString())
    .returning("name")
    .execute();
  const names = rows.map((r) => r.name).filter((n) => zStoredFileName.safeParse(n).success);
  for (const name of names) await removeIdFile(filesDir, name);

  const partCutoff = now.getTime() - PART_FILE_STALE_MS;
  const tempDir = path.join(filesDir, TEMP_DIR);
  const leftovers = await fs.promises.readdir(tempDir).catch(() => [] as string[]);
  for (const entry of leftovers) {
    const full = path.join(tempDir, entry);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < partCutoff) await fs.promises.rm(full, { force: true });
  }
  return names;
}
