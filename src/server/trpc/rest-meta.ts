/**
 * A documented REST path, declared on the procedure it calls: `.meta(rest("admin.createRoom", { method, path, status }))`.
 * tRPC keeps procedure meta behind its internals, so `rest()` also records the declaration here, where the
 * registrar (src/server/rest.ts) reads it. The registrar checks that every dotted name is a procedure of the router,
 * and a middleware in init.ts that the name is the procedure's own.
 */
import type { FastifyRequest, HTTPMethods } from "fastify";
import type { Role } from "../../shared/roles";

export type RestRequest = FastifyRequest<{ Params: Record<string, string> }>;

export interface RestMeta {
  method: HTTPMethods;
  /** Fastify route path, `:param` for path parameters. */
  path: string;
  /** Status on success (200 unless said). */
  status?: number;
  /** What the procedure receives when the spec's shape differs from the default (GET: query + params; else body + params). */
  input?: (req: RestRequest) => unknown;
}

/** The meta every procedure may carry (initTRPC.meta). */
export interface Meta {
  /** The lowest role allowed, set by deskProcedure / plannerProcedure / ownerProcedure and read by their one guard. */
  role?: Role;
  rest?: DeclaredRest;
}

export interface DeclaredRest extends RestMeta {
  /** Dotted path of the procedure (e.g. "guest.weddingDetails"). */
  procedure: string;
}

const declared: DeclaredRest[] = [];

/** Every REST declaration made so far, in declaration order (import the router first). */
export const declaredRest = (): readonly DeclaredRest[] => declared;

export function rest(procedure: string, meta: RestMeta): Meta {
  const rest = { procedure, ...meta };
  declared.push(rest);
  return { rest };
}
