/**
 * Counted limits that live inside procedures and handlers, keyed by what they protect (a phone number,
 * an IP's bytes, ...), never by URL pattern: every door and every call of a batch counts once
 * (DESIGN.md, second phase, Limits). Counters are in memory, in the app's `Limits` (deps.limits, made once by
 * buildApp), so two apps in one process never share a count.
 */
import { TRPCError } from "@trpc/server";
import type { FastifyReply } from "fastify";

export interface LimitRule {
  /** Units (calls, bytes) allowed per key within one window. */
  max: number;
  windowMs: number;
}

interface Bucket {
  used: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key. Its map holds buckets in the order they were opened (a renewed key moves
 * to the back), so with one window length the oldest bucket is always first and expired ones are dropped
 * from the front whenever a bucket opens: memory follows the keys of the current window, at constant cost
 * per call. (Scanning the whole map for expired buckets once it held 10,000 keys made every new key cost
 * a full scan while they were all still live: 5,000 replies from distinct phones halved the submit rate.)
 */
export class WindowLimiter {
  private readonly buckets = new Map<string, Bucket>();
  constructor(readonly rule: LimitRule) {}

  /** Keys with a bucket held (live or not yet dropped). */
  get size(): number {
    return this.buckets.size;
  }

  /** Seconds until `key` may use `amount` more units, or 0 when it may now (and the units are taken). */
  take(key: string, now: number, amount = 1): number {
    const bucket = this.current(key, now);
    if (bucket.used + amount > this.rule.max) return Math.max(1, Math.ceil((bucket.resetAt - now) / 1000));
    bucket.used += amount;
    return 0;
  }

  /** Gives units back (a call that took a slot but was refused for another reason, a failed upload). */
  refund(key: string, now: number, amount = 1): void {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt > now) bucket.used = Math.max(0, bucket.used - amount);
  }

  /** Seconds until `key` has room for `amount` units, without taking them (0: room now). */
  wait(key: string, now: number, amount = 1): number {
    const bucket = this.current(key, now);
    return bucket.used + amount > this.rule.max ? Math.max(1, Math.ceil((bucket.resetAt - now) / 1000)) : 0;
  }

  private current(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      this.buckets.delete(key); // re-inserted at the back: the map stays in opening order
      for (const [k, b] of this.buckets) {
        if (b.resetAt > now) break;
        this.buckets.delete(k);
      }
      bucket = { used: 0, resetAt: now + this.rule.windowMs };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }
}

/** One app's limiters, by name (deps.limits). */
export class Limits {
  readonly #byName = new Map<string, WindowLimiter>();

  /** The limiter of this name (created on first use with `rule`). */
  of(name: string, rule: LimitRule): WindowLimiter {
    let limiter = this.#byName.get(name);
    if (!limiter) this.#byName.set(name, (limiter = new WindowLimiter(rule)));
    return limiter;
  }
}

/** A 429 with a human sentence; `Retry-After` goes on the reply (both doors share it). */
export function tooManyRequests(res: FastifyReply | undefined, retryAfterSeconds: number, message: string): TRPCError {
  if (res && !res.sent) res.header("Retry-After", String(retryAfterSeconds));
  return new TRPCError({ code: "TOO_MANY_REQUESTS", message });
}

/** "5 minutes", "1 hour", "30 seconds": for messages that say how long to wait. */
export function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}
