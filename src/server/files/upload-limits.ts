/**
 * Limits of the guest ID uploads (issue 12), kept inside the upload handlers and keyed by what they
 * protect (DESIGN.md, second phase, Limits): an IP's bytes, the disk's unclaimed bytes, the server's
 * patience with a silent client. None of them counts requests: a resort full of guests shares one IP.
 *
 * - Per-IP byte budget: every body byte received from an IP is charged to it, 2 GB per hour.
 * - Global cap on unclaimed temporary bytes: unclaimed ID files (storedFiles rows with no RSVP) plus the
 *   bytes being received right now stay under 1 GB; past it the answer is 507.
 * - Idle timeout: a body that sends nothing for 30 s is answered 408 and its partial file deleted.
 *
 * Both budget and cap are checked before any byte is read when the request declares Content-Length,
 * and again on every chunk while streaming (a chunked body has no Content-Length to check).
 */
import { type Readable, Transform } from "node:stream";
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { AppConfig } from "../../../fastify.config";
import type { DB } from "../../../db/connect";
import { ID_FILE_MAX_BYTES } from "../../shared/constants";
import { humanWait, limiterFor, type WindowLimiter } from "../limits";

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Bytes one IP may send to the ID upload routes per hour.
 * Sizing: at a destination wedding ~200 guests sit behind the resort's one public IP. Each uploads a front
 * and a back for themselves and often for their family (say 2-3 documents per guest, 400-600 in all),
 * mostly phone photos of 2-4 MB (the limit is 15 MB). Even if every one of them did it in the same evening
 * hour that is 1-2 GB, so 2 GB per hour lets the whole resort upload at once (with retries) while one
 * client still cannot push more than ~0.5 MB/s sustained at the server. The disk is protected separately
 * by the unclaimed cap below, so this budget only has to bound bandwidth, not storage.
 */
export const ID_UPLOAD_IP_BUDGET = { max: 2 * GB, windowMs: 3600_000 };
/** Unclaimed ID bytes (stored but not yet part of an RSVP, plus bytes being received) the disk may hold. */
export const UNCLAIMED_CAP_BYTES = 1 * GB;
/** A request body that sends nothing for this long is answered 408. */
export const UPLOAD_IDLE_TIMEOUT_MS = 30_000;

export const LIMIT_MESSAGES = {
  outOfSpace: "The server is out of space for uploads right now. Please try again later.",
  tooManyBytes: (wait: string) => `Too many uploads from your network right now. Please wait ${wait} and try again.`,
  stalled: (wait: string) => `The upload stalled: nothing arrived for ${wait}. Please try again.`,
  incomplete: "The upload ended before the file was complete. Please try again.",
} as const;

/**
 * Once the whole body is in, the parser has this long to finish. A form cut off before its closing
 * boundary can leave the file part neither ended nor failed when the body arrived in one piece.
 */
const PARSE_AFTER_BODY_MS = 5000;

/** Why an upload was stopped by a limit; carries the answer. */
export class UploadLimitError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 429 | 507,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "UploadLimitError";
  }
}

// ---- Per-app state (keyed by the config object, like limiterFor, so test apps never share it) ----

interface Ledger {
  /** Unclaimed ID bytes on disk at the last look (database sum, plus files stored since). */
  stored: number;
  /** Bytes being received right now, all uploads together. */
  inflight: number;
}
const ledgers = new WeakMap<AppConfig, Ledger>();
const idleOverrides = new WeakMap<AppConfig, number>();

function ledgerFor(config: AppConfig): Ledger {
  let ledger = ledgers.get(config);
  if (!ledger) ledgers.set(config, (ledger = { stored: 0, inflight: 0 }));
  return ledger;
}

/** Bytes being received right now by this app's ID uploads (0 when none is under way). */
export function inflightUploadBytes(config: AppConfig): number {
  return ledgerFor(config).inflight;
}

/** Tests only: shortens the idle timeout of one app (by its config). */
export function setUploadIdleTimeoutForTests(config: AppConfig, ms: number): void {
  idleOverrides.set(config, ms);
}

export function uploadIdleTimeoutMs(config: AppConfig): number {
  return idleOverrides.get(config) ?? UPLOAD_IDLE_TIMEOUT_MS;
}

export function idUploadBudget(config: AppConfig): WindowLimiter {
  return limiterFor(config, "id-upload-bytes-per-ip", ID_UPLOAD_IP_BUDGET);
}

