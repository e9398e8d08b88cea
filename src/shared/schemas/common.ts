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

/**
 * Control characters (U+0000–U+001F, DEL) have no place in what people type: a NUL cut names short in other
 * programs, a lone carriage return started new lines in calendar files and logs. Names and one-line texts refuse
 * them all; multi-line texts (requests, notes, descriptions) keep line breaks only, "\r\n" and "\r" read as "\n".
 */
export const CONTROL_MESSAGES = {
  name: "Names cannot contain control characters (such as tabs or line breaks)",
  line: "This text cannot contain control characters (such as tabs or line breaks)",
  text: "This text cannot contain control characters other than line breaks (such as tabs)",
} as const;
// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const ONE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// eslint-disable-next-line no-control-regex -- every control character but the line feed
const MULTI_LINE = /^[^\u0000-\u0009\u000B-\u001F\u007F]*$/;
// eslint-disable-next-line no-control-regex -- the control characters are what is replaced
const CONTROL_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F]/g;

export const normaliseLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");
/** Text read from elsewhere (a cell of an imported sheet): line breaks as "\n", every other control character a space. */
export const withoutControlChars = (text: string) => normaliseLineBreaks(text).replace(CONTROL_BUT_LF, " ");

/** Required one-line text: trimmed, not blank, bounded, no control characters (`control` says so; names pass CONTROL_MESSAGES.name). */
export const requiredText = (message: string, max = MAX_TEXT, control: string = CONTROL_MESSAGES.line) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`).regex(ONE_LINE, control);

/** Optional one-line text: trimmed; blank or null becomes null; no control characters. */
export const optionalText = (max = MAX_TEXT, control: string = CONTROL_MESSAGES.line) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .regex(ONE_LINE, control)
    .nullish()
    .transform((v) => (v ? v : null));

/** Required multi-line text: line breaks kept as "\n", no other control characters. */
export const requiredLongText = (message: string, max = MAX_LONG_TEXT) =>
  z
    .string({ error: message })
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .regex(MULTI_LINE, CONTROL_MESSAGES.text);

/** Optional multi-line text (requests, notes, descriptions): line breaks kept as "\n"; blank or null becomes null. */
export const optionalLongText = (max = MAX_LONG_TEXT) =>
  z
    .string()
    .overwrite(normaliseLineBreaks)
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .regex(MULTI_LINE, CONTROL_MESSAGES.text)
    .nullish()
    .transform((v) => (v ? v : null));

/** A one-line string for schemas that build their own (tags, allergens, flight numbers): no control characters. */
export const oneLine = (schema: z.ZodString, control: string = CONTROL_MESSAGES.line) => schema.regex(ONE_LINE, control);
/** A multi-line string built elsewhere (a message template): no control characters but "\n" (normalise first). */
export const multiLine = (schema: z.ZodString) => schema.regex(MULTI_LINE, CONTROL_MESSAGES.text);

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
