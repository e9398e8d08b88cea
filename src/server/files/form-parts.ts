/**
 * Reads the no-JavaScript RSVP form (modules/rsvp/form-post.ts): its text fields in order, and each ID file
 * stored exactly as POST /api/temp-upload stores one (same checks by magic bytes, same size, an unclaimed
 * storedFiles row the reply claims or the sweep deletes), under one UploadMeter for the whole body (the same
 * byte budget, unclaimed cap and idle timeout). Disk room is asked for at the first file to store, so a
 * reply without files goes through while uploads are full. A file is stored only once the form's consent box came before
 * it (it does in the form's order); without it the file is read and dropped, and its field gets the upload's sentence.
 * Text fields are held to the schema's bounds as each arrives (modules/rsvp/form-bounds.ts); a form past them is
 * not read further.
 */
import type { MultipartFile, Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ID_FILE_MAX_BYTES } from "../../shared/constants";
import { FORM_FIELD_MAX_BYTES, type FormBounds } from "../modules/rsvp/form-bounds";
import type { PostedFields } from "../modules/rsvp/form-fields";
import { declaredLength, receiveRefusal, recordTempUpload, limitRefusal, type Refusal, UPLOAD_MESSAGES } from "./routes";
import { receiveIdFile, removeIdFile } from "./storage";
import { CONSENT_MESSAGE } from "./upload-consent";
import { UploadLimitError, type UploadMeter } from "./upload-limits";
import type { Deps } from "../trpc/context";

/** What a reading of the form gives: its fields, and for each file input a stored name or the sentence refusing it. */
export interface ReadForm {
  fields: PostedFields;
  files: Map<string, { stored: string } | { error: string }>;
  /** Names and bytes of the files stored by this request (to delete them if it fails after all). */
  stored: { name: string; sizeBytes: number }[];
}

export const FORM_MESSAGES = {
  badForm: "We could not read the form. Please go back and send it again.",
  tooLarge: "The files are too large to send together. Please send at most 60 MB at a time: reply first, then add the rest from your reply's link.",
} as const;

/** Up to three ID files per person (one, or a front and a back), for the guest and every family member. */
export const FORM_FILE_PARTS = 3 * 31;
/** The whole body: a family's phone photos (a few MB each) and the fields. */
export const FORM_MAX_BODY_BYTES = 60 * 1024 * 1024;
/** A household of 50 seats with every box of 50 celebrations ticked stays under `fields`; no field is longer than FORM_FIELD_MAX_BYTES. */
export const FORM_LIMITS = {
  fileSize: ID_FILE_MAX_BYTES,
  files: FORM_FILE_PARTS,
  fields: 4000,
  parts: 4000 + FORM_FILE_PARTS,
  fieldSize: FORM_FIELD_MAX_BYTES,
};

const boundaryOf = (contentType: string | undefined) =>
  /;\s*boundary\s*=\s*(?:"([^"]+)"|([^";\s]+))/i
    .exec(contentType ?? "")
    ?.slice(1)
    .find(Boolean);

/** Deletes what a failed request stored (rows and files): it never reached a page that could send it on. */
export async function dropStored(deps: Pick<Deps, "db" | "config">, stored: ReadForm["stored"]) {
  if (stored.length === 0) return;
  await deps.db
    .deleteFrom("storedFiles")
    .where("kind", "=", "id")
    .where("rsvpId", "is", null)
    .where(
      "name",
      "in",
      stored.map((s) => s.name),
    )
    .execute();
  for (const s of stored) await removeIdFile(deps.config.filesDir, s.name).catch(() => undefined);
}

/** Reads and throws away a part without storing it; its byte count. */
async function discard(file: MultipartFile["file"]): Promise<number> {
  let bytes = 0;
  for await (const chunk of file) bytes += (chunk as Buffer).length;
  return bytes;
}

/**
 * Reads the whole form into `bounds`. A refusal (a broken, cut-off, stalled or oversized body, a limit) comes back
 * with what was read so far; so does a form past the bounds (`bounds.refusal`); the caller drops the files stored
 * and answers it. `seatsOf` gives the household's seats of an invitation token as soon as it is read.
 */
