/**
 * Signed admin uploads and public media (DESIGN.md, Files).
 * - PUT /files/upload/<kind>/<key>?token=...  authorised by its token only (signed, 15 min, single use).
 * - GET /files/<kind>/<key>                    public, long-cached, with HTTP Range (206/416) for seeking.
 */
import fs from "node:fs";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type MediaKind, MEDIA_KINDS, UPLOAD_RULES } from "../../shared/upload-kinds";
import { mediaFilePath, receiveMediaFile } from "./media-storage";
import type { DB } from "../../../db/connect";
import { isUploadKey, UPLOAD_TOKEN_TTL_MS, verifyUploadToken } from "./upload-token";
import { findVariant, makeImageVariants } from "./image-variants";
import { idleGuarded, LIMIT_MESSAGES, UploadLimitError } from "./upload-limits";
import { drainThenClose } from "./drain";
import { diskState } from "./disk-guard";

export const MEDIA_MESSAGES = {
  invalidToken: "This upload link is not valid. Please try the upload again.",
  expiredToken: "This upload link has expired. Please try the upload again.",
  usedToken: "This upload link has already been used. Please try the upload again.",
  empty: "The file is empty. Please choose another file.",
  unsafeSvg: "This SVG contains scripts or event handlers and cannot be used as an icon.",
  notFound: "File not found",
  badRange: "The requested range is not available.",
} as const;

const isKind = (k: string): k is MediaKind => (MEDIA_KINDS as readonly string[]).includes(k);
const SVG_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Parses a single `bytes=a-b` range; "invalid" for a syntactically bad or unsatisfiable one. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

/**
 * Forgets used token ids once their tokens can no longer pass the expiry check (2 x TTL after use):
 * single use stays enforced while the table stays small.
 */
export async function sweepUploadTokens(db: DB, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 2 * UPLOAD_TOKEN_TTL_MS).toISOString();
  const res = await db.deleteFrom("uploadTokens").where("usedAt", "<", cutoff).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function registerMediaRoutes(app: FastifyInstance) {
  const { db, config, now } = app.deps;
  const timer = setInterval(
    () => void sweepUploadTokens(db, now()).catch((err: unknown) => app.log.error({ err }, "upload token sweep failed")),
    3600_000,
  ).unref();
  app.addHook("onClose", async () => clearInterval(timer));

  await app.register(async (scope) => {
    // The body is the file itself, whatever Content-Type the browser gives it: hand the raw stream on.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, payload, done) => done(null, payload));

    scope.put<{ Params: { kind: string; key: string }; Querystring: { token?: string } }>(
      "/files/upload/:kind/:key",
      // No request count: only an admin holds a (short-lived, single-use) upload token.
      async (req, reply) => {
        const source = (req.body as Readable | undefined) ?? req.raw;
        // What is left of the body is read first (bounded), so the client can read the answer (drain.ts).
        const refuse = async (status: number, message: string, retryAfterSeconds?: number) => {
          if (retryAfterSeconds) reply.header("Retry-After", String(retryAfterSeconds));
          await drainThenClose(req.raw, reply, source);
          return reply.code(status).send({ message });
        };
        const { kind, key } = req.params;
        const check = verifyUploadToken(config.appSecret, req.query.token, kind, key, now());
        if (!check.ok || !isKind(kind) || !isUploadKey(key)) {
          return refuse(403, !check.ok && check.reason === "expired" ? MEDIA_MESSAGES.expiredToken : MEDIA_MESSAGES.invalidToken);
        }
        const rule = UPLOAD_RULES[kind];
        const declared = Number(req.headers["content-length"] ?? NaN);
        if (Number.isFinite(declared) && declared > check.payload.maxBytes) return refuse(413, rule.sizeMessage);
        if ((await diskState(config))?.low) return refuse(507, LIMIT_MESSAGES.diskLow, 600);

        // Single use: the token id (its key) is recorded before any byte is stored.
        const claimed = await db
          .insertInto("uploadTokens")
          .values({ jti: key, kind, usedAt: now().toISOString() })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return refuse(409, MEDIA_MESSAGES.usedToken);

        // A body that sends nothing for 30 s is answered 408; its partial file is deleted by receiveMediaFile.
        const guarded = idleGuarded(source, config.timeouts.uploadIdleMs);
        const got = await receiveMediaFile(config.filesDir, kind, key, guarded, { maxBytes: check.payload.maxBytes, types: check.payload.types }).catch(
          (error: unknown) => {
            if (error instanceof UploadLimitError) return error;
            throw error;
          },
        );
        if (got instanceof UploadLimitError) return reply.code(got.status).header("connection", "close").send({ message: got.message });
        if (!got.ok) {
          if (got.reason === "too-large") return refuse(413, rule.sizeMessage);
          if (got.reason === "empty") return refuse(400, MEDIA_MESSAGES.empty);
          if (got.reason === "unsafe-svg") return refuse(415, MEDIA_MESSAGES.unsafeSvg);
          return refuse(415, rule.typeMessage);
        }
        if (kind === "venue") {
          // Made before the answer: the addresses are cached for a year, so a variant must exist before anyone asks.
          await makeImageVariants(config.filesDir, key, got.mimeType).catch((err: unknown) => req.log.error({ err }, "venue photo variants failed"));
        }
        const at = now().toISOString();
        await db
          .insertInto("storedFiles")
          .values({ name: key, kind, mimeType: got.mimeType, sizeBytes: got.sizeBytes, rsvpId: null, createdAt: at, claimedAt: at })
          .execute();
        return reply.send({ path: `/files/${kind}/${key}`, mimeType: got.mimeType, sizeBytes: got.sizeBytes });
      },
    );
  });

  for (const kind of MEDIA_KINDS) {
    app.get<{ Params: { key: string }; Querystring: { w?: string } }>(`/files/${kind}/:key`, { compress: false }, async (req, reply) => {
      const notFound = () => reply.code(404).send({ message: MEDIA_MESSAGES.notFound });
      const { key } = req.params;
      if (!isUploadKey(key)) return notFound();
      const row = await db.selectFrom("storedFiles").select(["mimeType"]).where("name", "=", key).where("kind", "=", kind).executeTakeFirst();
      if (!row) return notFound();
      const variant = kind === "venue" ? await findVariant(config.filesDir, key, req.query.w) : null;
      if (variant) return sendMedia(reply, variant.file, "image/webp", variant.size, req.headers.range);
      const file = mediaFilePath(config.filesDir, kind, key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return notFound();
      return sendMedia(reply, file, row.mimeType, stat.size, req.headers.range);
    });
  }
}

function sendMedia(reply: FastifyReply, file: string, mimeType: string, size: number, rangeHeader: string | undefined) {
  // A key is never reused, so the bytes at an address never change.
  reply
    .header("Cache-Control", "public, max-age=31536000, immutable")
    .header("Accept-Ranges", "bytes")
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Type", mimeType);
  if (mimeType === "image/svg+xml") reply.header("Content-Security-Policy", SVG_CSP);
  const range = parseRange(rangeHeader, size);
  if (range === "invalid") {
    return reply.code(416).header("Content-Range", `bytes */${size}`).header("Content-Type", "application/json").send({ message: MEDIA_MESSAGES.badRange });
  }
  if (range) {
    return reply
      .code(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${size}`)
      .header("Content-Length", range.end - range.start + 1)
      .send(fs.createReadStream(file, { start: range.start, end: range.end }));
  }
  return reply.header("Content-Length", size).send(fs.createReadStream(file));
}
