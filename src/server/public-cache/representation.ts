/**
 * One answer's bytes, serialised once: the JSON body, its strong ETag, and gzip or brotli bodies made on
 * the first request that accepts them. A compressed body is another representation, so it gets its own
 * strong tag (the identity tag plus "-gzip" or "-br"); If-None-Match with any of them means "you have it".
 */
import crypto from "node:crypto";
import zlib from "node:zlib";

/** Below this size nothing is compressed (the same threshold @fastify/compress is registered with in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = "br" | "gzip";

const tagOf = (body: Buffer) => crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27);

export class Representation {
  readonly body: Buffer;
  /** The tag's text without quotes; the header value is `"<tag>"`. */
  readonly tag: string;
  readonly etag: string;
  readonly compressible: boolean;
  #encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(body: Buffer, tag = tagOf(body)) {
    this.body = body;
    this.tag = tag;
    this.etag = `"${tag}"`;
    this.compressible = body.length >= COMPRESS_THRESHOLD;
  }

  etagFor(encoding: Encoding | null): string {
    return encoding ? `"${this.tag}-${encoding}"` : this.etag;
  }

  encoded(encoding: Encoding): Buffer {
    return (this.#encoded[encoding] ??=
      encoding === "br"
        ? zlib.brotliCompressSync(this.body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length },
          })
        : zlib.gzipSync(this.body));
  }

  /** Whether an If-None-Match header names this answer (weak comparison, as RFC 9110 asks for this header). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    for (const raw of ifNoneMatch.split(",")) {
      const value = raw.trim();
      if (value === "*") return true;
      const quoted = value.startsWith("W/") ? value.slice(2) : value;
      if (quoted.length < 2 || quoted[0] !== '"' || quoted[quoted.length - 1] !== '"') continue;
      const tag = quoted.slice(1, -1);
      if (tag === this.tag || tag === `${this.tag}-gzip` || tag === `${this.tag}-br`) return true;
    }
    return false;
  }
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    (q && !(Number(q.slice(2)) > 0) ? refused : accepted).add(name === "x-gzip" ? "gzip" : name);
  }
  const ok = (encoding: Encoding) => accepted.has(encoding) || (accepted.has("*") && !refused.has(encoding));
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}
