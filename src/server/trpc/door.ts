/**
 * What the tRPC door accepts before a byte of the body is read. The Fastify adapter passes
 * multipart and other bodies through to tRPC without Fastify's body limit, and answers odd methods
 * with a 500, so everything but GET/POST with JSON (at most MAX_BATCH_CALLS calls) is refused here.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { READ_BY_PROCEDURE } from "./guest-reads";
import { sendKeptAnswer, tagAndKeep } from "../public-cache/trpc-answers";

export const TRPC_PREFIX = "/trpc/";
export const MAX_BATCH_CALLS = 10;

export const DOOR_MESSAGES = {
  method: "This address only answers GET and POST.",
  contentType: "Unsupported content type. Send JSON (application/json).",
  tooManyCalls: "Too many calls in one request",
} as const;

/** The procedure paths a /trpc/ URL names, decoded (`guest%2EsubmitRsvp` is `guest.submitRsvp`). */
export function trpcPathsOf(url: string): string[] {
  const raw = url.slice(TRPC_PREFIX.length).split("?", 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return decoded.split(",");
}

/**
 * The procedure paths of the route Fastify matched (`/%74rpc/guest.x` is routed like `/trpc/guest.x`):
 * tRPC's `/trpc/:path` parameter (decoded, as tRPC reads it).
 */
export function routedTrpcPaths(req: FastifyRequest): string[] {
  const param = (req.params as { path?: unknown } | undefined)?.path;
  return (typeof param === "string" ? param : (req.routeOptions.url ?? "").slice(TRPC_PREFIX.length)).split(",");
}

const hasBody = (req: FastifyRequest) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

const isJson = (req: FastifyRequest) =>
  String(req.headers["content-type"] ?? "")
    .split(";", 1)[0]!
    .trim()
    .toLowerCase() === "application/json";

/** Only the public guest reads may be kept by a cache; everything else (admin data, a session, a guest's own reply) never. */
export const isPrivateCall = (paths: string[]) => paths.some((p) => !READ_BY_PROCEDURE.has(p));

/** onRequest check for /trpc/*: true when it answered the request (refused it, or sent tRPC's kept answer to guest reads). */
export function refuseAtTrpcDoor(req: FastifyRequest, reply: FastifyReply): boolean {
  const refuse = (status: number, message: string) => {
    // The body is never read: close the connection rather than drain what a client may still send.
    reply.code(status).header("Connection", "close").send({ message });
    return true;
  };
  if (req.method !== "GET" && req.method !== "POST") {
    reply.header("Allow", "GET, POST");
    return refuse(405, DOOR_MESSAGES.method);
  }
  if (req.method === "POST" && hasBody(req) && !isJson(req)) return refuse(415, DOOR_MESSAGES.contentType);
  const paths = routedTrpcPaths(req);
  if (paths.length > MAX_BATCH_CALLS) return refuse(400, DOOR_MESSAGES.tooManyCalls);
  if (isPrivateCall(paths)) reply.header("Cache-Control", "no-store");
  // Guest reads: tRPC's own answer to the same URL while no write changed them (public-cache/trpc-answers.ts).
  else if (sendKeptAnswer(req, reply, paths)) return true;
  return false;
}

/**
 * The adapter sends tRPC's answer as a fetch Response; @fastify/compress would take only its body and
 * lose the status (errors became 200 when the client accepts gzip). Unpack it before compression.
 */
export function unpackFetchResponse(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) {
  // Callback style: every other answer (the cached guest reads among them) passes without a promise.
  if (!(payload instanceof Response)) return done(null, payload);
  reply.code(payload.status);
  payload.headers.forEach((value, key) => {
    if (key !== "set-cookie") reply.header(key, value);
  });
  for (const cookie of payload.headers.getSetCookie()) reply.header("set-cookie", cookie);
  // Answers are small JSON (the 10-call batch cap bounds them): a buffer gets a Content-Length.
  payload.arrayBuffer().then((bytes) => {
    const body = Buffer.from(bytes);
    // Guest reads: a strong tag and 304, as REST gives.
    done(null, req.method === "GET" ? tagAndKeep(req, reply, routedTrpcPaths(req), body) : body);
  }, done);
}
