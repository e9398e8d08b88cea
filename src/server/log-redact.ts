/**
 * Secrets never reach a log line. Private links carry bearer tokens that never expire (a guest's edit link)
 * or open the dashboard (login and setup links), so anyone who reads the log could use them. Every URL the
 * log writes goes through redactUrl, every error message through redactText:
 * - paths: /rsvp/<token> (not /rsvp/send, the form's address), /api/rsvp/edit/<token>, /i/<token>, /api/invitation/<token> (also when encoded, e.g. /%72svp/<token>);
 * - query parameters: token (setup links, signed uploads), link (login links);
 * - tRPC inputs in a GET's query: the value of every "token" field (guest.myRsvp and any later procedure).
 * Request bodies (POST /api/setup, login-link redemption, edits) are never logged at all.
 */
export const REDACTED = "[redacted]";

const SECRET_PARAMS = new Set(["token", "link"]);
const SECRET_FIELDS = new Set(["token", "link"]);

/** A path segment after one of these is a bearer token. /api/rsvp/<id>/upload-id is not one (an id). */
const SECRET_PATHS = [
  /(\/api\/rsvp\/edit\/)[^/?#\s"'<>]+/gi,
  // /rsvp/send (the no-script form's address) is no token; /rsvp/<token>?sent=1 (where it leads) is.
  /((?<!\/api)\/rsvp\/)(?!send(?:[/?#\s"'<>]|$))[^/?#\s"'<>]+/gi,
  /(\/i\/)[^/?#\s"'<>]+/gi,
  /(\/api\/invitation\/)[^/?#\s"'<>]+/gi,
];

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

/** Every string under a secret key, anywhere in a parsed tRPC input. */
function redactFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactFields);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.has(k.toLowerCase()) ? REDACTED : redactFields(v)]));
  }
  return value;
}

function redactInput(raw: string): string {
  const text = safeDecode(raw.replace(/\+/g, " "));
  try {
    return encodeURIComponent(JSON.stringify(redactFields(JSON.parse(text))));
  } catch {
    // Not JSON: hide anything that looks like a secret field rather than log it.
    return /token|link/i.test(text) ? REDACTED : raw;
  }
}

/** The URL as the log may show it. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  const rawPath = q < 0 ? url : url.slice(0, q);
  // Matched as routed: decoded, and with repeated slashes as one (//rsvp/<token> must not slip through).
  const decoded = safeDecode(rawPath).replace(/\/{2,}/g, "/");
  const redacted = redactPath(decoded);
  const path = redacted === decoded ? rawPath : redacted;
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const name = safeDecode(pair.slice(0, eq)).toLowerCase();
      if (SECRET_PARAMS.has(name)) return `${pair.slice(0, eq)}=${REDACTED}`;
      if (name === "input") return `${pair.slice(0, eq)}=${redactInput(pair.slice(eq + 1))}`;
      return pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Free text (an error message or stack) with any URL-shaped secret in it redacted. */
export function redactText(text: string): string {
  return redactPath(text)
    .replace(/([?&](?:token|link)=)[^&#\s"'<>]*/gi, `$1${REDACTED}`)
    .replace(/((?:"|%22)(?:token|link)(?:"|%22)\s*(?::|%3A)\s*(?:"|%22))(?:[^"%]|%(?!22))*/gi, `$1${REDACTED}`);
}
