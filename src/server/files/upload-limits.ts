/**
 * Limits of the guest ID uploads (issue 12), kept inside the upload handlers and keyed by what they
 * protect (DESIGN.md, second phase, Limits): an IP's bytes, the disk's unclaimed bytes, the server's
 * patience with a silent client. None of them counts requests: a resort full of guests shares one IP.
 *
 * - Per-IP byte budget: every body byte received from an IP is charged to it, 2 GB per hour.
 * - Global cap on unclaimed temporary bytes: unclaimed ID files (storedFiles rows with no RSVP) plus the
 *   bytes being received right now stay under 1 GB; past it the answer is 507.
 * - One address holds at most a fifth of that cap, so one client cannot fill it and lock every other guest
 *   out; a 507 says when room frees up (Retry-After: when the oldest waiting upload is swept).
 * - Free disk: while DATA_DIR's disk has less than 1 GB free, every upload is a 507 (disk-guard.ts).
 * - Idle timeout: a body that sends nothing for 30 s (config.timeouts.uploadIdleMs) is answered 408 and its partial file deleted.
 *
 * Both budget and cap are checked before any byte is read when the request declares Content-Length,
 * and again on every chunk while streaming (a chunked body has no Content-Length to check).
 */
import crypto from "node:crypto";
import { type Readable, Transform } from "node:stream";
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { AppConfig } from "../../../fastify.config";
import type { DB } from "../../../db/connect";
import { ID_FILE_MAX_BYTES } from "../../shared/constants";
import { humanWait, type Limits, type WindowLimiter } from "../limits";
import { diskState } from "./disk-guard";
import { TEMP_FILE_TTL_MS } from "./storage";

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
/** One address may hold at most this fraction of the unclaimed cap (200 guests share a resort's address). */
export const ADDRESS_SHARE_DIVISOR = 5;
/** Retry-After of a refusal for a nearly full disk: nobody knows when it frees up; ask again in a while. */
const LOW_DISK_RETRY_SECONDS = 600;

export const unclaimedCapOf = (config: AppConfig) => config.idUnclaimedCapBytes ?? UNCLAIMED_CAP_BYTES;
export const addressShareOf = (config: AppConfig) => Math.floor(unclaimedCapOf(config) / ADDRESS_SHARE_DIVISOR);

/** What an unclaimed upload records of its address: a keyed hash, so the database never holds a guest's address. */
export const uploaderKeyOf = (config: Pick<AppConfig, "appSecret">, ip: string) =>
  crypto.createHmac("sha256", config.appSecret).update(`upload-address:${ip}`).digest("base64url").slice(0, 22);

