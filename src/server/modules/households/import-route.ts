/**
 * POST /api/admin/households/import: the families' spreadsheet (multipart field `file`, .xlsx or .csv).
 * `?dryRun=1` answers the preview and stores nothing; otherwise the households are created in one transaction,
 * with the planner's mapping (field `mapping`) and merge choices (field `duplicates`) from the preview.
 * Not a tRPC procedure (the body is a file); it checks the same session and role (planner) as plannerProcedure.
 * Refusals of a body not read to its end drain it first (files/drain.ts), as the ID uploads do.
 * The file is read and planned in a worker thread (import-thread.ts); here only the upload and the inserts run.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  ZImportDuplicateChoices,
  ZImportMapping,
} from "../../../shared/schemas/household-import";
import { drainThenClose } from "../../files/drain";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { readSessionToken, sessionWithRole } from "../../trpc/context";
import { askedEvents, insertHousehold } from "./queries";
import { ImportFileError } from "./import-read";
import { importInWorker } from "./import-thread";

export const IMPORT_PATH = "/api/admin/households/import";
const INSERT_BATCH = 100;

interface Received {
  bytes: Buffer;
  fileName: string;
  mapping: ImportMapping;
  duplicates: { key: string; merge: boolean }[];
}

function parseField<T>(text: string, parse: (v: unknown) => T, message: string): T {
  try {
    return parse(JSON.parse(text));
  } catch {
    throw new ImportFileError(400, message);
  }
}

/** Reads the form: the file (at most MAX_IMPORT_BYTES) and the two optional JSON fields, in any order. */
async function receive(req: FastifyRequest): Promise<Received> {
  if (!req.isMultipart()) throw new ImportFileError(400, IMPORT_MESSAGES.noFile);
  let got: Omit<Received, "mapping" | "duplicates"> | undefined;
  let mapping: ImportMapping = {};
  let duplicates: Received["duplicates"] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || got) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        got = { bytes, fileName: part.filename ?? "" };
      } else if (part.fieldname === "mapping" && typeof part.value === "string" && part.value) {
        mapping = parseField(part.value, (v) => ZImportMapping.parse(v), IMPORT_MESSAGES.badMapping);
      } else if (part.fieldname === "duplicates" && typeof part.value === "string" && part.value) {
        duplicates = parseField(part.value, (v) => ZImportDuplicateChoices.parse(v), IMPORT_MESSAGES.badDuplicates);
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new ImportFileError(413, IMPORT_MESSAGES.tooLarge);
    throw new ImportFileError(400, IMPORT_MESSAGES.unreadable);
  }
  if (!got || got.bytes.length === 0) throw new ImportFileError(400, IMPORT_MESSAGES.noFile);
  return { ...got, mapping, duplicates };
}

export async function registerHouseholdImportRoute(app: FastifyInstance) {
  const { db, config, now } = app.deps;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 256 * 1024 } });
    scope.post(IMPORT_PATH, async (req: FastifyRequest<{ Querystring: { dryRun?: string } }>, reply: FastifyReply) => {
      const refuse = async (status: number, message: string) => {
        await drainThenClose(req.raw, reply);
        return reply.code(status).send({ message });
      };
      const guard = await sessionWithRole({ db, now, sessionToken: readSessionToken(req) }, "planner");
      if (!guard.ok) return refuse(guard.status, guard.message);
      const dryRun = ["1", "true", "yes"].includes(String(req.query.dryRun ?? "").toLowerCase());
      try {
        const got = await receive(req);
        const [events, existing] = await Promise.all([askedEvents(db), db.selectFrom("households").select(["id", "name", "phone"]).execute()]);
        const answer = await importInWorker({
          bytes: got.bytes,
          fileName: got.fileName,
          mapping: got.mapping,
          context: { events: events.map(({ id, eventName }) => ({ id, eventName })), existing },
          duplicates: dryRun ? null : got.duplicates,
        });
        if (!answer.ok) throw new ImportFileError(answer.status, answer.message);
        if ("preview" in answer) {
          const { rows, errors, duplicates, mapping, headers } = answer.preview;
          return reply.send({ rows, errors, duplicates, mapping, headers } satisfies ImportPreview);
        }
        const { errors } = answer;
        const { households, merged, skipped } = answer.create;
        const at = now().toISOString();
        await db.transaction().execute(async (trx) => {
          for (const [i, values] of households.entries()) {
            // Thousands of inserts are a second of work: other requests are answered between batches (their
            // queries wait for the transaction, which holds the one connection).
            if (i % INSERT_BATCH === INSERT_BATCH - 1) await new Promise(setImmediate);
            await insertHousehold(trx, config.appSecret, values, at);
          }
        });
        const unnamed = errors.filter((e) => e.message === IMPORT_MESSAGES.noName).length;
        await recordActivity(db, {
          at: now(),
          actor: actorOf(guard.session),
          action: "guests.import",
          detail: `${households.length} ${households.length === 1 ? "household" : "households"} from ${got.fileName || "a spreadsheet"}${merged ? ` (${merged} merged)` : ""}`,
        });
        return reply.send({ created: households.length, merged, skipped: skipped + unnamed, errors } satisfies ImportResult);
      } catch (error) {
        if (error instanceof ImportFileError) return refuse(error.status, error.message);
        throw error;
      }
    });
  });
}