export async function readReplyForm(
  deps: Deps,
  req: FastifyRequest,
  meter: UploadMeter,
  bounds: FormBounds,
  seatsOf: (token: string) => Promise<number | null>,
): Promise<ReadForm & { refusal?: Refusal }> {
  const out: ReadForm = { fields: bounds.fields, files: new Map(), stored: [] };
  const boundary = boundaryOf(req.headers["content-type"]);
  if (!req.isMultipart() || !boundary) return { ...out, refusal: { status: 400, message: FORM_MESSAGES.badForm } };
  const refused = await meter.admit(declaredLength(req));
  if (refused) return { ...out, refusal: limitRefusal(refused) };

  // @fastify/multipart ends quietly at a body cut off between two parts (it would be saved as a whole form):
  // the closing boundary must have arrived.
  const closing = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  const keepTail = (chunk: Buffer) => (tail = Buffer.concat([tail, chunk]).subarray(-1024));
  req.raw.on("data", keepTail);

  let current: MultipartFile["file"] | null = null;
  let stopWaiting: (error: UploadLimitError) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => (stopWaiting = reject));
  stopped.catch(() => {});
  meter.onLimit((error) => {
    current?.destroy(error);
    stopWaiting(error);
  });

  const parts = req.parts({ limits: FORM_LIMITS, throwFileSizeLimit: false } as Parameters<FastifyRequest["parts"]>[0]);
  meter.watch(req.raw);
  let consent = false;
  try {
    for (;;) {
      const next: IteratorResult<Multipart> = await Promise.race([parts.next(), stopped]);
      if (next.done) break;
      const part = next.value;
      if (part.type === "field") {
        if (typeof part.value !== "string" || part.fieldnameTruncated) continue;
        bounds.field(part.fieldname, part.value, part.valueTruncated);
        if (bounds.refusal) return out;
        if (part.fieldname === "idConsent") consent = true;
        // Among the form's first fields (hidden, before any person): the household's seats bound its people from here on.
        if (part.fieldname === "invitationToken" && bounds.seats === null) {
          const seats = await seatsOf(part.value);
          if (seats !== null) bounds.allowSeats(seats);
        }
        continue;
      }
      current = part.file;
      const field = bounds.fileField(part.fieldname);
      if (bounds.refusal) return out;
      if (!field) {
        await discard(part.file);
        continue;
      }
      if (!consent) {
        // Read to its end (the next parts follow it), never written anywhere.
        if ((await discard(part.file)) > 0) out.files.set(field, { error: CONSENT_MESSAGE });
        continue;
      }
      // The first file to store asks for disk room; without it the file is refused beside its field and
      // the rest of the form is still read (a reply without files needs none).
      const noRoom = await meter.storeFiles();
      if (noRoom) {
        if ((await discard(part.file)) > 0) out.files.set(field, { error: noRoom.message });
        continue;
      }
      const file = part.file;
      const result = await receiveIdFile(deps.config.filesDir, file, ID_FILE_MAX_BYTES, () => file.truncated);
      if (meter.failure) {
        if (result.ok) await removeIdFile(deps.config.filesDir, result.name);
        throw meter.failure;
      }
      if (result.ok) {
        await recordTempUpload(deps, result, meter.uploaderKey);
        out.stored.push({ name: result.name, sizeBytes: result.sizeBytes });
        out.files.set(field, { stored: result.name });
      } else if (result.reason === "too-large") out.files.set(field, { error: UPLOAD_MESSAGES.tooLarge });
      else if (result.reason === "invalid-type") out.files.set(field, { error: UPLOAD_MESSAGES.invalidType });
      // "empty": a file input left blank (browsers send it with no name and no bytes).
    }
  } catch (error) {
    return { ...out, refusal: formRefusal(error, meter) };
  } finally {
    req.raw.removeListener("data", keepTail);
  }
  if (meter.failure) return { ...out, refusal: limitRefusal(meter.failure) };
  if (!tail.includes(closing)) return { ...out, refusal: { status: 400, message: UPLOAD_MESSAGES.incomplete } };
  return out;
}

/** The upload's own mapping (routes.ts), with the form's sentences where the upload's speak of its one field. */
function formRefusal(error: unknown, meter: UploadMeter): Refusal {
  const refusal = receiveRefusal(error, meter);
  if (refusal.message === UPLOAD_MESSAGES.badForm || refusal.message === UPLOAD_MESSAGES.noFile) return { ...refusal, message: FORM_MESSAGES.badForm };
  return refusal;
}
