/**
 * One log line per request, written once it has been answered: method, path (tokens redacted by the req
 * serializer, log-redact.ts), address, status and time. Fastify's default writes two (one on arrival with the request,
 * one when done with the status): at LOG_LEVEL=info that was two JSON lines and two writes for every read
 * a guest makes, most of what a small cached read costs beyond the bare route (issue 18). A request that never gets an answer
 * (the client left) is logged by Fastify's other lines as before.
 */
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime }, "request completed");
  }
}
