import { onlineManager } from "@tanstack/react-query";
import { LoaderCircle, Send, WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";

export const SUBMIT_LABEL = "Send my RSVP";
export const OFFLINE_NOTE = "Your phone seems to be offline. Your RSVP will be sent as soon as the connection is back.";

/** The browser's own word on the connection; a reply sent meanwhile waits for it (React Query pauses it). */
function useOffline() {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => !onlineManager.isOnline(),
    // The server draws the page online.
    () => false,
  );
}

/** "Submitting...", "Thank You!", "Uploading files..." or the normal label; disabled in the first three. */
export function submitButtonState({
  submitting,
  submitted,
  uploading,
  label = SUBMIT_LABEL,
  busyLabel = "Submitting...",
  offline = false,
}: {
  submitting: boolean;
  submitted: boolean;
  uploading: boolean;
  label?: string;
  busyLabel?: string;
  offline?: boolean;
}) {
  if (submitting && offline) return { label: "Waiting to send", disabled: true };
  if (submitting) return { label: busyLabel, disabled: true };
  if (submitted) return { label: "Thank You!", disabled: true };
  if (uploading) return { label: "Uploading files...", disabled: true };
  return { label, disabled: false };
}

export function SubmitButton(props: { submitting: boolean; submitted: boolean; uploading: boolean; label?: string; busyLabel?: string }) {
  const offline = useOffline();
  const { label, disabled } = submitButtonState({ ...props, offline });
  const busy = props.submitting || props.uploading;
  const waiting = props.submitting && offline;
  return (
    <div className="grid justify-items-center gap-2 pt-2">
      <button
        type="submit"
        disabled={disabled}
        aria-busy={busy}
        className="inline-flex min-h-14 w-full items-center justify-center gap-2.5 rounded-full bg-wine px-10 text-sm font-semibold tracking-[0.2em] text-white uppercase shadow-lg shadow-wine/25 transition hover:bg-wine-dark disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {waiting ? (
          <WifiOff className="size-4" aria-hidden />
        ) : busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <Send className="size-4" aria-hidden />
        )}
        {label}
      </button>
      {props.uploading && <p className="text-xs text-muted">Your RSVP can be sent as soon as the uploads finish.</p>}
      {waiting && (
        <p role="status" className="max-w-sm text-center text-sm text-wine">
          {OFFLINE_NOTE}
        </p>
      )}
    </div>
  );
}
