/**
 * Secrets never reach a log line. Private links carry bearer tokens that never expire (a guest's edit link)
 * or open the dashboard (login and setup links), and a reply's id is the address its uploads go to, so anyone
 * who reads the log could use them. Redacted, as "[redacted]":
 * - paths: /rsvp/<token> (not /rsvp/send, the form's address), /api/rsvp/edit/<token>, /i/<token>, /api/invitation/<token>,
 *   /v/<token> (vendor links), and any segment shaped like an id or a token: a UUID (reply ids: /api/rsvp/<id>/upload-id,
 *   /api/admin/rsvps/<id>/…) or 32+ base64url/hex characters (desk codes, future links). Matched as routed too
 *   (decoded, repeated slashes as one: /%72svp/<token>, //rsvp/<token>);
 * - query parameters: any whose name holds token, link, invite, secret or password (setup links, login links, signed
 *   uploads, ?invite=, WhatsApp's hub.verify_token), and any value shaped like a token (20+ base64url characters,
 *   dotted parts allowed) or a UUID;
 * - tRPC inputs in a GET's query (batches too): every field named as above or rsvpId, and every string value shaped
 *   like a token or a UUID (an `id` that is a reply's), at any depth;
 * - headers: never logged (the req serializer keeps method, url, host and address); an authorization, cookie or
 *   set-cookie field anywhere in a line is redacted all the same;
 * - free text, i.e. every whole line as written (messages, error texts and stacks, any field): all of the above, plus
 *   "token": "…"-style fields, plain, escaped or URL-encoded.
 * Request bodies (POST /api/setup, login-link redemption, replies, the no-script form) are never logged at all.
 * The one line written with a token on purpose is the first run's setup link (main.ts, PRINTED_ON_PURPOSE).
 */
export const REDACTED = "[redacted]";

/** Names of query parameters and input fields that hold a secret. */
const SECRET_NAME = /token|link|invite|secret|password|^rsvpid$/i;
/** A whole value shaped like a token: 20+ base64url characters, dot-joined parts allowed (signed upload tokens). */
const TOKEN_VALUE = /^[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]{20,})*$/;
const UUID_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** In free text, a UUID or a run of 32+ token characters (tokens are 43; words and identifiers are shorter). */
const UUID_IN_TEXT = /(?<![0-9a-z])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-z])/gi;
const TOKEN_IN_TEXT = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

const isSecretValue = (value: string) => UUID_VALUE.test(value) || TOKEN_VALUE.test(value);
/** A path segment is an id or a token when it is a UUID or 32+ token characters (public file keys are 24, route names shorter). */
const isSecretSegment = (segment: string) => UUID_VALUE.test(segment) || /^[A-Za-z0-9_-]{32,}$/.test(segment);

/** A path segment after one of these is a bearer token. */
const SECRET_PATHS = [
  /(\/api\/rsvp\/edit\/)[^/?#\s"'<>\\]+/gi,
  // /rsvp/send (the no-script form's address) is no token; /rsvp/<token>?sent=1 (where it leads) is.
  /((?<!\/api)\/rsvp\/)(?!send(?:[/?#\s"'<>\\]|$))[^/?#\s"'<>\\]+/gi,
  /(\/i\/)[^/?#\s"'<>\\]+/gi,
  /(\/v\/)[^/?#\s"'<>\\]+/gi,
  /(\/api\/invitation\/)[^/?#\s"'<>\\]+/gi,
];
// In free text: ?token=…, &invite=…, hub.verify_token=…; and "token":"…" fields, plain, escaped (\") or encoded (%22).
const SECRET_PARAM_IN_TEXT = /([?&][\w.-]*(?:token|link|invite|secret|password)[\w.-]*=)[^&#\s"'<>\\]*/gi;
const QUOTE = String.raw`(?:\\?"|%22)`;
const SECRET_FIELD_IN_TEXT = new RegExp(
  String.raw`(${QUOTE}[\w-]*(?:token|link|invite|secret|password|authorization|cookie|rsvpid)[\w-]*${QUOTE}\s*(?::|%3A)\s*)` +
    // The value: a JSON string, an escaped one (inside a message), an encoded one, or an array (set-cookie).
    String.raw`("(?:[^"\\]|\\.)*"|\\"(?:[^"\\]|\\[^"])*\\"|%22(?:[^%]|%(?!22))*%22|\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\])`,
  "gi",
);
/** The redacted value, quoted as the original was so a JSON line stays JSON. */
const quotedLike = (value: string) => (value.startsWith("\\") ? `\\"${REDACTED}\\"` : value.startsWith("%22") ? `%22${REDACTED}%22` : `"${REDACTED}"`);

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function redactPath(path: string): string {
  let out = path;
  for (const re of SECRET_PATHS) out = out.replace(re, `$1${REDACTED}`);
  return out;
}

/** Every string under a secret key, and every id- or token-shaped string, anywhere in a parsed tRPC input. */
function redactFields(value: unknown): unknown {
  if (typeof value === "string") return isSecretValue(value) ? REDACTED : value;
  if (Array.isArray(value)) return value.map(redactFields);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_NAME.test(k) && v != null ? REDACTED : redactFields(v)]));
  }
  return value;
}

function redactInput(raw: string): string {
  const text = safeDecode(raw.replace(/\+/g, " "));
  try {
    return encodeURIComponent(JSON.stringify(redactFields(JSON.parse(text))));
  } catch {
    // Not JSON: hide anything that may hold a secret rather than log it.
    return /token|link|invite|secret|password/i.test(text) || redactText(text) !== text ? REDACTED : raw;
  }
}

/** The URL as the log may show it. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  const rawPath = q < 0 ? url : url.slice(0, q);
  // Matched as routed: decoded, and with repeated slashes as one (//rsvp/<token> must not slip through).
  const decoded = safeDecode(rawPath).replace(/\/{2,}/g, "/");
  const redacted = redactPath(decoded)
    .split("/")
    .map((segment) => (isSecretSegment(segment) ? REDACTED : segment))
    .join("/");
  const path = redacted === decoded ? rawPath : redacted;
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return isSecretValue(safeDecode(pair)) ? REDACTED : pair;
      const name = safeDecode(pair.slice(0, eq));
      const value = pair.slice(eq + 1);
      if (name === "input") return `${pair.slice(0, eq)}=${redactInput(value)}`;
      if (SECRET_NAME.test(name) || isSecretValue(safeDecode(value))) return `${pair.slice(0, eq)}=${REDACTED}`;
      return pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Free text (an error message, a stack, a whole log line) with every secret-shaped part redacted. */
export function redactText(text: string): string {
  return redactPath(text)
    .replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`)
    .replace(SECRET_FIELD_IN_TEXT, (_, name: string, value: string) => name + quotedLike(value))
    .replace(UUID_IN_TEXT, REDACTED)
    .replace(TOKEN_IN_TEXT, REDACTED);
}
