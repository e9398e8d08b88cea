/** What a REST row hands its procedure: the JSON body merged with the path parameters (path wins). */
import type { FastifyRequest } from "fastify";

export const bodyWith = (req: FastifyRequest, params: Record<string, string>) => {
  const body = req.body;
  return body && typeof body === "object" && !Array.isArray(body) ? { ...(body as object), ...params } : (body ?? params);
};
