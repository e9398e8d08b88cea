/**
 * One ID upload slot (single, front or back) of one person: idle -> uploading (0-100) -> success | error.
 * On success the server's file name is kept and progress is 100; on failure progress returns to 0.
 */
export type SlotName = "single" | "front" | "back";

export type SlotState =
  | { status: "idle"; progress: 0 }
  | { status: "uploading"; progress: number; fileLabel: string }
  | { status: "success"; progress: 100; fileName: string; fileLabel: string }
  | { status: "error"; progress: 0; fileLabel: string };

export type SlotAction =
  { type: "start"; fileLabel: string } | { type: "progress"; percent: number } | { type: "success"; fileName: string } | { type: "error" } | { type: "reset" };

export const IDLE: SlotState = { status: "idle", progress: 0 };

export function slotReducer(state: SlotState, action: SlotAction): SlotState {
  switch (action.type) {
    case "start":
      return { status: "uploading", progress: 0, fileLabel: action.fileLabel };
    case "progress":
      if (state.status !== "uploading") return state;
      // Never move backwards, and keep 100 for the answer: the bytes are sent but not yet stored.
      return { ...state, progress: Math.max(state.progress, Math.min(99, Math.round(action.percent))) };
    case "success":
      return state.status === "uploading" ? { status: "success", progress: 100, fileName: action.fileName, fileLabel: state.fileLabel } : state;
    case "error":
      return state.status === "uploading" ? { status: "error", progress: 0, fileLabel: state.fileLabel } : state;
    case "reset":
      return IDLE;
  }
}

/**
 * The server looked at the file and refused it with a sentence meant for the guest (a 4xx answer with a
 * JSON message, e.g. "Invalid file type. Please upload a PDF, JPG, or PNG file."): the slot shows that
 * sentence. Anything else (5xx, a network error, an unreadable answer) keeps the generic "try again".
 */
export class UploadRefusedError extends Error {
  override name = "UploadRefusedError";
}

export interface UploadHandle {
  promise: Promise<string>;
  abort: () => void;
}

/** The upload's address saying the guest ticked the consent (issue 17): the server refuses uploads without it. */
export const withConsent = (url: string) => `${url}${url.includes("?") ? "&" : "?"}consent=yes`;

/**
 * Sends one file as multipart field idProof with XMLHttpRequest (fetch has no upload progress).
 * Resolves with the stored file name; rejects on a non-200 answer, success false, invalid JSON or a network error.
 */
/** `editToken`: the reply's own credential, which an upload to a stored reply (upload-id) needs. */
export function uploadIdFile(url: string, file: Blob, onProgress: (percent: number) => void, editToken?: string): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open("POST", url);
    xhr.withCredentials = true;
    if (editToken) xhr.setRequestHeader("Authorization", `Bearer ${editToken}`);
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      let body: { success?: unknown; fileName?: unknown; message?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 200 && body?.success === true && typeof body.fileName === "string") resolve(body.fileName);
      else if (xhr.status >= 400 && xhr.status < 500 && typeof body?.message === "string" && body.message.trim()) reject(new UploadRefusedError(body.message));
      else reject(new Error(typeof body?.message === "string" ? body.message : `${xhr.status}: ${xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    const form = new FormData();
    form.append("idProof", file, (file as File).name ?? "id-proof");
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
