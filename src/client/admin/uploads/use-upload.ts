/** Upload state of one file field: idle -> uploading (progress) -> success | error, with the spec's toasts. */
import { useCallback, useRef, useState } from "react";
import { formatBytes, type MediaKind, UPLOAD_RULES } from "../../../shared/upload-kinds";
import { toast } from "../../ui/use-toast";
import { putFile, requestUploadUrl, UploadUrlError } from "./put-upload";

export type UploadStatus = "idle" | "uploading" | "success" | "error";

/** Extensions the picker allows per kind (the server decides by magic bytes anyway). */
const EXTENSIONS: Record<MediaKind, RegExp | null> = {
  icon: /\.(png|jpe?g|svg)$/i,
  audio: /\.(mp3|wav|ogg|m4a|aac)$/i,
  venue: null,
};

/** A sentence when the file cannot be sent at all, else null. */
export function precheck(kind: MediaKind, file: File): string | null {
  const rule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) return `${rule.sizeMessage} This file is ${formatBytes(file.size)}.`;
  const ext = EXTENSIONS[kind];
  if (ext && !ext.test(file.name)) return rule.typeMessage;
  if (kind === "venue" && !/^(image|video)\//.test(file.type)) return rule.typeMessage;
  return null;
}

export function useUpload(kind: MediaKind, successToast: { title: string; description?: string } = { title: "Upload successful" }) {
  const [status, setStatus] = useState<UploadStatus>("idle");
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);

  const upload = useCallback(
    /** `toastOverride` replaces the success toast; null leaves it to the caller (the upload is only step one). */
    (file: File, toastOverride?: { title: string; description?: string } | null): Promise<string | null> => {
      const run = async () => {
        setFileName(file.name);
        setError(null);
        const refused = precheck(kind, file);
        if (refused) {
          setStatus("error");
          setError(refused);
          toast({ title: "Error", description: refused, variant: "destructive" });
          return null;
        }
        setStatus("uploading");
        setProgress(0);
        try {
          const url = await requestUploadUrl(kind);
          const result = await putFile(url, file, setProgress);
          setStatus("success");
          if (toastOverride !== null) toast({ ...(toastOverride ?? successToast), variant: "success" });
          return result.path;
        } catch (e) {
          const message = e instanceof UploadUrlError ? "Failed to get upload URL" : e instanceof Error ? e.message : "Upload failed";
          setStatus("error");
          setError(message);
          toast({ title: "Error", description: message, variant: "destructive" });
          return null;
        } finally {
          pending.current = null;
        }
      };
      pending.current = run();
      return pending.current;
    },
    [kind, successToast],
  );

  const reset = useCallback(() => {
    setStatus("idle");
    setProgress(0);
    setError(null);
    setFileName(null);
  }, []);

  /** Resolves when the upload in progress (if any) has finished. */
  const settled = useCallback(() => pending.current ?? Promise.resolve(null), []);

  return { status, progress, error, fileName, upload, reset, settled };
}
