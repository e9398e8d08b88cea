/**
 * The documented REST paths of both specs. Each is declared on its procedure (`.meta(rest(...))`) and
 * registered here by calling that procedure through createCaller, so validation, auth, roles and errors
 * cannot drift between the two doors.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { cachedRestHandler } from "./public-cache/serve";
import { bodyWith } from "./rest-body";
import type { Context } from "./trpc/context";
import { httpStatusOf, humanMessage } from "./trpc/errors";
import { declaredRest, type RestRequest } from "./trpc/rest-meta";
import { appRouter, createCaller } from "./trpc/router";

export interface RestRoute {
  method: HTTPMethods;
  url: string;
  /** Status on success (200 unless said). */
  status?: number;
  /** Dotted path of the tRPC procedure this row calls (e.g. "guest.weddingDetails"); the access test maps rows to procedures with it. */
  procedure: string;
  /** What the procedure receives. */
  input: (req: RestRequest) => unknown;
}

/** GET reads the query string and the path; other methods the JSON body with the path merged in (path wins); DELETE the path alone. */
function defaultInput(method: HTTPMethods): (req: RestRequest) => unknown {
  if (method === "GET") return (req) => ({ ...(req.query ?? {}), ...req.params });
  if (method === "DELETE") return (req) => req.params;
  return (req) => bodyWith(req, req.params);
}

/** The value at a dotted path of a tree of plain objects (the router, or a caller), or undefined. */
function at(tree: unknown, dotted: string): unknown {
  let node = tree;
  for (const key of dotted.split(".")) {
    if ((typeof node !== "object" && typeof node !== "function") || node === null || !Object.hasOwn(node, key)) return undefined;
    node = Reflect.get(node, key);
  }
  return node;
}

function routesOf(): RestRoute[] {
  const seen = new Set<string>();
  return declaredRest().map(({ method, path, status, input, procedure }) => {
    if (typeof at(appRouter, procedure) !== "function") throw new Error(`REST ${method} ${path} names ${procedure}, which is not a procedure of the router`);
    // One path per procedure and one procedure per path, so a declaration naming a neighbour shows up here or in init.ts's check.
    for (const key of [`${method} ${path}`, procedure]) {
      if (seen.has(key)) throw new Error(`REST ${method} ${path}: ${key} is declared twice`);
      seen.add(key);
    }
    return { method, url: path, procedure, input: input ?? defaultInput(method), ...(status ? { status } : {}) };
  });
}

/** Every REST row, read from the procedures' meta. */
export const restRoutes: readonly RestRoute[] = routesOf();

export function sendError(reply: FastifyReply, error: unknown) {
  const status = httpStatusOf(error);
  if (status >= 500) reply.log.error({ err: error }, "request failed");
  return reply.code(status).send({ message: humanMessage(error) });
}

type Call = (input: unknown) => Promise<unknown>;

/** The caller's function for a dotted procedure path (the caller is a proxy: every path resolves, tRPC answers NOT_FOUND for unknown ones). */
export function callAt(caller: ReturnType<typeof createCaller>, dotted: string): Call {
  let node: unknown = caller;
  for (const key of dotted.split(".")) node = Reflect.get(node as object, key);
  return node as Call;
}

export function registerRest(app: FastifyInstance, makeContext: (req: FastifyRequest, res: FastifyReply) => Context, routes = restRoutes) {
  for (const route of routes) {
    const handler = async (req: RestRequest, reply: FastifyReply) => {
      try {
        const result = await callAt(createCaller(makeContext(req, reply)), route.procedure)(route.input(req));
        return reply.code(route.status ?? 200).send(result);
      } catch (error) {
        return sendError(reply, error);
      }
    };
    app.route<{ Params: Record<string, string> }>({
      method: route.method,
      url: route.url,
      // Guest reads answer from the public read cache (ETag, 304); other keys fall back to the procedure.
      handler: route.method === "GET" ? cachedRestHandler(app.deps.cache, route.procedure, handler) : handler,
    });
  }
}
