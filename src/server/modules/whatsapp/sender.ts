/**
 * The app's one queue of WhatsApp messages (made by buildApp, kept in Deps): calls start at most
 * `whatsappSendPerSecond` a second; a throttled message (HTTP 429, 5xx, a rate-limit code in a 400) waits
 * `whatsappRetryBaseMs` doubling per attempt (or what Retry-After says) while the others go on; after
 * `whatsappMaxAttempts` calls, or at once on any other refusal, it is recorded failed with the reason.
 * Calls are started at the pace, never awaited one after another: a call the Graph API leaves hanging holds only
 * its own message, until `whatsappTimeoutMs` ends it and it is tried again later like a throttled one (at most
 * pace × timeout calls are ever open). Meta may have taken a call that timed out: a rare second copy is the price
 * of never stalling a round.
 * Log lines carry the send's id and reason only: never the token, the number or the message.
 */
import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../../fastify.config";
import type { DB } from "../../../../db/connect";
import type { WhatsappSendKind } from "../../../shared/schemas/whatsapp";
import { markSent } from "../households/queries";
import { sendTemplate, type TemplateMessage } from "./cloud-api";
import { recordAccepted, recordAttempt, recordFailed } from "./store";

export interface SendJob {
  sendId: number;
  householdId: number;
  kind: WhatsappSendKind;
  message: TemplateMessage;
}

interface Queued extends SendJob {
  attempts: number;
  /** performance.now() before which it is not tried (a throttled message's wait). */
  notBefore: number;
}

interface SenderDeps {
  db: DB;
  config: AppConfig;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
}

export class WhatsappSender {
  readonly #deps: SenderDeps;
  #queue: Queued[] = [];
  #running = false;
  /** Calls started and not yet settled. */
  #inFlight = 0;
  #closed = false;
  #lastStart = -Infinity;
  #wake: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  #idleWaiters: (() => void)[] = [];
  readonly #abort = new AbortController();

  constructor(deps: SenderDeps) {
    this.#deps = deps;
  }

  get pending(): number {
    return this.#queue.length;
  }

  enqueue(jobs: SendJob[]): void {
    if (this.#closed) return;
    for (const job of jobs) this.#queue.push({ ...job, attempts: 0, notBefore: 0 });
    this.#interrupt();
    void this.#run();
  }

  /** Resolves once every queued message was sent or recorded failed (tests wait on it instead of sleeping). */
  idle(): Promise<void> {
    if (!this.#running && this.#queue.length === 0 && this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops at app close: the call in flight is abandoned; rows still queued are marked at the next start (store.failInterrupted). */
  close(): void {
    this.#closed = true;
    this.#queue = [];
    this.#abort.abort();
    this.#interrupt();
  }

  #interrupt() {
    if (!this.#wake) return;
    clearTimeout(this.#wake.timer);
    this.#wake.resolve();
    this.#wake = null;
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.#wake = { timer: setTimeout(() => ((this.#wake = null), resolve()), ms), resolve };
    });
  }

  /** The next message whose wait is over, oldest first; else the soonest. */
  #next(): Queued {
    let best = this.#queue[0]!;
    for (const q of this.#queue) if (q.notBefore < best.notBefore) best = q;
    return best;
  }

  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      const interval = 1000 / this.#deps.config.whatsappSendPerSecond;
      while (!this.#closed && this.#queue.length > 0) {
        const job = this.#next();
        const startAt = Math.max(job.notBefore, this.#lastStart + interval);
        const wait = startAt - performance.now();
        if (wait > 0) {
          await this.#sleep(wait);
          continue; // a new message or close may have come meanwhile
        }
        this.#queue.splice(this.#queue.indexOf(job), 1);
        this.#lastStart = performance.now();
        this.#inFlight += 1;
        void this.#attempt(job)
          .catch((err: unknown) => this.#deps.log.error({ err, sendId: job.sendId }, "WhatsApp send could not be recorded"))
          .finally(() => {
            this.#inFlight -= 1;
            this.#settle();
          });
      }
    } finally {
      this.#running = false;
      this.#settle();
    }
  }

  /** After a loop or a call ends: start the loop again for a message put back, or tell the waiters all is done. */
  #settle() {
    if (this.#running) return;
    if (!this.#closed && this.#queue.length > 0) return void this.#run();
    if (this.#closed || this.#inFlight === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  async #attempt(job: Queued): Promise<void> {
    const { db, config, now, log } = this.#deps;
    job.attempts += 1;
    await recordAttempt(db, job.sendId, job.attempts, now().toISOString());
    const outcome = await sendTemplate(config, job.message, this.#abort.signal);
    if (this.#closed) return;
    const at = now().toISOString();
    if (outcome.kind === "accepted") {
      await recordAccepted(db, job.sendId, outcome.waMessageId, at);
      // The invitation went out: the guest list's "sent" step, as when the couple taps Send on a wa.me link.
      if (job.kind === "invitation") await markSent(db, job.householdId, at);
      return;
    }
    if (outcome.kind === "retry" && job.attempts < config.whatsappMaxAttempts) {
      const backoff = config.whatsappRetryBaseMs * 2 ** (job.attempts - 1);
      job.notBefore = performance.now() + Math.max(backoff, outcome.afterMs ?? 0);
      this.#queue.push(job);
      // The loop may be asleep until a later message: it looks again (or #settle starts it).
      this.#interrupt();
      log.info({ sendId: job.sendId, attempts: job.attempts, reason: outcome.reason }, "WhatsApp asked to slow down; trying again later");
      return;
    }
    const error = outcome.kind === "retry" ? `WhatsApp kept refusing for now: ${outcome.reason}. Please try again later.` : outcome.error;
    await recordFailed(db, job.sendId, error, at);
    log.warn({ sendId: job.sendId, attempts: job.attempts, reason: error }, "WhatsApp message failed");
  }
}
