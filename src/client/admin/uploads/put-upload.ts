/**
 * The two-step admin upload of DESIGN.md: ask for a signed address (admin procedure), then PUT the bytes
 * there with XMLHttpRequest so the progress bar follows the upload (fetch has no upload progress).
 */
import type { MediaKind } from "../../../shared/upload-kinds";
import { trpcClient } from "../../trpc";

export class UploadUrlError extends Error {}

export async function requestUploadUrl(kind: MediaKind): Promise<string> {
  try {
    const res = kind === "venue" ? await trpcClient.admin.createVenueUploadUrl.mutate() : await trpcClient.admin.createUploadUrl.mutate({ kind });
    return res.uploadURL;
  } catch (error) {
    throw new UploadUrlError(error instanceof Error ? error.message : "Failed to get upload URL");
  }
}

export interface PutResult {
  path: string;
  mimeType: string;
  sizeBytes: number;
}

/** PUTs the file to its signed address; rejects with the server's sentence on a refusal. */
export function putFile(uploadURL: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<PutResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadURL);
    if (file.type) xhr.setRequestHeader("Content-Type", file.type);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: string } & Partial<PutResult>;
      if (xhr.status >= 200 && xhr.status < 300 && body?.path) {
        onProgress(1);
        resolve(body as PutResult);
      } else reject(new Error(body?.message ?? `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error("Upload failed. Please check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
