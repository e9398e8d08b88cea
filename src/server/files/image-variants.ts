/**
 * Phone-sized copies of venue photos: WebP at a few widths, made with sharp when the photo is stored,
 * served at /files/venue/<key>?w=<width> so the slideshow's srcset lets a phone fetch a few hundred KB
 * instead of a 50 MB original. A width that was not made (the original is smaller) serves the original.
 */
import fs from "node:fs";
import path from "node:path";
import { isUploadKey } from "./upload-token";

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** Stills sharp can resize; an animated GIF stays as it is. */
const RESIZABLE = ["image/jpeg", "image/png", "image/webp", "image/avif"];

function originalPath(filesDir: string, key: string): string {
  if (!isUploadKey(key)) throw new Error("invalid media file name");
  return path.join(filesDir, "venue", key);
}
export const variantPath = (filesDir: string, key: string, width: number) => `${originalPath(filesDir, key)}.w${width}.webp`;

/** Makes the variants narrower than the original; returns their widths. */
export async function makeImageVariants(filesDir: string, key: string, mimeType: string): Promise<number[]> {
  if (!RESIZABLE.includes(mimeType)) return [];
  const source = originalPath(filesDir, key);
  // Loaded on the first photo, not at start-up (cold start).
  const { default: sharp } = await import("sharp");
  const { width = 0 } = await sharp(source).metadata();
  const made: number[] = [];
  for (const w of VARIANT_WIDTHS) {
    if (w >= width) break;
    // rotate() applies the EXIF orientation a phone camera writes, before the metadata is dropped.
    await sharp(source)
      .rotate()
      .resize({ width: w })
      .webp({ quality: 72 })
      .toFile(variantPath(filesDir, key, w));
    made.push(w);
  }
  return made;
}

export async function removeImageVariants(filesDir: string, key: string): Promise<void> {
  await Promise.all(VARIANT_WIDTHS.map((w) => fs.promises.rm(variantPath(filesDir, key, w), { force: true })));
}

/** The variant file for a requested width (?w=), or null to serve the original. */
export async function findVariant(filesDir: string, key: string, requested: unknown): Promise<{ file: string; size: number } | null> {
  const width = Number(requested);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  const file = variantPath(filesDir, key, width);
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? { file: path.resolve(file), size: stat.size } : null;
}