export const LIMIT_MESSAGES = {
  outOfSpace: "The server is out of space for uploads right now. Please try again later.",
  addressShareFull: (wait: string) =>
    `Many uploads from your network are still waiting to be sent with a reply. Please send your reply first, or try again in ${wait}.`,
  diskLow: "Uploads are paused because the server's disk is almost full. Please try again later.",
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

// ---- Per-app state (deps.uploads, made once by buildApp) ----

/** One app's ID upload bytes. */
export class UploadLedger {
  /** Unclaimed ID bytes on disk at the last look (database sum, plus files stored since). */
  stored = 0;
  /** Bytes being received right now, all uploads together. */
  inflight = 0;
  /** The same, per uploader key (address). */
  readonly inflightBy = new Map<string, number>();
}

/** Bytes being received right now by this app's ID uploads (0 when none is under way). */
export function inflightUploadBytes(deps: { uploads: UploadLedger }): number {
  return deps.uploads.inflight;
}

export function idUploadBudget(limits: Limits): WindowLimiter {
  return limits.of("id-upload-bytes-per-ip", ID_UPLOAD_IP_BUDGET);
}

/** Unclaimed ID bytes recorded in the database (of one uploader key when given). */
export async function unclaimedStoredBytes(db: DB, uploaderKey?: string): Promise<number> {
  return (await unclaimedSummary(db, uploaderKey)).bytes;
}

/** Unclaimed ID bytes and the oldest upload's time (of one uploader key when given). */
async function unclaimedSummary(db: DB, uploaderKey?: string): Promise<{ bytes: number; oldest: string | null }> {
  let query = db
    .selectFrom("storedFiles")
    .select([sql<number>`coalesce(sum(size_bytes), 0)`.as("total"), sql<string | null>`min(created_at)`.as("oldest")])
    .where("kind", "=", "id")
    .where("rsvpId", "is", null);
  if (uploaderKey !== undefined) query = query.where("uploaderKey", "=", uploaderKey);
  const row = await query.executeTakeFirst();
  return { bytes: Number(row?.total ?? 0), oldest: row?.oldest ?? null };
}

/** Seconds until the sweep frees the oldest unclaimed upload (at least a minute; a reply that claims files frees room sooner). */
function secondsUntilSwept(oldest: string | null, nowMs: number): number {
  const left = oldest ? Date.parse(oldest) + TEMP_FILE_TTL_MS - nowMs : 0;
  return Math.max(60, Math.ceil(left / 1000));
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
  private readonly ledger: UploadLedger;
  private readonly idle: IdleWatch;
  private readonly ip: string;
  /** Keyed hash of the address, recorded on the unclaimed file (uploaderKeyOf). */
  readonly uploaderKey: string;
  /** Unclaimed bytes this address held on disk when the upload was admitted. */
  private addressStored = 0;
  /** Retry-After of a 507: when the oldest waiting upload (globally, and of this address) is swept. */
  private retryCap = 60;
  private retryShare = 60;
  /** Bytes of the body received so far. */
  private received = 0;
  /** Bytes charged to the IP budget (reserved from Content-Length, or as they came). */
  private charged = 0;
  /** Bytes this upload counts in the ledger's inflight total. */
  private held = 0;
  /** Whether the body's bytes need disk room (from the start, or from storeFiles on). */
  private storing: boolean;
  /** The body's declared length (Content-Length), when it had one. */
  private declared: number | null = null;
  /** storeFiles' refusal, kept for the body's later files (a form posts up to 93 file inputs, blank ones too). */
  private noRoom: UploadLimitError | null = null;
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
    private readonly deps: { config: AppConfig; db: DB; now: () => Date; limits: Limits; uploads: UploadLedger },
    req: FastifyRequest,
    /**
     * The largest body accepted, and the sentence of the 413 past it. `roomFromFirstFile`: a body that may
     * carry no file at all (the no-JavaScript form) takes disk room only from its first stored file on
     * (storeFiles), so a reply without files is never refused for want of upload space.
     */
    private readonly body: { maxBytes: number; tooLargeMessage: string; roomFromFirstFile?: boolean },
  ) {
    this.storing = !body.roomFromFirstFile;
    this.budget = idUploadBudget(deps.limits);
    this.ledger = deps.uploads;
    this.ip = req.ip;
    this.uploaderKey = uploaderKeyOf(deps.config, req.ip);
    const idleMs = deps.config.timeouts.uploadIdleMs;
    this.idle = new IdleWatch(idleMs, () => this.fail(stalledError(idleMs)));
  }

  /**
   * Checks budget and cap before reading: refuses at once when the declared length cannot fit, else
   * reserves it. Returns the refusal, or null to go on.
   */
  async admit(declaredLength: number | null): Promise<UploadLimitError | null> {
    if (declaredLength !== null && declaredLength > this.body.maxBytes) return this.refuse(new UploadLimitError(413, this.body.tooLargeMessage));
    this.declared = declaredLength;
    if (this.storing) {
      const disk = this.diskRefusal(await diskState(this.deps.config));
      if (disk) return this.refuse(disk);
    }
    const [all, mine] = await Promise.all([unclaimedSummary(this.deps.db), unclaimedSummary(this.deps.db, this.uploaderKey)]);
    this.ledger.stored = all.bytes;
    this.addressStored = mine.bytes;
    this.retryCap = secondsUntilSwept(all.oldest, this.nowMs());
    this.retryShare = secondsUntilSwept(mine.oldest, this.nowMs());
    const room = (extra: number) => (this.storing ? this.roomFor(extra) : null);
    if (declaredLength !== null && declaredLength > 0) {
      const hold = Math.min(declaredLength, MAX_HELD_PER_UPLOAD);
      const full = room(hold);
      if (full) return this.refuse(full);
      const wait = this.budget.take(this.ip, this.nowMs(), declaredLength);
      if (wait > 0) return this.refuse(new UploadLimitError(429, LIMIT_MESSAGES.tooManyBytes(humanWait(wait)), wait));
      this.charged = declaredLength;
      if (this.storing) this.hold(hold);
    } else if (room(1)) {
      return this.refuse(room(1)!);
    } else {
      const wait = this.budget.wait(this.ip, this.nowMs(), 1);
      if (wait > 0) return this.refuse(new UploadLimitError(429, LIMIT_MESSAGES.tooManyBytes(humanWait(wait)), wait));
    }
    return null;
  }

  /**
   * From here on the body's bytes need disk room (a body admitted with `roomFromFirstFile`, at its first
   * file to store): the 507 when the disk or the upload space has none, and the body is not failed for it
   * (its fields still count), else null and the rest of the body is held as an upload's.
   */
  async storeFiles(): Promise<UploadLimitError | null> {
    if (this.storing) return null;
    if (this.noRoom) return this.noRoom;
    // Room for the rest of a declared body up front, so a file that cannot fit is refused before it is written.
    const hold = Math.min(Math.max(this.declared ?? 0, this.received), MAX_HELD_PER_UPLOAD);
    this.noRoom = this.diskRefusal(await diskState(this.deps.config)) ?? this.roomFor(hold - this.held);
    if (this.noRoom) return this.noRoom;
    this.storing = true;
    this.hold(hold);
    return null;
  }

  private diskRefusal(disk: Awaited<ReturnType<typeof diskState>>): UploadLimitError | null {
    return disk?.low ? new UploadLimitError(507, LIMIT_MESSAGES.diskLow, LOW_DISK_RETRY_SECONDS) : null;
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
    if (this.storing && hold > this.held) {
      this.hold(hold);
      const full = this.roomFor(0);
      if (full) this.fail(full);
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
    this.hold(0);
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
    this.ledger.inflight = Math.max(0, this.ledger.inflight + bytes - this.held);
    const mine = Math.max(0, (this.ledger.inflightBy.get(this.uploaderKey) ?? 0) + bytes - this.held);
    if (mine > 0) this.ledger.inflightBy.set(this.uploaderKey, mine);
    else this.ledger.inflightBy.delete(this.uploaderKey);
    this.held = bytes;
  }

  /** The 507 when `extra` more bytes would pass this address's share or the global cap; null when they fit. */
  private roomFor(extra: number): UploadLimitError | null {
    const mine = this.addressStored + (this.ledger.inflightBy.get(this.uploaderKey) ?? 0) + extra;
    if (mine > addressShareOf(this.deps.config)) {
      return new UploadLimitError(507, LIMIT_MESSAGES.addressShareFull(humanWait(this.retryShare)), this.retryShare);
    }
    if (this.ledger.stored + this.ledger.inflight + extra > unclaimedCapOf(this.deps.config)) {
      return new UploadLimitError(507, LIMIT_MESSAGES.outOfSpace, this.retryCap);
    }
    return null;
  }

  private nowMs(): number {
    return this.deps.now().getTime();
  }
}
