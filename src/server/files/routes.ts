/**
 * The multipart ID upload paths and the admin-only ID document reads (DESIGN.md, Files).
 * Multipart parsing is registered only inside the upload scope, so tRPC and JSON routes never see it.
 * Uploads are bounded by bytes, not by request counts (upload-limits.ts): a per-IP byte budget, a global
 * cap on unclaimed bytes, and an idle timeout; a broken or cut-off form is a 400, never a 500.
 */
import fs from "node:fs";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ID_FILE_MAX_BYTES } from "../../shared/constants";
import { ZRsvpIdInput, zStoredFileName } from "../../shared/schemas/rsvp";
import { readSessionToken, sessionWithRole } from "../trpc/context";
import { idFilePath, receiveIdFile, removeIdFile, type ReceiveResult } from "./storage";
import { CONSENT_MESSAGE, hasUploadConsent } from "./upload-consent";
import { recordIdOpening } from "../modules/id-documents/opening";
import { idFileNamesIn } from "../modules/admin-rsvps/queries";
import { drainThenClose } from "./drain";
import { findRsvpIdByEditToken } from "../modules/rsvp/edit-link";
import { LIMIT_MESSAGES, UploadLimitError, UploadMeter } from "./upload-limits";

export const UPLOAD_MESSAGES = {
  success: "File uploaded successfully",
  tooLarge: "File too large. Please upload a file smaller than 15MB.",
  invalidType: "Invalid file type. Please upload a PDF, JPG, or PNG file.",
  noFile: "No file uploaded. Please choose a file in the field idProof.",
  rsvpNotFound: "RSVP not found",
  /** upload-id with no credential of the reply (its edit token as a bearer token), or one that opens nothing. */
  noCredential: "This upload needs the reply's private link. Please open the link you got after replying and upload the document there.",
  /** upload-id with another reply's edit token. */
  otherReply: "This private link belongs to another reply, so it cannot add a document to this one.",
  /** upload-id on a reply that says no: a declined reply holds no documents. */
  declined: "This reply says the guest is not coming, so no ID document is needed. Change the reply to yes first.",
  failed: "Failed to upload ID proof. Please try again.",
  /** The body ended (or the client went away) before the multipart form was complete. */
  incomplete: LIMIT_MESSAGES.incomplete,
  /** multipart/form-data without a boundary, or a form busboy cannot read. */
  badForm: "The upload could not be read. Please send the file as multipart/form-data in the field idProof.",
  outOfSpace: LIMIT_MESSAGES.outOfSpace,
} as const;

const FIELD = "idProof";
/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = ID_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export type Refusal = { status: number; message: string; retryAfterSeconds?: number };
export type Received = Extract<ReceiveResult, { ok: true }>;

/**
 * Answers a refusal. A body not read to its end is first drained (bounded, drain.ts) so the client can read the
 * answer, and the connection then closes.
 */
async function fail(req: FastifyRequest, reply: FastifyReply, { status, message, retryAfterSeconds }: Refusal) {
  if (retryAfterSeconds) reply.header("Retry-After", String(retryAfterSeconds));
  // A stalled body (408) will not send the rest: nothing to wait for.
  if (status === 408) reply.header("Connection", "close");
  else await drainThenClose(req.raw, reply);
  return reply.code(status).send({ success: false, message });
}

export const limitRefusal = (e: UploadLimitError): Refusal => ({ status: e.status, message: e.message, retryAfterSeconds: e.retryAfterSeconds });

export const hasBoundary = (contentType: string | undefined) => /;\s*boundary\s*=\s*("[^"]+"|[^";\s]+)/i.test(contentType ?? "");

