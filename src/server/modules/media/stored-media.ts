/** Links from content rows to uploaded media files (/files/<kind>/<key>): checking them and releasing them. */
import type { DB } from "../../../../db/connect";
import type { MediaKind } from "../../../shared/upload-kinds";
import { parseMediaPath, removeMediaFile } from "../../files/media-storage";
import { badRequest } from "../../trpc/errors";

export const STORED_MEDIA_MESSAGES = {
  missing: "The uploaded file was not found. Please upload it again.",
  wrongKind: (kind: MediaKind) => `This file was not uploaded as ${kind === "icon" ? "an icon" : kind === "audio" ? "audio" : "venue media"}.`,
} as const;

/**
 * For a link to an uploaded file: its MIME type, after checking the file exists and was uploaded as `kind`.
 * Other links (null, outside addresses, the site's own images) pass unchanged with a null type.
 */
export async function requireMediaUrl(db: DB, url: string | null, kind: MediaKind): Promise<string | null> {
  if (!url?.startsWith("/files/")) return null;
  const parsed = parseMediaPath(url);
  if (!parsed) throw badRequest(STORED_MEDIA_MESSAGES.missing);
  if (parsed.kind !== kind) throw badRequest(STORED_MEDIA_MESSAGES.wrongKind(kind));
  const row = await db.selectFrom("storedFiles").select(["mimeType"]).where("name", "=", parsed.key).where("kind", "=", kind).executeTakeFirst();
  if (!row) throw badRequest(STORED_MEDIA_MESSAGES.missing);
  return row.mimeType;
}

/** Deletes an uploaded file (row and bytes) once no event, wedding setting or venue item links to it. */
export async function releaseMediaUrl(db: DB, filesDir: string, url: string | null): Promise<void> {
  const parsed = parseMediaPath(url);
  if (!parsed || !url) return;
  const [icon, audio, venue] = await Promise.all([
    db.selectFrom("timelineEvents").select("id").where("customIconUrl", "=", url).executeTakeFirst(),
    db.selectFrom("wedding").select("id").where("backgroundAudioUrl", "=", url).executeTakeFirst(),
    db.selectFrom("venueMedia").select("id").where("mediaUrl", "=", url).executeTakeFirst(),
  ]);
  if (icon || audio || venue) return;
  await db.deleteFrom("storedFiles").where("name", "=", parsed.key).where("kind", "=", parsed.kind).execute();
  await removeMediaFile(filesDir, parsed.kind, parsed.key);
}
