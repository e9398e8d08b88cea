/**
 * The multipart ID upload paths and the admin-only ID document reads (DESIGN.md, Files).
 * Multipart parsing is registered only inside the upload scope, so tRPC and JSON routes never see it.
 */
import fs from "node:fs";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ID_FILE_MAX_BYTES } from "../../shared/constants";
import { ZRsvpIdInput, zStoredFileName } from "../../shared/schemas/rsvp";
import { findSession, readSessionToken } from "../trpc/context";
import { idFilePath, receiveIdFile, removeIdFile, type ReceiveResult } from "./storage";

export const UPLOAD_MESSAGES = {
  success: "File uploaded successfully",
  tooLarge: "File too large. Please upload a file smaller than 15MB.",
  invalidType: "Invalid file type. Please upload a PDF, JPG, or PNG file.",
  noFile: "No file uploaded. Please choose a file in the field idProof.",
  rsvpNotFound: "RSVP not found",
  failed: "Failed to upload ID proof. Please try again.",
} as const;

const FIELD = "idProof";
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: "10 minutes" };

type Refusal = { status: number; message: string };

const fail = (reply: FastifyReply, { status, message }: Refusal) => reply.code(status).send({ success: false, message });

/** Reads the one file of the request in the field idProof and stores it; a refusal otherwise. */
async function receiveUpload(req: FastifyRequest, filesDir: string): Promise<Extract<ReceiveResult, { ok: true }> | Refusal> {
  if (!req.isMultipart()) return { status: 400, message: UPLOAD_MESSAGES.noFile };
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ throwFileSizeLimit: false });
  } catch (error) {
    return multipartRefusal(error);
  }
  if (!part) return { status: 400, message: UPLOAD_MESSAGES.noFile };
  if (part.fieldname !== FIELD) {
    part.file.resume();
    return { status: 400, message: UPLOAD_MESSAGES.noFile };
  }
  const file = part.file;
  let result: ReceiveResult;
  try {
    result = await receiveIdFile(filesDir, file, ID_FILE_MAX_BYTES, () => file.truncated);
  } catch (error) {
    return multipartRefusal(error);
  }
  if (result.ok) return result;
  if (result.reason === "too-large") return { status: 413, message: UPLOAD_MESSAGES.tooLarge };
  if (result.reason === "empty") return { status: 400, message: UPLOAD_MESSAGES.noFile };
  return { status: 415, message: UPLOAD_MESSAGES.invalidType };
}

function multipartRefusal(error: unknown): Refusal {
  const e = error as { statusCode?: number; code?: string };
  if (e.code === "FST_REQ_FILE_TOO_LARGE") return { status: 413, message: UPLOAD_MESSAGES.tooLarge };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return { status: 400, message: UPLOAD_MESSAGES.failed };
  throw error;
}

export async function registerFileRoutes(app: FastifyInstance) {
  const { db, config, now } = app.deps;

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ID_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    scope.post("/api/temp-upload", { config: { rateLimit: UPLOAD_RATE_LIMIT } }, async (req, reply) => {
      const got = await receiveUpload(req, config.filesDir);
      if (!("ok" in got)) return fail(reply, got);
      try {
        await db
          .insertInto("storedFiles")
          .values({ name: got.name, kind: "id", mimeType: got.mimeType, sizeBytes: got.sizeBytes, rsvpId: null, createdAt: now().toISOString() })
          .execute();
      } catch (error) {
        await removeIdFile(config.filesDir, got.name);
        throw error;
      }
      return reply.send({ success: true, fileName: got.name, message: UPLOAD_MESSAGES.success });
    });

    scope.post<{ Params: { id: string } }>("/api/rsvp/:id/upload-id", { config: { rateLimit: UPLOAD_RATE_LIMIT } }, async (req, reply) => {
      const parsed = ZRsvpIdInput.safeParse({ id: req.params.id });
      const rsvp = parsed.success
        ? await db.selectFrom("rsvps").select(["id"]).where("id", "=", parsed.data.id).executeTakeFirst()
        : undefined;
      if (!rsvp) return fail(reply, { status: 404, message: UPLOAD_MESSAGES.rsvpNotFound });

      const got = await receiveUpload(req, config.filesDir);
      if (!("ok" in got)) return fail(reply, got);
      const at = now().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("storedFiles")
            .values({ name: got.name, kind: "id", mimeType: got.mimeType, sizeBytes: got.sizeBytes, rsvpId: rsvp.id, createdAt: at, claimedAt: at })
            .execute();
          await trx.updateTable("rsvps").set({ idProofUrl: `/files/id/${got.name}` }).where("id", "=", rsvp.id).where("idProofUrl", "is", null).execute();
        });
      } catch (error) {
        await removeIdFile(config.filesDir, got.name);
        throw error;
      }
      return reply.send({ success: true, fileName: got.name, message: UPLOAD_MESSAGES.success });
    });
  });

  // ID documents: admin only, never cached, never sniffed.
  app.get<{ Params: { name: string } }>("/files/id/:name", async (req, reply) => {
    const session = await findSession({ db, now, sessionToken: readSessionToken(req) });
    if (!session) {
      return reply.code(401).send({ message: readSessionToken(req) ? "Your session has expired. Please log in again." : "Please log in to continue." });
    }
    reply.header("Cache-Control", "private, no-store").header("X-Content-Type-Options", "nosniff");
    const notFound = () => reply.code(404).send({ message: "File not found" });
    const name = zStoredFileName.safeParse(req.params.name);
    if (!name.success) return notFound();
    const row = await db.selectFrom("storedFiles").select(["name", "mimeType", "sizeBytes"]).where("name", "=", name.data).where("kind", "=", "id").executeTakeFirst();
    if (!row) return notFound();
    const file = idFilePath(config.filesDir, row.name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return notFound();
    return reply
      .header("Content-Type", row.mimeType)
      .header("Content-Length", stat.size)
      .header("Content-Disposition", "inline")
      .send(fs.createReadStream(file));
  });
}
