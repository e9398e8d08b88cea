/**
 * POST /trpc/<one mutation>, plain or as a batch of one (how httpBatchLink sends the RSVP form), run
 * without the Fetch API round trip of tRPC's Fastify adapter: the adapter turns every request into an
 * undici Request with body streams and abort signals and back, which in `npm run bench` cost the tRPC
 * reply about a third more CPU than the same reply through REST. The answer is made of tRPC's own parts
 * (the procedure, getErrorShape with the router's formatter, getHTTPStatusCode, transformTRPCResponse,
 * onError), so it is the adapter's answer; mutation-door.test.ts compares the two byte for byte. Anything
 * else (another query string, a jsonl stream, a body that is not JSON, a batch body that is not an
 * object) is handed to the adapter's own handler unchanged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { AnyProcedure } from "@trpc/server";
import { getErrorShape, getHTTPStatusCode, getTRPCErrorFromUnknown, transformTRPCResponse } from "@trpc/server/unstable-core-do-not-import";
import { TRPC_PREFIX } from "./door";
import type { Context } from "./context";
import type { AppRouter } from "./router";

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>["trpcOptions"];
type MakeContext = (opts: { req: FastifyRequest; res: FastifyReply }) => Context;

/** tRPC's headers on every JSON answer (resolveResponse, v11). */
const VARY = "trpc-accept, accept";

/** The call's input when the door can answer it, or null to hand the request to the adapter. */
export function doorInput(req: Pick<FastifyRequest, "url" | "headers" | "body">): { batch: boolean; input: unknown } | null {
  if (req.headers["trpc-accept"] !== undefined || typeof req.body !== "string") return null;
  const q = req.url.indexOf("?");
  const query = q < 0 ? "" : req.url.slice(q + 1);
  if (query !== "" && query !== "batch=1") return null;
  let body: unknown;
  try {
    body = JSON.parse(req.body);
  } catch {
    return null; // the adapter words the parse error
  }
  if (query === "") return { batch: false, input: body };
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  return { batch: true, input: (body as Record<string, unknown>)["0"] };
}

async function answer(req: FastifyRequest, reply: FastifyReply, path: string, procedure: AnyProcedure, opts: TrpcOptions, makeContext: MakeContext) {
  const call = doorInput(req);
  if (!call) return fastifyRequestHandler({ ...opts, req, res: reply, path });
  const { router } = opts;
  const config = router._def._config;
  const ctx = makeContext({ req, res: reply });
  const { input } = call;
  let res;
  try {
    const data: unknown = await procedure({ path, ctx, type: "mutation", getRawInput: async () => input, signal: undefined, batchIndex: 0 });
    res = { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    opts.onError?.({ error, path, input, ctx, type: "mutation", req });
    res = { error: getErrorShape({ config, error, type: "mutation", path, input, ctx }) };
  }
  const untransformed = call.batch ? [res] : res;
  return reply
    .code(getHTTPStatusCode(untransformed))
    .header("vary", VARY)
    .header("content-type", "application/json")
    // A buffer, as the adapter sends (a string would get "; charset=utf-8" added to the type).
    .send(Buffer.from(JSON.stringify(transformTRPCResponse(config, untransformed))));
}

/** Registers the door for every mutation of the router, beside tRPC's own plugin (its parser: the body as text). */
export async function registerMutationDoor(app: FastifyInstance, opts: TrpcOptions, makeContext: MakeContext) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => done(null, body));
    // Keyed by dotted path at run time (tRPC's getProcedureAtPath reads it so), though typed as nested.
    const procedures = opts.router._def.procedures as unknown as Record<string, AnyProcedure>;
    for (const [path, procedure] of Object.entries(procedures)) {
      if (procedure._def.type !== "mutation") continue;
      scope.post(`${TRPC_PREFIX}${path}`, (req, reply) => answer(req, reply, path, procedure, opts, makeContext));
    }
  });
}
