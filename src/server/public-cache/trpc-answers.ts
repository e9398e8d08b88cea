/**
 * tRPC's own answers to guest reads, kept and sent again: a GET of guest reads without a session is answered
 * the first time by tRPC (its procedures return the public read cache's values), and its bytes, with a strong
 * tag, are kept by URL for as long as the cache's generation says no write changed a guest read. Then the
 * same URL is sent those bytes without running the adapter (what a page's reads cost most). Nothing here
 * writes tRPC's format: an answer kept is exactly what tRPC wrote. One `KeptAnswers` per app (deps.trpcAnswers).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PublicReadCache } from "./cache";
import { Representation } from "./representation";
import { conditionalPayload, sendRepresentation } from "./serve";

/** tRPC's content type and Vary on a JSON answer (fastify adapter, v11). */
const TRPC_JSON = { contentType: "application/json", vary: "trpc-accept, accept" };

/** Distinct URLs kept (a page's few reads, alone or batched); all forgotten when full. */
const MAX_ANSWERS = 64;

interface Kept {
  generation: number;
  answers: Map<string, Representation>;
}

/** One app's kept answers, valid while its cache's generation is the one they were kept at. */
export class KeptAnswers {
  #kept: Kept = { generation: -1, answers: new Map() };
  constructor(readonly cache: PublicReadCache) {}

  /** The answers of the current generation (after a look for other connections' commits). */
  current(): Kept {
    this.cache.noticeOtherConnections();
    const { generation } = this.cache;
    if (this.#kept.generation !== generation) this.#kept = { generation, answers: new Map() };
    return this.#kept;
  }
}

/** The cache's generation when a request came in: its answer is kept only if no write came meanwhile (per request). */
const startedAt = new WeakMap<FastifyRequest, number>();

/** A call of public guest reads only, as anyone may see them: no session (an admin may see a draft meal), not a stream. */
function isPublicRead(req: FastifyRequest, paths: string[]): boolean {
  return (
    req.method === "GET" &&
    req.headers.authorization === undefined &&
    req.headers.cookie === undefined &&
    req.headers["trpc-accept"] === undefined &&
    paths.every((p) => req.server.deps.cache.readByProcedure.has(p))
  );
}

const keptFor = (req: FastifyRequest): Kept => req.server.deps.trpcAnswers.current();

/** onRequest: sends tRPC's kept answer for this URL (true), or notes the generation for the answer to come (false). */
export function sendKeptAnswer(req: FastifyRequest, reply: FastifyReply, paths: string[]): boolean {
  if (!isPublicRead(req, paths)) return false;
  const found = keptFor(req);
  const rep = found.answers.get(req.url);
  if (rep) {
    sendRepresentation(req, reply, rep, TRPC_JSON);
    return true;
  }
  startedAt.set(req, found.generation);
  return false;
}

/** onSend, with tRPC's answer: tagged (ETag, 304) and kept when it is a 200 to public guest reads. */
export function tagAndKeep(req: FastifyRequest, reply: FastifyReply, paths: string[], body: Buffer): Buffer {
  if (reply.statusCode !== 200 || !isPublicRead(req, paths)) return body;
  const rep = new Representation(body);
  const found = keptFor(req);
  if (startedAt.get(req) === found.generation) {
    if (found.answers.size >= MAX_ANSWERS) found.answers.clear();
    found.answers.set(req.url, rep);
  }
  return conditionalPayload(req, reply, rep, TRPC_JSON);
}