/** Unclaimed ID bytes recorded in the database. */
export async function unclaimedStoredBytes(db: DB): Promise<number> {
  const row = await db
    .selectFrom("storedFiles")
    .select(sql<number>`coalesce(sum(size_bytes), 0)`.as("total"))
    .where("kind", "=", "id")
    .where("rsvpId", "is", null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Bytes of one request that can end up on disk: the file, at most the size limit (and one byte to notice it). */
const MAX_HELD_PER_UPLOAD = ID_FILE_MAX_BYTES + 1;

// ---- Idle watch ----

/** Calls `onIdle` once when `touch` has not been called for `ms`. Real time, not the app clock. */
export class IdleWatch {
  private last = Date.now();
  private timer: NodeJS.Timeout | null;
  constructor(
    private readonly ms: number,
    private readonly onIdle: () => void,
  ) {
    this.timer = this.arm(ms);
  }
  touch(): void {
    this.last = Date.now();
  }
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
  private arm(delay: number): NodeJS.Timeout {
    return setTimeout(() => {
      if (!this.timer) return;
      const idle = Date.now() - this.last;
      if (idle >= this.ms) {
        this.timer = null;
        this.onIdle();
      } else {
        this.timer = this.arm(this.ms - idle);
      }
    }, delay);
  }
}

export const stalledError = (ms: number) => new UploadLimitError(408, LIMIT_MESSAGES.stalled(humanWait(Math.max(1, Math.round(ms / 1000)))));

/**
 * `source` seen through a pass-through that fails with a 408 error when no byte arrives for `ms`
 * (the signed PUT uploads). Only the pass-through is destroyed, not the request, so the 408 can still
 * be written; the request is merely unpiped.
 */
export function idleGuarded(source: Readable, ms: number): Readable {
  const watch = new IdleWatch(ms, () => guard.destroy(stalledError(ms)));
  const guard = new Transform({
    transform(chunk: Buffer, _enc, done) {
      watch.touch();
      done(null, chunk);
    },
  });
  source.once("end", () => watch.stop());
  guard.once("close", () => watch.stop());
  source.pipe(guard);
  return guard;
}

// ---- One upload's accounting ----

/**
 * Watches one ID upload request: charges its body bytes to the IP budget, counts them toward the global
 * unclaimed cap, and times out a silent body. A limit that trips calls `abort` with the error; the
 * handler ends the upload (deleting its partial file) and answers with `failure`.
 *
 * Refunds: bytes that arrived stay charged whatever the outcome (refused type, too large, truncated,
 * stalled), because they were really sent and handled; refunding refusals would let a client send junk
 * forever. Bytes that were reserved (Content-Length) but never arrived are given back, and so is the
 * whole charge when the server itself failed the upload (out of space, an internal error): a guest
 * should not lose budget to the server's own trouble.
 */
export class UploadMeter {
  failure: UploadLimitError | null = null;
  private readonly budget: WindowLimiter;
  private readonly ledger: Ledger;
  private readonly idle: IdleWatch;
  private readonly ip: string;
  /** Bytes of the body received so far. */
  private received = 0;
  /** Bytes charged to the IP budget (reserved from Content-Length, or as they came). */
  private charged = 0;
  /** Bytes this upload counts in the ledger's inflight total. */
  private held = 0;
  private onAbort: ((error: UploadLimitError) => void) | null = null;
  private tapped: NodeJS.ReadableStream | null = null;
  private stopped = false;
  private readonly tap = (chunk: Buffer) => this.count(chunk.length);
  private afterBody: NodeJS.Timeout | null = null;
  private readonly bodyEnded = () => {
    this.idle.stop();
    if (this.afterBody || this.stopped) return;
    this.afterBody = setTimeout(() => this.fail(new UploadLimitError(400, LIMIT_MESSAGES.incomplete)), PARSE_AFTER_BODY_MS);
    this.afterBody.unref();
  };

  constructor(
    private readonly deps: { config: AppConfig; db: DB; now: () => Date },
    req: FastifyRequest,
    /** The largest body accepted, and the sentence of the 413 past it. */
    private readonly body: { maxBytes: number; tooLargeMessage: string },
  ) {
    this.budget = idUploadBudget(deps.config);
    this.ledger = ledgerFor(deps.config);
    this.ip = req.ip;
    const idleMs = uploadIdleTimeoutMs(deps.config);
    this.idle = new IdleWatch(idleMs, () => this.fail(stalledError(idleMs)));
  }

  /**
   * Checks budget and cap before reading: refuses at once when the declared length cannot fit, else
   * reserves it. Returns the refusal, or null to go on.
   */
  async admit(declaredLength: number | null): Promise<UploadLimitError | null> {
    if (declaredLength !== null && declaredLength > this.body.maxBytes) return this.refuse(new UploadLimitError(413, this.body.tooLargeMessage));
    this.ledger.stored = await unclaimedStoredBytes(this.deps.db);
    if (declaredLength !== null && declaredLength > 0) {
      const hold = Math.min(declaredLength, MAX_HELD_PER_UPLOAD);
      if (this.ledger.stored + this.ledger.inflight + hold > UNCLAIMED_CAP_BYTES) return this.refuse(new UploadLimitError(507, LIMIT_MESSAGES.outOfSpace));
      const wait = this.budget.take(this.ip, this.nowMs(), declaredLength);
      if (wait > 0) return this.refuse(new UploadLimitError(429, LIMIT_MESSAGES.tooManyBytes(humanWait(wait)), wait));
      this.charged = declaredLength;
      this.hold(hold);
    } else if (this.ledger.stored + this.ledger.inflight >= UNCLAIMED_CAP_BYTES) {
      return this.refuse(new UploadLimitError(507, LIMIT_MESSAGES.outOfSpace));
    } else {
      const wait = this.budget.wait(this.ip, this.nowMs(), 1);
      if (wait > 0) return this.refuse(new UploadLimitError(429, LIMIT_MESSAGES.tooManyBytes(humanWait(wait)), wait));
    }
    return null;
  }

  /** Counts the bytes of `body` as they arrive (call right after the parser has started reading it). */
  watch(body: NodeJS.ReadableStream & { readableEnded?: boolean }): void {
    this.tapped = body;
    body.on("data", this.tap);
    body.once("end", this.bodyEnded);
    if (body.readableEnded) this.bodyEnded();
  }

  /** What to stop when a limit trips (the file stream being written, a pending parse). */
  onLimit(abort: (error: UploadLimitError) => void): void {
    this.onAbort = abort;
    if (this.failure) abort(this.failure);
  }

  /** Counts `n` more body bytes; trips the budget or the cap when they do not fit. */
  count(n: number): void {
    if (this.failure || this.stopped) return;
    this.idle.touch();
    this.received += n;
    if (this.received > this.body.maxBytes) return this.fail(new UploadLimitError(413, this.body.tooLargeMessage));
    if (this.received > this.charged) {
      const extra = this.received - this.charged;
      const wait = this.budget.take(this.ip, this.nowMs(), extra);
      if (wait > 0) return this.fail(new UploadLimitError(429, LIMIT_MESSAGES.tooManyBytes(humanWait(wait)), wait));
      this.charged = this.received;
    }
    const hold = Math.min(this.received, MAX_HELD_PER_UPLOAD);
    if (hold > this.held) {
      this.hold(hold);
      if (this.ledger.stored + this.ledger.inflight > UNCLAIMED_CAP_BYTES) this.fail(new UploadLimitError(507, LIMIT_MESSAGES.outOfSpace));
    }
  }

  /**
   * Ends the accounting: stops the timer and the tap, releases the inflight bytes, records `storedUnclaimed`
   * bytes (a file kept with no RSVP) and settles the budget (see the class comment).
   */
  finish(outcome: { storedUnclaimed?: number; serverFault?: boolean } = {}): void {
    if (this.stopped) return;
    this.stopped = true;
    this.idle.stop();
    if (this.afterBody) clearTimeout(this.afterBody);
    if (this.tapped) {
      this.tapped.removeListener("data", this.tap);
      this.tapped.removeListener("end", this.bodyEnded);
    }
    this.ledger.inflight = Math.max(0, this.ledger.inflight - this.held);
    this.held = 0;
    this.ledger.stored += outcome.storedUnclaimed ?? 0;
    const serverFault = outcome.serverFault || this.failure?.status === 507;
    const refund = serverFault ? this.charged : Math.max(0, this.charged - this.received);
    if (refund > 0) this.budget.refund(this.ip, this.nowMs(), refund);
    this.charged -= refund;
  }

  private fail(error: UploadLimitError): void {
    if (this.failure) return;
    this.failure = error;
    this.idle.stop();
    // Its partial file is about to be deleted: give its room back now, so parallel uploads can still finish.
    this.hold(0);
    this.onAbort?.(error);
  }

  private refuse(error: UploadLimitError): UploadLimitError {
    this.failure = error;
    this.idle.stop();
    return error;
  }

  private hold(bytes: number): void {
    this.ledger.inflight += bytes - this.held;
    this.held = bytes;
  }

  private nowMs(): number {
    return this.deps.now().getTime();
  }
}