export function declaredLength(req: FastifyRequest): number | null {
  const raw = req.headers["content-length"];
  if (raw === undefined) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * Maps an error of the receive to an answer. Every error the request can cause (a broken or cut-off form,
 * a client that went away, a limit) is a 4xx; a full disk is a 507; anything else is the server's own
 * fault and is rethrown (500).
 */
export function receiveRefusal(error: unknown, meter: UploadMeter): Refusal {
  if (meter.failure) return limitRefusal(meter.failure);
  if (error instanceof UploadLimitError) return limitRefusal(error);
  const e = error as { statusCode?: number; code?: string; syscall?: string; message?: string };
  if (e.syscall) {
    if (e.code === "ENOSPC" || e.code === "EDQUOT") return { status: 507, message: UPLOAD_MESSAGES.outOfSpace };
    throw error; // a file system failure is ours, not the client's
  }
  if (e.code === "FST_REQ_FILE_TOO_LARGE") return { status: 413, message: UPLOAD_MESSAGES.tooLarge };
  if (e.code === "FST_FILES_LIMIT" || e.code === "FST_PARTS_LIMIT" || e.code === "FST_FIELDS_LIMIT" || e.code === "FST_PROTO_VIOLATION") {
    return { status: 400, message: UPLOAD_MESSAGES.badForm };
  }
  // busboy: "Unexpected end of form", "Part terminated early"; Node: "aborted", premature close.
  if (/end of|terminated early|aborted|premature|ECONNRESET/i.test(`${e.code ?? ""} ${e.message ?? ""}`)) {
    return { status: 400, message: UPLOAD_MESSAGES.incomplete };
  }
  return { status: 400, message: UPLOAD_MESSAGES.badForm };
}

/** Reads the one file of the request in the field idProof and stores it, within the upload limits; a refusal otherwise. */
async function receiveUpload(req: FastifyRequest, meter: UploadMeter, filesDir: string): Promise<Received | Refusal> {
  if (!req.isMultipart()) return { status: 400, message: UPLOAD_MESSAGES.noFile };
  if (!hasBoundary(req.headers["content-type"])) return { status: 400, message: UPLOAD_MESSAGES.badForm };
  const refused = await meter.admit(declaredLength(req));
  if (refused) return limitRefusal(refused);

  // A tripped limit ends whatever is under way: the file being written, or the wait for its first part.
  let current: MultipartFile["file"] | null = null;
  let stopWaiting: (error: UploadLimitError) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => (stopWaiting = reject));
  stopped.catch(() => {});
  meter.onLimit((error) => {
    current?.destroy(error);
    stopWaiting(error);
  });

  const pending = req.file({ throwFileSizeLimit: false });
  meter.watch(req.raw); // the parser has just started reading the body: count it from the first byte
  let part: MultipartFile | undefined;
  try {
    part = await Promise.race([pending, stopped]);
  } catch (error) {
    // A part that still turns up is never read.
    pending.then(
      (late) => late?.file.destroy(),
      () => {},
    );
    return receiveRefusal(error, meter);
  }
  if (!part) return { status: 400, message: UPLOAD_MESSAGES.noFile };
  const file = part.file;
  current = file;
  if (meter.failure) {
    file.destroy();
    return limitRefusal(meter.failure);
  }
  if (part.fieldname !== FIELD) {
    file.resume();
    return { status: 400, message: UPLOAD_MESSAGES.noFile };
  }
  let result: ReceiveResult;
  try {
    result = await receiveIdFile(filesDir, file, ID_FILE_MAX_BYTES, () => file.truncated);
  } catch (error) {
    return receiveRefusal(error, meter);
  }
  if (meter.failure) {
    // A limit tripped on the last bytes, after the file was complete: it is still refused.
    if (result.ok) await removeIdFile(filesDir, result.name);
    return limitRefusal(meter.failure);
  }
  if (result.ok) return result;
  if (result.reason === "too-large") return { status: 413, message: UPLOAD_MESSAGES.tooLarge };
  if (result.reason === "empty") return { status: 400, message: UPLOAD_MESSAGES.noFile };
  return { status: 415, message: UPLOAD_MESSAGES.invalidType };
}

/** Records an accepted ID file as an unclaimed upload (no reply yet): a reply claims it, else the sweep deletes it. */
export async function recordTempUpload({ db, now }: { db: FastifyInstance["deps"]["db"]; now: () => Date }, got: Received, uploaderKey: string) {
  await db
    .insertInto("storedFiles")
    .values({ name: got.name, kind: "id", mimeType: got.mimeType, sizeBytes: got.sizeBytes, rsvpId: null, createdAt: now().toISOString(), uploaderKey })
    .execute();
}

