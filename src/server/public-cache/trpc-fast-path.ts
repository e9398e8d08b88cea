/**
 * GET /trpc/guest.<read> answered from the cached bytes before tRPC runs: the body is exactly what tRPC
 * writes ({"result":{"data":<json>}}, or an array of those for a batch), with its content type and Vary,
 * plus the ETag and no-cache of the REST door (public-cache.test.ts proves the bytes identical).
 * Anything else (another input, an unknown meal, a jsonl stream, a read being rebuilt) goes on to tRPC,
 * whose guest procedures still answer from the same cache.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DB } from "../../../db/connect";
import type { CachedRead } from "./cache";
import { Representation } from "./representation";
import { READ_BY_PROCEDURE } from "./registry";
import { cachedEntryFor, conditionalPayload, sendRepresentation } from "./serve";

/** tRPC's own headers for a JSON answer (fastify adapter, v11). */
const TRPC_CONTENT_TYPE = "application/json";
const TRPC_VARY = "trpc-accept, accept";

type Parts = Array<CachedRead | Promise<CachedRead | undefined>>;


/** The query's input and batch parameters, or null when it has anything else (then tRPC decides). */
function queryOf(url: string): { batch: boolean; input: unknown } | null {
  const q = url.indexOf("?");
  if (q < 0) return { batch: false, input: undefined };
  let batch = false;
  let input: unknown;
  for (const [key, value] of new URLSearchParams(url.slice(q + 1))) {
    if (key === "batch" && value === "1") batch = true;
    else if (key === "input") {
      try {
        input = JSON.parse(value);
      } catch {
        return null;
      }
    } else return null;
  }
  return { batch, input };
}

/** The entries a call names, or null when one of them is not a cached answer for its input. */
function entriesOf(db: DB, paths: string[], batch: boolean, input: unknown): Parts | null {
  if (!batch) {
    if (paths.length !== 1) return null;
    const entry = cachedEntryFor(db, paths[0]!, input);
    return entry ? [entry] : null;
  }
  if (input !== undefined && (typeof input !== "object" || input === null || Array.isArray(input))) return null;
  const inputs = (input ?? {}) as Record<string, unknown>;
  const parts: Parts = [];
  for (let i = 0; i < paths.length; i++) {
    const entry = cachedEntryFor(db, paths[i]!, inputs[i]);
    if (!entry) return null;
    parts.push(entry);
  }
  return parts;
}

/** Batches as the client sends them (a page's few reads together), by URL; cleared when full. */
const MAX_BATCHES = 64;
const batches = new WeakMap<DB, Map<string, { parts: CachedRead[]; rep: Representation }>>();

function batchRepresentation(db: DB, url: string, parts: CachedRead[]): Representation {
  let known = batches.get(db);
  if (!known) batches.set(db, (known = new Map()));
  const seen = known.get(url);
  if (seen && seen.parts.length === parts.length && seen.parts.every((p, i) => p === parts[i])) return seen.rep;
  const body = Buffer.concat([Buffer.from("["), ...parts.flatMap((p, i) => (i ? [Buffer.from(","), p.trpc.body] : [p.trpc.body])), Buffer.from("]")]);
  const rep = new Representation(body);
  if (known.size >= MAX_BATCHES) known.clear();
  known.set(url, { parts, rep });
  return rep;
}

/** Whether a /trpc/ call names only cached guest reads, in the answer format the cache writes (not a jsonl stream). */
export function isGuestReadCall(req: FastifyRequest, paths: string[]): boolean {
  return req.method === "GET" && req.headers["trpc-accept"] === undefined && paths.every((p) => READ_BY_PROCEDURE.has(p));
}

/**
 * Called by the tRPC door's onRequest check with the decoded procedure paths: true when it answered from
 * memory, false to let tRPC handle the call (also when a read is being rebuilt: the procedure waits for the
 * same build, and decorateTrpcAnswer gives tRPC's answer the same tag).
 */
export function answerFromCache(req: FastifyRequest, reply: FastifyReply, db: DB, paths: string[]): boolean {
  if (!isGuestReadCall(req, paths)) return false;
  const query = queryOf(req.url);
  if (!query) return false;
  const parts = entriesOf(db, paths, query.batch, query.input);
  if (!parts || !parts.every((p): p is CachedRead => !(p instanceof Promise))) return false;
  const rep = query.batch ? batchRepresentation(db, req.url, parts) : parts[0]!.trpc;
  sendRepresentation(req, reply, rep, { contentType: TRPC_CONTENT_TYPE, vary: TRPC_VARY });
  return true;
}

/**
 * tRPC's own 200 answer to a guest read the fast path left to it: the same headers, tag (a hash of the
 * same bytes) and 304 as from memory. Not for calls carrying a session: an admin may see a draft meal.
 */
export function decorateTrpcAnswer(req: FastifyRequest, reply: FastifyReply, paths: string[], body: Buffer): Buffer {
  if (reply.statusCode !== 200 || req.headers.authorization !== undefined || req.headers.cookie !== undefined) return body;
  if (!isGuestReadCall(req, paths)) return body;
  return conditionalPayload(req, reply, new Representation(body), { contentType: TRPC_CONTENT_TYPE, vary: TRPC_VARY });
}
