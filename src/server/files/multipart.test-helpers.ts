/** Test helper: a multipart/form-data body built by hand (one file part, optional text fields). */
import crypto from "node:crypto";

export const PDF_BYTES = Buffer.from("%PDF-1.7\n%test document\n", "latin1");
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export function multipartBody(file: { field?: string; filename?: string; contentType?: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----test${crypto.randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "idProof"}"; filename="${file.filename ?? "id.pdf"}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/pdf"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A file of exactly `size` bytes starting with the given signature. */
export function fileOfSize(signature: Buffer, size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  signature.copy(data, 0);
  return data;
}

/** A part of a hand-built form: a text field, or a file input (an empty file input is `{ filename: "", data: empty }`). */
export type FormPart = readonly [name: string, value: string] | { name: string; filename?: string; contentType?: string; data: Buffer };

/** A multipart/form-data body as a browser posts a form: parts in order, names may repeat. */
export function formBody(parts: readonly FormPart[]) {
  const boundary = `----form${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (Array.isArray(part)) {
      const [name, value] = part as readonly [string, string];
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const file = part as Exclude<FormPart, readonly [string, string]>;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename ?? "id.pdf"}"\r\n` +
            `Content-Type: ${file.contentType ?? "application/pdf"}\r\n\r\n`,
        ),
        file.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