export async function registerFileRoutes(app: FastifyInstance) {
  const { db, config, now } = app.deps;
  // A client that half-closes after sending its body (cut off or whole) still gets its answer: Node's
  // default aborts the request on the client's FIN, so a truncated form would get no answer at all.
  // The socket still closes once that answer is written.
  if (app.server) (app.server as unknown as { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;

  /**
   * Runs one upload under its meter (upload-limits.ts); `store` records an accepted file and says how
   * many unclaimed bytes it left on disk. The meter is settled whatever happens.
   */
  async function metered(
    req: FastifyRequest,
    reply: FastifyReply,
    store: (got: Received, meter: UploadMeter) => Promise<{ unclaimedBytes: number } | Refusal>,
  ) {
    // No consent, no upload: refused before a byte of the body is read (upload-consent.ts).
    if (!hasUploadConsent(req)) return fail(req, reply, { status: 400, message: CONSENT_MESSAGE });
    const meter = new UploadMeter(app.deps, req, { maxBytes: MAX_BODY_BYTES, tooLargeMessage: UPLOAD_MESSAGES.tooLarge });
    let outcome: { storedUnclaimed?: number; serverFault?: boolean } = { serverFault: true };
    try {
      const got = await receiveUpload(req, meter, config.filesDir);
      if (!("ok" in got)) {
        outcome = { serverFault: got.status >= 500 };
        return fail(req, reply, got);
      }
      try {
        const stored = await store(got, meter);
        if (!("unclaimedBytes" in stored)) {
          await removeIdFile(config.filesDir, got.name);
          outcome = {};
          return fail(req, reply, stored);
        }
        outcome = { storedUnclaimed: stored.unclaimedBytes };
      } catch (error) {
        await removeIdFile(config.filesDir, got.name);
        throw error;
      }
      if (!req.raw.complete) reply.header("Connection", "close");
      return reply.send({ success: true, fileName: got.name, message: UPLOAD_MESSAGES.success });
    } finally {
      meter.finish(outcome);
    }
  }

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ID_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 8 * 1024 } });

    scope.post("/api/temp-upload", (req, reply) =>
      metered(req, reply, async (got, meter) => {
        await recordTempUpload(app.deps, got, meter.uploaderKey);
        return { unclaimedBytes: got.sizeBytes };
      }),
    );

    /**
     * A document added to a stored reply (the Thank You's retry). A reply id proves nothing (the desk reads it,
     * the dashboard shows it): the upload needs the reply's own credential, its edit token as a bearer token.
     */
    scope.post<{ Params: { id: string } }>("/api/rsvp/:id/upload-id", async (req, reply) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const owner = bearer ? await findRsvpIdByEditToken(db, bearer) : undefined;
      if (!owner) return fail(req, reply, { status: 401, message: UPLOAD_MESSAGES.noCredential });
      const parsed = ZRsvpIdInput.safeParse({ id: req.params.id });
      if (!parsed.success || parsed.data.id !== owner) return fail(req, reply, { status: 403, message: UPLOAD_MESSAGES.otherReply });
      const rsvp = await db.selectFrom("rsvps").select(["id", "rsvpStatus"]).where("id", "=", owner).executeTakeFirst();
      if (!rsvp) return fail(req, reply, { status: 404, message: UPLOAD_MESSAGES.rsvpNotFound });
      if (rsvp.rsvpStatus !== "yes") return fail(req, reply, { status: 409, message: UPLOAD_MESSAGES.declined });

      // The new file replaces the primary guest's document: the old rows go in the same transaction that
      // points the reply at the new file, the old files right after it, so no stored byte is left unreferenced.
      return metered(req, reply, async (got) => {
        const at = now().toISOString();
        const replaced = await db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom("rsvps").select(["idProofUrl", "rsvpStatus"]).where("id", "=", rsvp.id).executeTakeFirst();
          if (!row) return { status: 404, message: UPLOAD_MESSAGES.rsvpNotFound } satisfies Refusal;
          if (row.rsvpStatus !== "yes") return { status: 409, message: UPLOAD_MESSAGES.declined } satisfies Refusal;
          const old = idFileNamesIn([row.idProofUrl]).filter((name) => name !== got.name);
          await trx
            .insertInto("storedFiles")
            .values({ name: got.name, kind: "id", mimeType: got.mimeType, sizeBytes: got.sizeBytes, rsvpId: rsvp.id, createdAt: at, claimedAt: at })
            .execute();
          await trx
            .updateTable("rsvps")
            .set({ idProofUrl: `/files/id/${got.name}`, uploadMode: "single", idDeletedAt: null, idDeletedBy: null })
            .where("id", "=", rsvp.id)
            .execute();
          if (old.length > 0) await trx.deleteFrom("storedFiles").where("kind", "=", "id").where("name", "in", old).execute();
          // The upload came with the guest's consent (?consent=yes): the reply keeps its first time.
          await trx.updateTable("rsvps").set({ idConsentAt: at }).where("id", "=", rsvp.id).where("idConsentAt", "is", null).execute();
          return old;
        });
        if (!Array.isArray(replaced)) return replaced;
        for (const name of replaced) await removeIdFile(config.filesDir, name).catch(() => undefined);
        return { unclaimedBytes: 0 };
      });
    });
  });

  // ID documents: admin only, never cached, never sniffed.
  app.get<{ Params: { name: string } }>("/files/id/:name", async (req, reply) => {
    // ID documents: owner and planner only; the desk never opens them (DESIGN.md, Roles).
    const guard = await sessionWithRole({ db, now, sessionToken: readSessionToken(req) }, "planner");
    if (!guard.ok) return reply.code(guard.status).send({ message: guard.message });
    const { session } = guard;
    reply.header("Cache-Control", "private, no-store").header("X-Content-Type-Options", "nosniff");
    const notFound = () => reply.code(404).send({ message: "File not found" });
    const name = zStoredFileName.safeParse(req.params.name);
    if (!name.success) return notFound();
    const row = await db
      .selectFrom("storedFiles")
      .select(["name", "mimeType", "sizeBytes"])
      .where("name", "=", name.data)
      .where("kind", "=", "id")
      .executeTakeFirst();
    if (!row) return notFound();
    const file = idFilePath(config.filesDir, row.name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return notFound();
    await recordIdOpening(db, row.name, now(), session);
    return reply
      .header("Content-Type", row.mimeType)
      .header("Content-Length", stat.size)
      .header("Content-Disposition", "inline")
      .send(fs.createReadStream(file));
  });
}
