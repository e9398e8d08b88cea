import { z } from "zod";
import { MAX_LONG_TEXT, MAX_TEXT } from "../constants";
import { isSafeLink, MAX_LINK_LENGTH } from "../safe-link";

export const LINK_MESSAGE = "Enter a link that starts with https:// or a path on this site that starts with a single /";

// In the browser zod must not probe for eval: our CSP forbids it, and the caught probe still shows as a
// policy violation (Lighthouse best practices). The server keeps zod's faster compiled parsers.
if ("window" in globalThis) z.config({ jitless: true });

/** A number that may arrive as a numeric string from a form or a URL; "" means absent. */
export function numberish<T extends z.ZodType>(inner: T) {
  return z.preprocess((v) => {
    if (typeof v === "string") {
      const s = v.trim();
      if (s === "") return undefined;
      const n = Number(s);
      return Number.isFinite(n) ? n : v;
    }
    return v;
  }, inner);
}

/** Required text: trimmed, not blank, bounded. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional text: trimmed; blank or null becomes null. */
export const optionalText = (max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalLongText = () => optionalText(MAX_LONG_TEXT);

/** An optional enumeration value; "" or null means not chosen. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message?: string) =>
  z
    .union([z.enum(values, message ? { error: message } : undefined), z.literal("")])
    .nullish()
    .transform((v) => (v ? (v as T[number]) : null));

/** Positive integer id, also from a URL segment. */
export const zId = numberish(z.number({ error: "A valid id is required" }).int("A valid id is required").positive("A valid id is required"));
export const ZIdInput = z.object({ id: zId });

/**
 * Every stored link (directions, venue media, event icons, background audio): an absolute http(s)
 * address or a same-origin path with one leading "/" (shared/safe-link.ts holds the rule, which the
 * pages also apply to rows stored before it). "" is let through here and means "no link".
 */
export const zSafeLink = (message = LINK_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .max(MAX_LINK_LENGTH, `Must be at most ${MAX_LINK_LENGTH} characters`)
    .refine((v) => v === "" || isSafeLink(v), message);

/** An optional safe link; blank or null becomes null. */
export const optionalSafeLink = (message?: string) =>
  zSafeLink(message)
    .nullish()
    .transform((v) => (v ? v : null));

/** Non-negative whole number with a fallback when absent. */
export const countWithDefault = (fallback: number, message = "Must be 0 or more") =>
  numberish(z.number({ error: message }).int(message).min(0, message).default(fallback));

export const optionalCount = (message = "Must be 0 or more") =>
  numberish(z.number({ error: message }).min(0, message).nullish()).transform((v) => (v ?? null) as number | null);

export const zIsoDateTime = z.string();

export const ZSuccess = z.object({ success: z.literal(true) });
