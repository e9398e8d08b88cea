/**
 * One log line per request, written once it has been answered: method, path (tokens redacted by the req
 * serializer, log-redact.ts), address, status and time. Fastify's default writes two (one on arrival with the request,
 * one when done with the status): at LOG_LEVEL=info that was two JSON lines and two writes for every read
 * a guest makes, most of what a small cached read costs beyond the bare route (issue 18). A request that never gets an answer
 * (the client left) is logged by Fastify's other lines as before.
 *
 * Also the logger's redaction: serializers that never write a header or an unredacted URL or error, and a last
 * pass over every whole line as written (messages, any field, at every level), so no token or reply id reaches the log.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import { redactText, redactUrl } from "./log-redact";

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime }, "request completed");
  }
}

/**
 * Marks the one line that shows a token on purpose: the first run's setup link, which the operator must read to log in
 * at all (main.ts). `app.log.warn({ [PRINTED_ON_PURPOSE]: true }, line)`; a symbol, so no request can set it.
 */
export const PRINTED_ON_PURPOSE = Symbol("printed on purpose");
let printingOnPurpose = false;

/** Request and error as the log shows them: never a header (Authorization, Cookie), never a token in a URL or message. */
export const LOG_SERIALIZERS = {
  req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  }),
  // Only these fields: a client error's rawPacket (logged at trace) holds the request's bytes, headers included.
  err: (err: Error & { code?: unknown; statusCode?: unknown }) => ({
    type: err.name,
    message: redactText(String(err.message)),
    stack: redactText(String(err.stack ?? "")),
    ...(err.code !== undefined ? { code: err.code } : {}),
    ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
  }),
} satisfies LoggerOptions["serializers"];

export const LOG_HOOKS = {
  logMethod(args, method, level) {
    const first: unknown = args[0];
    // A guest who leaves mid-download cuts a compressed stream short; @fastify/compress reports that
    // without Node's ERR_STREAM_PREMATURE_CLOSE code, so Fastify would log it as a server error.
    const err = first instanceof Error ? first : (first as { err?: Error } | undefined)?.err;
    if (level >= 50 && err?.message === "premature close") return this.info({ msg: "client closed the connection early" });
    if (!(first && typeof first === "object" && PRINTED_ON_PURPOSE in first)) return method.apply(this, args);
    // pino writes synchronously, so the flag covers this line's streamWrite only.
    printingOnPurpose = true;
    try {
      return method.apply(this, args);
    } finally {
      printingOnPurpose = false;
    }
  },
  // Every line, whatever wrote it (Fastify's own messages such as "Reply was already sent … in <url>", a WhatsApp
  // error's reason, a future module's fields), is redacted as written.
  streamWrite: (line: string) => (printingOnPurpose ? line : redactText(line)),
} satisfies LoggerOptions["hooks"];
