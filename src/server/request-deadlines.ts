/**
 * Every request ends. A client that sends its headers or body slowly on purpose (one byte every 20 s)
 * would otherwise hold a socket, a descriptor and a parser forever: Fastify's default has no request
 * timeout. The figures live in config.timeouts (fastify.config.ts):
 * - headers: Node's headersTimeout, counted from the request's first byte and checked every
 *   checkIntervalMs; Node answers 408 through clientErrorHandler below.
 * - bodies: a request whose body is not complete bodyMs after its headers is answered 408 and its
 *   connection closed (or just closed, when it was already answered without reading the body).
 *   So a stalled request ends within headersMs + checkIntervalMs + bodyMs (55 s) of its first byte.
 * - file uploads (STREAMED_BODY_ROUTES) stream large bodies: they go on past bodyMs as long as each bodyMs
 *   window brings uploadMinBytesPerSecond; a trickle is closed at the end of its window. Their handlers
 *   also answer 408 after 30 s without a byte (files/upload-limits.ts).
 * - idle keep-alive connections close after keepAliveMs; a connection where nothing moves for socketIdleMs
 *   closes; maxRequestMs (Node's requestTimeout) bounds the arrival of even an upload that keeps trickling.
 */
import { type ServerOptions, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RequestTimeouts } from "../../fastify.config";

export const TIMEOUT_MESSAGE = "The request took too long to arrive. Please check your connection and try again.";

/** Routes whose handlers read a file body as a stream (the ID uploads, the no-script RSVP form and the signed media PUT). */
export const STREAMED_BODY_ROUTES = new Set(["/api/temp-upload", "/api/rsvp/:id/upload-id", "/rsvp/send", "/files/upload/:kind/:key"]);

const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, TIMEOUT_MESSAGE],
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large."],
};

/** Node's and Fastify's server settings for these timeouts. */
export function serverTimeoutOptions(t: RequestTimeouts) {
  return {
    requestTimeout: t.maxRequestMs,
    connectionTimeout: t.socketIdleMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkIntervalMs } satisfies ServerOptions,
    // Node's own refusals (headers too slow or too large, unreadable HTTP): a sentence, then close.
    clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
      if (err.code === "ECONNRESET" || socket.destroyed) return;
      const [status, message] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "The request could not be read."];
      const body = JSON.stringify({ message });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy();
    },
  };
}

const expectsBody = (req: FastifyRequest) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

function armBodyDeadline(req: FastifyRequest, reply: FastifyReply, t: RequestTimeouts) {
  const socket = req.raw.socket;
  const streamed = STREAMED_BODY_ROUTES.has(req.routeOptions.url ?? "");
  let readBefore = socket.bytesRead;
  const minBytes = (t.uploadMinBytesPerSecond * t.bodyMs) / 1000;
  const check = () => {
    if (req.raw.complete || socket.destroyed) return;
    if (streamed) {
      // Still flowing: another window. Else close, as if the guest had walked away (the handler cleans up).
      if (socket.bytesRead - readBefore >= minBytes) {
        readBefore = socket.bytesRead;
        timer = setTimeout(check, t.bodyMs).unref();
      } else socket.destroy();
    } else if (reply.sent) {
      socket.destroy(); // answered without reading the body; its rest never came
    } else {
      reply.code(408).header("Connection", "close").send({ message: TIMEOUT_MESSAGE });
    }
  };
  let timer = setTimeout(check, t.bodyMs).unref();
  // A finished exchange needs no timer; one whose body is still coming after the answer keeps it.
  reply.raw.once("close", () => {
    if (req.raw.complete || socket.destroyed) clearTimeout(timer);
  });
}

/** The body deadline of every request that has a body (app.inject's requests never stall: they have no `complete`). */
export function addBodyDeadlines(app: FastifyInstance, t: RequestTimeouts) {
  app.addHook("onRequest", (req, reply, done) => {
    if (req.raw.complete === false && expectsBody(req)) armBodyDeadline(req, reply, t);
    done();
  });
}
