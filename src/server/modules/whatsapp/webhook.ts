/**
 * The Cloud API's webhook (Meta, "Webhooks: getting started" and WhatsApp "Status messages webhook reference"):
 * - GET ?hub.mode=subscribe&hub.verify_token=...&hub.challenge=... answers the challenge when the token is
 *   WHATSAPP_VERIFY_TOKEN, else 403;
 * - POST carries `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`; unsigned
 *   or wrongly signed is 401. Its `entry[].changes[].value.statuses[]` ({ id, status, timestamp, recipient_id,
 *   errors?: [{ code, title, message, error_data: { details } }] }) move each message's status forward.
 * The body is read raw (the signature covers its bytes) and small; anything that is not the expected JSON is a 400.
 */
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { applyStatus } from "./store";

export const WEBHOOK_PATH = "/api/whatsapp/webhook";
/** Status batches are a few KB; a larger body is refused (413) before it is read further. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const WEBHOOK_MESSAGES = {
  notSetUp: "The WhatsApp webhook is not set up on this site.",
  badToken: "The verify token does not match.",
  badSignature: "The request is not signed by WhatsApp.",
  badBody: "The request body is not a WhatsApp webhook notification.",
} as const;

const ZError = z.object({
  code: z.number().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).partial().optional(),
});
const ZStatus = z.object({ id: z.string().min(1).max(200), status: z.string(), errors: z.array(ZError).optional() });
const ZNotification = z.object({
  object: z.string().optional(),
  entry: z.array(
    z.object({
      changes: z.array(z.object({ field: z.string().optional(), value: z.object({ statuses: z.array(ZStatus).optional() }).passthrough() })),
    }),
  ),
});

const TRACKED = new Set(["sent", "delivered", "read", "failed"] as const);
type Tracked = "sent" | "delivered" | "read" | "failed";

/** "Message undeliverable: the number is not on WhatsApp (error 131026)". */
function errorText(errors: z.infer<typeof ZError>[] | undefined): string {
  const e = errors?.[0];
  if (!e) return "WhatsApp could not deliver the message.";
  const title = e.title || e.message || "WhatsApp could not deliver the message";
  const details = e.error_data?.details;
  return `${title}${details && details !== title ? `: ${details}` : ""}${e.code !== undefined ? ` (error ${e.code})` : ""}`.slice(0, 500);
}

/** Timing-safe: the header's hex against the HMAC of the raw bytes. */
export function validSignature(secret: string, raw: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? "");
  if (!match) return false;
  const expected = crypto.createHmac("sha256", secret).update(raw).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(match[1]!, "hex"));
}

const equalText = (a: string, b: string) => {
  const x = crypto.createHash("sha256").update(a).digest();
  const y = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

export async function registerWhatsappWebhook(app: FastifyInstance) {
  const { db, config, now } = app.deps;
  await app.register(async (scope) => {
    // The raw bytes, not parsed JSON: the signature is over exactly what was sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    scope.get(WEBHOOK_PATH, async (req: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
      const q = req.query;
      const [mode, token, challenge] = [q["hub.mode"], q["hub.verify_token"], q["hub.challenge"]];
      if (!config.whatsappVerifyToken) return reply.code(403).send({ message: WEBHOOK_MESSAGES.notSetUp });
      if (mode !== "subscribe" || typeof token !== "string" || !equalText(token, config.whatsappVerifyToken)) {
        return reply.code(403).send({ message: WEBHOOK_MESSAGES.badToken });
      }
      // Meta sends a number; anything else is not echoed.
      if (typeof challenge !== "string" || !/^[\w-]{1,128}$/.test(challenge)) return reply.code(400).send({ message: WEBHOOK_MESSAGES.badBody });
      return reply.type("text/plain; charset=utf-8").send(challenge);
    });

    scope.post(WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req, reply) => {
      if (!config.whatsappAppSecret) return reply.code(401).send({ message: WEBHOOK_MESSAGES.notSetUp });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers["x-hub-signature-256"];
      if (!validSignature(config.whatsappAppSecret, raw, typeof signature === "string" ? signature : undefined)) {
        return reply.code(401).send({ message: WEBHOOK_MESSAGES.badSignature });
      }
      let parsed: z.infer<typeof ZNotification>;
      try {
        parsed = ZNotification.parse(JSON.parse(raw.toString("utf8")));
      } catch {
        return reply.code(400).send({ message: WEBHOOK_MESSAGES.badBody });
      }
      const at = now().toISOString();
      let updated = 0;
      for (const entry of parsed.entry)
        for (const change of entry.changes)
          for (const s of change.value.statuses ?? []) {
            if (!TRACKED.has(s.status as Tracked)) continue; // "deleted", "warning", "played": nothing the guest list shows
            const status = s.status as Tracked;
            if (await applyStatus(db, s.id, status, status === "failed" ? errorText(s.errors) : null, at)) updated += 1;
          }
      return reply.send({ updated });
    });
  });
}
