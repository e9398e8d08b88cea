/**
 * The guest-list import's REST call (a file, so not tRPC): multipart POST with the session (cookie and bearer),
 * sent with XMLHttpRequest so the upload shows its progress. Answers are checked with the shared schemas.
 */
import {
  IMPORT_MESSAGES,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  MAX_IMPORT_BYTES,
  ZImportPreview,
  ZImportResult,
} from "../../../shared/schemas/household-import";
import { handleUnauthorized, readSession } from "../../session";

export const IMPORT_URL = "/api/admin/households/import";
export const OFFLINE_MESSAGE = "Could not reach the server. Please check your connection and try again.";
export const FAILED_MESSAGE = "The spreadsheet could not be read just now. Please try again.";

/** A refusal worth showing as it is: the server's sentence, or ours. */
export class ImportRequestError extends Error {}

export interface ImportChoices {
  mapping?: ImportMapping;
  duplicates?: { key: string; merge: boolean }[];
}

/** A sentence when the file cannot be sent at all (the server checks again), else null. */
export function precheckImportFile(file: File): string | null {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return IMPORT_MESSAGES.badType;
  if (file.size > MAX_IMPORT_BYTES) return IMPORT_MESSAGES.tooLarge;
  if (file.size === 0) return IMPORT_MESSAGES.unreadable;
  return null;
}

function send(file: File, dryRun: boolean, choices: ImportChoices, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<unknown> {
  const form = new FormData();
  // The choices first, so the server has them when the file arrives.
  if (choices.mapping) form.append("mapping", JSON.stringify(choices.mapping));
  if (choices.duplicates) form.append("duplicates", JSON.stringify(choices.duplicates));
  form.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${window.location.origin}${IMPORT_URL}${dryRun ? "?dryRun=1" : ""}`);
    xhr.withCredentials = true;
    const session = readSession();
    if (session) xhr.setRequestHeader("Authorization", `Bearer ${session.token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      if (xhr.status === 401) handleUnauthorized();
      const message = typeof body?.message === "string" && xhr.status < 500 ? body.message : FAILED_MESSAGE;
      reject(new ImportRequestError(message));
    };
    xhr.onerror = () => reject(new ImportRequestError(OFFLINE_MESSAGE));
    xhr.onabort = () => reject(new DOMException("Cancelled", "AbortError"));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parsed<T>(body: unknown, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }): T {
  const got = schema.safeParse(body);
  if (!got.success) throw new ImportRequestError(FAILED_MESSAGE);
  return got.data;
}

/** The preview (`?dryRun=1`): nothing is stored. */
export const previewImport = async (
  file: File,
  choices: ImportChoices,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportPreview> => parsed(await send(file, true, choices, onProgress, signal), ZImportPreview);

/** The import itself, with the planner's mapping and merge choices. */
export const commitImport = async (file: File, choices: ImportChoices, onProgress?: (fraction: number) => void): Promise<ImportResult> =>
  parsed(await send(file, false, choices, onProgress), ZImportResult);

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
export const messageOfImport = (error: unknown) => (error instanceof ImportRequestError ? error.message : FAILED_MESSAGE);
