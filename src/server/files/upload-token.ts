/**
 * Signed upload addresses (DESIGN.md, Files): `/files/upload/<kind>/<key>?token=<signed>`.
 * The token is `<payload>.<signature>`, base64url JSON signed with HMAC-SHA256 under the app secret,
 * bound to the kind, the key, the size limit and the allowed types, valid for UPLOAD_TOKEN_TTL_MS.
 * Single use is enforced by the PUT route, which records the key (the token id) in upload_tokens.
 */
import crypto from "node:crypto";
import { type MediaKind, MEDIA_KINDS, UPLOAD_RULES } from "../../shared/upload-kinds";

export const UPLOAD_TOKEN_TTL_MS = 15 * 60_000;

export interface UploadTokenPayload {
  kind: MediaKind;
  key: string;
  maxBytes: number;
  types: string[];
  /** Expiry, ms since epoch. */
  exp: number;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64url");
const sign = (secret: string, data: string) => crypto.createHmac("sha256", `upload:${secret}`).update(data).digest("base64url");

export const newUploadKey = () => crypto.randomBytes(18).toString("base64url");
export const isUploadKey = (key: string) => /^[A-Za-z0-9_-]{24}$/.test(key);

export function signUploadToken(secret: string, kind: MediaKind, key: string, now: Date): string {
  const rule = UPLOAD_RULES[kind];
  const payload: UploadTokenPayload = { kind, key, maxBytes: rule.maxBytes, types: [...rule.mimeTypes], exp: now.getTime() + UPLOAD_TOKEN_TTL_MS };
  const data = b64(JSON.stringify(payload));
  return `${data}.${sign(secret, data)}`;
}

/** An issued upload address and the public path it will have. */
export function uploadAddress(secret: string, kind: MediaKind, now: Date) {
  const key = newUploadKey();
  const token = signUploadToken(secret, kind, key, now);
  return { uploadURL: `/files/upload/${kind}/${key}?token=${encodeURIComponent(token)}`, path: `/files/${kind}/${key}` };
}

export type TokenCheck = { ok: true; payload: UploadTokenPayload } | { ok: false; reason: "invalid" | "expired" | "mismatch" };

/** Checks signature, expiry and that the token was issued for this kind and key. */
export function verifyUploadToken(secret: string, token: string | undefined, kind: string, key: string, now: Date): TokenCheck {
  if (!token) return { ok: false, reason: "invalid" };
  const [data, signature, extra] = token.split(".");
  if (!data || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let payload: UploadTokenPayload;
  try {
    payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as UploadTokenPayload;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!MEDIA_KINDS.includes(payload.kind) || payload.kind !== kind || payload.key !== key) return { ok: false, reason: "mismatch" };
  if (!(typeof payload.exp === "number" && payload.exp > now.getTime())) return { ok: false, reason: "expired" };
  return { ok: true, payload };
}

/** Removes `token=` values (and every other secret) from a URL before it is logged: the one function in log-redact.ts. */
export { redactUrl as redactTokens } from "../log-redact";
