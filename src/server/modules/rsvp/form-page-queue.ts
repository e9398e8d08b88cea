/**
 * The pages drawn back from no-JavaScript form posts (form-post.ts), one at a time and each in its own turn of the
 * event loop. Stalled posts are all answered together when their deadline passes (1,100 of them held /healthz for
 * 10 s and more, each drawing a whole guest page): in a queue, /healthz and the other pages are answered between
 * two draws. A connection already closed gets nothing drawn, and past DRAW_QUEUE_MAX waiting the answer is the
 * sentence alone.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** Pages waiting to be drawn (a draw takes 10-50 ms): past it, a post is answered without its page. */
export const DRAW_QUEUE_MAX = 16;

export const PAGE_QUEUE_MESSAGES = {
  busy: "Many forms are being sent right now. Please go back and press the button again in a minute.",
} as const;

/** Whether the post's connection is closed (the body deadline closed it, or the client left): no answer can arrive. */
export const connectionGone = (req: FastifyRequest) => req.raw.socket?.destroyed === true;

export class PageQueue {
  private waiting = 0;
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly max = DRAW_QUEUE_MAX) {}

  /**
   * Draws `draw` after the pages queued before it, in a later turn of the event loop; with `max` already waiting,
   * or once the connection has closed, answers `status` with `sentence` (or nothing to a closed connection).
   */
  answer(req: FastifyRequest, reply: FastifyReply, status: number, sentence: string | undefined, draw: () => Promise<unknown>): Promise<unknown> {
    if (connectionGone(req)) return Promise.resolve(reply.code(status).send());
    if (this.waiting >= this.max) return Promise.resolve(plain(reply, status, sentence));
    this.waiting++;
    const turn = this.last
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => (connectionGone(req) ? reply.code(status).send() : draw()))
      .finally(() => this.waiting--);
    this.last = turn.catch(() => undefined);
    return turn;
  }
}

/** The answer without its page: the refusal's own sentence, or (for a page that only changed the form) "try again". */
function plain(reply: FastifyReply, status: number, sentence: string | undefined) {
  const busy = status < 400 || !sentence;
  if (busy) reply.header("Retry-After", "60");
  return reply
    .code(busy ? 503 : status)
    .header("Cache-Control", "private, no-store")
    .type("text/plain; charset=utf-8")
    .send(busy ? PAGE_QUEUE_MESSAGES.busy : sentence);
}
