/**
 * Sending a cached answer: look up the entry, compare If-None-Match, write the bytes with a strong ETag
 * and `Cache-Control: no-cache` (a browser may keep it but asks again each time; an unchanged answer is a
 * bodiless 304). No query, no validation, no JSON.stringify per request.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedRead, PublicReadCache } from "./cache";
import { chooseEncoding, type Representation } from "./representation";

export const PUBLIC_CACHE_CONTROL = "no-cache";

export interface SendOptions {
  contentType: string;
  /** Vary values the door adds itself (tRPC's "trpc-accept, accept"). */
  vary?: string;
}

/**
 * Sets the cache headers of an answer and returns the bytes to send: compressed when the client takes it
 * (a set Content-Encoding makes @fastify/compress leave it alone), nothing with a 304 when it has them.
 */
export function conditionalPayload(req: FastifyRequest, reply: FastifyReply, rep: Representation, opts: SendOptions): Buffer {
  const encoding = rep.compressible && req.headers["x-no-compression"] === undefined ? chooseEncoding(req.headers["accept-encoding"]) : null;
  reply.header("ETag", rep.etagFor(encoding)).header("Cache-Control", PUBLIC_CACHE_CONTROL);
  const vary = rep.compressible ? (opts.vary ? `${opts.vary}, accept-encoding` : "accept-encoding") : opts.vary;
  if (vary) reply.header("Vary", vary);
  if (rep.matches(req.headers["if-none-match"])) {
    reply.code(304);
    return EMPTY;
  }
  reply.header("Content-Type", opts.contentType);
  if (!encoding) return rep.body;
  reply.header("Content-Encoding", encoding);
  return rep.encoded(encoding);
}

const EMPTY = Buffer.alloc(0);

export function sendRepresentation(req: FastifyRequest, reply: FastifyReply, rep: Representation, opts: SendOptions): FastifyReply {
  const payload = conditionalPayload(req, reply, rep, opts);
  return payload === EMPTY ? reply.send() : reply.send(payload);
}

/**
 * The cached entry a guest read answers for this input (REST path parameters); undefined when
 * the procedure is not cached or the key is not a public one (the procedure then answers: 400, 404, a draft for the admin).
 */
export function cachedEntryFor(cache: PublicReadCache, procedure: string, input: unknown): CachedRead | undefined | Promise<CachedRead | undefined> {
  const name = cache.readByProcedure.get(procedure);
  if (!name) return undefined;
  if (!cache.isKeyed(name)) return input === undefined || isEmptyObject(input) ? cache.single(name) : undefined;
  const key = cache.keyOf(name, input);
  return key === undefined ? undefined : cache.keyed(name, key);
}

function isEmptyObject(value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  for (const _ in value) return false;
  return true;
}

export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A REST GET row's handler when its procedure is a cached guest read: the cached bytes, else the row's own
 * handler (which calls the procedure). REST answers are what Fastify sends for the same object.
 */
export function cachedRestHandler(
  cache: PublicReadCache,
  procedure: string,
  fallback: (req: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => Promise<unknown>,
) {
  const name = cache.readByProcedure.get(procedure);
  if (!name) return fallback;
  const keyed = cache.isKeyed(name);
  return (req: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
    const entry = cachedEntryFor(cache, procedure, keyed ? req.params : undefined);
    if (entry === undefined) return fallback(req, reply);
    if (!(entry instanceof Promise)) return sendRepresentation(req, reply, entry.rest, { contentType: JSON_TYPE });
    return entry.then((found) => (found ? sendRepresentation(req, reply, found.rest, { contentType: JSON_TYPE }) : fallback(req, reply)));
  };
}
