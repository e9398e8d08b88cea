/**
 * What the onRequest door decides from the route Fastify matched rather than from the raw URL: Fastify
 * routes on the decoded path, so `/%74rpc/...` and `/api/%61dmin/...` reach the same handlers as the plain
 * spelling and must get the same checks and headers.
 */
import { READ_BY_PROCEDURE } from "./trpc/guest-reads";
import { restRoutes } from "./rest";

/** Methods any route here answers; the rest (TRACE, PROPFIND, ...) are refused before a handler runs. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const KNOWN_METHODS = new Set(METHODS);
export const METHOD_REFUSAL = { status: 405, allow: METHODS.join(", "), message: "This kind of request is not accepted here." } as const;

export const isKnownMethod = (method: string) => KNOWN_METHODS.has(method);

/** REST reads answered from the public read cache: the only /api/ answers a browser or proxy may keep. */
const PUBLIC_REST_READS = new Set(restRoutes.filter((r) => r.method === "GET" && READ_BY_PROCEDURE.has(r.procedure)).map((r) => r.url));

/** Whether an /api/ answer must carry `Cache-Control: no-store` (admin data, sessions, a guest's own reply). */
export const isPrivateApiRoute = (method: string, routeUrl: string) => !((method === "GET" || method === "HEAD") && PUBLIC_REST_READS.has(routeUrl));
