/**
 * The one rule for every stored link (directions, venue media, event icons, background audio):
 * an absolute http(s) address with a host, or a same-origin path with exactly one leading "/".
 * Everything a browser could read as another origin or another scheme is refused: "//host",
 * "/\host", "https:/\host", "javascript:", "data:", backslashes anywhere, control characters
 * (browsers silently drop tabs and newlines, so "java\tscript:" would otherwise pass).
 * Pure and isomorphic: the zod schema (input) and the pages (rendering rows already stored) share it.
 */

export const MAX_LINK_LENGTH = 2000;

// C0 controls, DEL and the C1 controls, plus the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const ABSOLUTE = /^https?:\/\/[^/\\?#@\s]/i;

export function isSafeLink(value: unknown): value is string {
  if (typeof value !== "string" || value === "" || value.length > MAX_LINK_LENGTH) return false;
  if (CONTROL.test(value) || value.includes("\\")) return false;
  if (value.startsWith("/")) return value.length === 1 || value[1] !== "/";
  if (!ABSOLUTE.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The link when it is safe to render, otherwise null (a row stored before the rule is shown as no link). */
export const safeLink = (value: string | null | undefined): string | null => (isSafeLink(value) ? value : null);
