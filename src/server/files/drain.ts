/**
 * Early refusals that a client can read. A client that is still sending its body when the server answers and
 * closes gets a TCP reset, and a reset can throw away the answer before the client reads it (Node's fetch then
 * says "fetch failed"). So before answering a refusal whose body is unread, the rest of the body is read and
 * thrown away: up to 16 MB (a whole ID upload and its framing) and for a bounded time, then the answer goes out
 * with `Connection: close`, and the socket closes with nothing left unread.
 */
import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
/** A client slower than this (16 MB in 20 s is ~6.7 Mbit/s) gets its answer anyway; it may then miss it. */
export const DRAIN_MAX_MS = 20_000;
/** A client that sends nothing for this long is not sending a body any more: answer it now. */
export const DRAIN_IDLE_MS = 2000;

/**
 * Reads and discards what is left of `body` (the request, or a stream piped from it) until it ends, `maxBytes`
 * have been thrown away, `maxMs` has passed, or nothing arrived for `idleMs`. Whatever still reads it (a form parser) is detached first.
 */
export function drainBody(
  raw: IncomingMessage,
  body: Readable = raw,
  limits = { maxBytes: DRAIN_MAX_BYTES, maxMs: DRAIN_MAX_MS, idleMs: DRAIN_IDLE_MS },
): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let seen = 0;
    const stop = () => {
      raw.pause();
      done();
    };
    const done = () => {
      clearTimeout(timer);
      clearTimeout(idle);
      raw.removeListener("data", onData);
      raw.removeListener("end", done);
      raw.removeListener("close", done);
      raw.removeListener("error", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      idle.refresh();
      if (seen >= limits.maxBytes) stop();
    };
    const timer = setTimeout(stop, limits.maxMs);
    const idle = setTimeout(stop, limits.idleMs);
    raw.unpipe();
    if (body !== raw) body.unpipe?.();
    raw.on("data", onData);
    raw.once("end", done);
    raw.once("close", done);
    raw.once("error", done);
    raw.resume();
  });
}

/** Drains an unread body (drainBody) and marks the answer `Connection: close`; nothing to do for a body already read. */
export async function drainThenClose(raw: IncomingMessage, reply: FastifyReply, body?: Readable): Promise<void> {
  if (raw.complete) return;
  await drainBody(raw, body);
  reply.header("Connection", "close");
}
