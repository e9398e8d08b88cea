/** A file picker button with a progress bar and the upload's state, for icons, audio and venue media. */
import { CheckCircle2, CircleAlert, Upload } from "lucide-react";
import { useId, useRef } from "react";
import { formatBytes, type MediaKind, UPLOAD_RULES } from "../../../shared/upload-kinds";
import { buttonClass } from "../../ui/button";
import { cn } from "../../ui/cn";
import type { UploadStatus } from "./use-upload";

interface UploadFieldProps {
  kind: MediaKind;
  label: string;
  buttonLabel: string;
  hint: string;
  status: UploadStatus;
  progress: number;
  error: string | null;
  fileName: string | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}

export function UploadField({ kind, label, buttonLabel, hint, status, progress, error, fileName, onFile, disabled }: UploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = status === "uploading";
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <span className="text-sm font-medium text-ink" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={cn(
            buttonClass("outline", "md"),
            "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wine/40",
            (busy || disabled) && "pointer-events-none opacity-50",
          )}
        >
          <Upload aria-hidden />
          {buttonLabel}
          <input
            ref={input}
            id={id}
            type="file"
            accept={UPLOAD_RULES[kind].accept}
            className="sr-only"
            disabled={busy || disabled}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onFile(file);
              e.target.value = "";
            }}
          />
        </label>
        {fileName && <span className="min-w-0 truncate text-sm text-muted">{fileName}</span>}
      </div>
      {busy && (
        <div className="grid grid-cols-1 gap-1" aria-live="polite">
          <div
            role="progressbar"
            aria-label={`Uploading ${fileName ?? "file"}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-cream"
          >
            <div className="h-full rounded-full bg-wine transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <span className="text-xs text-muted tabular-nums">Uploading… {Math.round(progress * 100)}%</span>
        </div>
      )}
      {status === "success" && (
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-veg">
          <CheckCircle2 className="size-3.5" aria-hidden /> Uploaded
        </span>
      )}
      {status === "error" && error && (
        <span role="alert" className="inline-flex items-center gap-1.5 text-xs font-medium text-nonveg">
          <CircleAlert className="size-3.5" aria-hidden /> {error}
        </span>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint} · up to {formatBytes(UPLOAD_RULES[kind].maxBytes)}
      </p>
    </div>
  );
}
