/**
 * ID upload area of one person: "Single File (PDF/Image)" or "Front & Back Separately", each slot
 * uploading to /api/temp-upload with real progress. The primary guest hears of problems through toasts,
 * family members through plain alerts (guest spec, sections 5 and 8).
 */
import { CheckCircle2, FileUp, LoaderCircle, RotateCcw, TriangleAlert } from "lucide-react";
import { createContext, useContext, useEffect, useId, useReducer, useRef } from "react";
import { ID_FILE_ACCEPT } from "../../../shared/constants";
import { checkIdFile } from "../../../shared/id-file-check";
import { cn } from "../../ui/cn";
import { useClientRendered } from "../../ui/use-client-rendered";
import { toast } from "../../ui/use-toast";
import { CONSENT_FIRST } from "./id-consent";
import { IDLE, type SlotName, slotReducer, type UploadHandle, UploadRefusedError, uploadIdFile, withConsent } from "./upload-slot";

export const TEMP_UPLOAD_URL = "/api/temp-upload";

export type Who = "primary" | "member";
export type UploadMode = "single" | "separate";

/** The form counts uploads in flight (submission waits for them) and keeps failed primary files to retry after the RSVP. */
export interface UploadTracker {
  begin: (key: string) => void;
  end: (key: string) => void;
  failed: (key: string, file: File | null) => void;
  /** A slot whose upload failed (its owner's label), or null once it holds a file or is gone: asked for again after a reply kept on the phone. */
  lost?: (key: string, ownerLabel: string | null) => void;
}
export const UploadTrackerContext = createContext<UploadTracker>({ begin: () => {}, end: () => {}, failed: () => {} });

const SIDE_TEXT = {
  single: { title: "File Uploaded Successfully", description: "Your ID proof has been uploaded.", fail: "Failed to upload ID proof. Please try again." },
  front: { title: "Front ID Uploaded Successfully", description: "Front side of ID has been uploaded.", fail: "Failed to upload front ID. Please try again." },
  back: { title: "Back ID Uploaded Successfully", description: "Back side of ID has been uploaded.", fail: "Failed to upload back ID. Please try again." },
} as const;

const SLOT_LABEL: Record<SlotName, string> = { single: "ID document (both sides)", front: "Front side", back: "Back side" };

/**
 * A file name on one line, cut with an ellipsis. Width 0 stretched to the line (min-width 100%): a name that
 * cannot wrap would otherwise widen every grid around it, and the form with them, past a 360 px screen.
 */
const FILE_NAME = "block w-0 min-w-full truncate";

/** "Change file" and "Replace": 44 x 44 px at least, for a thumb. */
const SLOT_ACTION =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-medium text-wine underline-offset-4 hover:underline";

export function UploadSlot({
  who,
  slot,
  ownerLabel,
  onFileName,
  url = TEMP_UPLOAD_URL,
  editToken,
  consented = true,
  name,
}: {
  who: Who;
  slot: SlotName;
  ownerLabel: string;
  onFileName: (name: string | null) => void;
  /** Where the file goes: a temp upload claimed by the RSVP, or an existing RSVP's upload-id path. */
  url?: string;
  /** The reply's edit token, sent with an upload to an existing reply (its credential). */
  editToken?: string;
  /** The guest ticked the consent to share the document with the hotel; until then nothing uploads. */
  consented?: boolean;
  /** The form field the stored file's name fills: the file is posted under it without JavaScript. */
  name?: string;
}) {
  const [state, dispatch] = useReducer(slotReducer, IDLE);
  const tracker = useContext(UploadTrackerContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const key = `${useId()}-${slot}`;
  const inputId = useId();

  // A removed family member (or a mode switch) cancels its upload and stops counting it.
  useEffect(
    () => () => {
      handle.current?.abort();
      tracker.end(key);
      tracker.failed(key, null);
      tracker.lost?.(key, null);
    },
    [], // eslint-disable-line react-hooks/exhaustive-deps -- only on unmount
  );

  const refuse = (message: string) => {
    if (who === "primary") toast({ variant: "destructive", title: "Upload Failed", description: message });
    else window.alert(message);
  };

  async function start(file: File) {
    if (!consented) {
      refuse(CONSENT_FIRST);
      return;
    }
    const problem = checkIdFile(file);
    if (problem) {
      refuse(problem);
      return;
    }
    onFileName(null);
    dispatch({ type: "start", fileLabel: file.name });
    tracker.begin(key);
    handle.current = uploadIdFile(withConsent(url), file, (percent) => dispatch({ type: "progress", percent }), editToken);
    try {
      const fileName = await handle.current.promise;
      dispatch({ type: "success", fileName });
      onFileName(fileName);
      tracker.failed(key, null);
      tracker.lost?.(key, null);
      toast({ variant: "success", title: SIDE_TEXT[slot].title, description: SIDE_TEXT[slot].description });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      dispatch({ type: "error" });
      tracker.failed(key, who === "primary" ? file : null);
      tracker.lost?.(key, ownerLabel);
      // The server's own reason when it refused the file; "try again" only when trying again can help.
      const reason = error instanceof UploadRefusedError ? error.message : null;
      if (who === "primary") toast({ variant: "destructive", title: "Upload Failed", description: reason ?? SIDE_TEXT[slot].fail });
      else window.alert(reason ?? "Upload failed. Please try again.");
    } finally {
      handle.current = null;
      tracker.end(key);
    }
  }

  const change = () => {
    dispatch({ type: "reset" });
    onFileName(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const busy = state.status === "uploading";
  const done = state.status === "success";
  // Without JavaScript the tick cannot unlock the slot: the server checks the consent instead.
  const locked = useClientRendered() && !consented && !busy && !done;
  const statusId = `${inputId}-status`;
  return (
    <div
      className={cn(
        "relative rounded-2xl border border-dashed p-4 transition",
        // The file input itself is invisible: the slot shows where keyboard focus is.
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-wine",
        done ? "border-sage/60 bg-sage/5" : state.status === "error" ? "border-nonveg/50 bg-[#fdf1f0]" : "border-gold-light bg-ivory",
      )}
    >
      <p className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{SLOT_LABEL[slot]}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <label
          htmlFor={inputId}
          className={cn("flex min-w-0 flex-1 items-center gap-3", busy ? "cursor-wait" : locked ? "cursor-not-allowed opacity-60" : "cursor-pointer")}
        >
          <span className={cn("grid size-10 shrink-0 place-items-center rounded-full", done ? "text-sage" : "bg-white text-wine shadow-xs")}>
            {busy ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
            ) : done ? (
              <CheckCircle2 className="size-5" aria-hidden />
            ) : state.status === "error" ? (
              <RotateCcw className="size-5" aria-hidden />
            ) : (
              <FileUp className="size-5" aria-hidden />
            )}
          </span>
          {/* Texts wrap rather than hold one line (a file name is cut with an ellipsis instead): a line that cannot
              shrink widened the whole form past a 360 px screen once the slot showed its failure. */}
          <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
            {/* Stays mounted so changes are announced; busy holds back the percentages until the outcome. */}
            <span id={statusId} role="status" aria-busy={busy} className="block font-medium text-ink">
              {busy ? (
                `Uploading... ${state.progress}%`
              ) : done ? (
                <>
                  Uploaded{" "}
                  <span className={cn(FILE_NAME, "font-normal text-muted")} title={state.fileLabel}>
                    {state.fileLabel}
                  </span>
                </>
              ) : state.status === "error" ? (
                "Upload failed, choose the file again"
              ) : (
                "Choose a file"
              )}
            </span>
            {!done && (
              // A long file name ends in an ellipsis (the whole name in its title; the text itself stays whole for screen readers).
              <span className={cn("block text-xs text-muted", busy && FILE_NAME)} title={busy ? state.fileLabel : undefined}>
                {busy ? state.fileLabel : locked ? CONSENT_FIRST : "PDF, JPG or PNG, up to 15MB"}
              </span>
            )}
          </span>
          {state.status === "error" && <TriangleAlert className="ml-auto size-4 shrink-0 text-nonveg" aria-hidden />}
        </label>
        {done &&
          (slot === "single" ? (
            <button type="button" onClick={change} className={SLOT_ACTION}>
              Change file
            </button>
          ) : (
            <label htmlFor={inputId} className={cn(SLOT_ACTION, "cursor-pointer")}>
              Replace
            </label>
          ))}
      </div>
      {(busy || done) && (
        <div
          role="progressbar"
          aria-label={`${SLOT_LABEL[slot]} upload for ${ownerLabel}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
          className="mt-3 h-1.5 overflow-hidden rounded-full bg-line"
        >
          <div className="h-full rounded-full bg-wine transition-[width] duration-200" style={{ width: `${state.progress}%` }} />
        </div>
      )}
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="file"
        accept={ID_FILE_ACCEPT}
        // aria-disabled, not disabled: a disabled input would drop keyboard focus mid-upload. Without consent it is
        // disabled outright (the tick sits just above).
        aria-disabled={busy}
        disabled={locked}
        onClick={(e) => busy && e.preventDefault()}
        aria-label={`${SLOT_LABEL[slot]} for ${ownerLabel}`}
        aria-describedby={statusId}
        className="sr-only"
        data-slot={slot}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void start(file);
        }}
      />
    </div>
  );
}

export interface IdUploadProps {
  who: Who;
  ownerLabel: string;
  mode: UploadMode;
  onModeChange: (mode: UploadMode) => void;
  onFileName: (slot: SlotName, name: string | null) => void;
  /** The reply's consent to share ID documents with the hotel is ticked. */
  consented?: boolean;
  /** The form fields each slot fills, and the mode's (the form posts them without JavaScript). */
  names?: Record<SlotName | "mode", string>;
}

export function IdUpload({ who, ownerLabel, mode, onModeChange, onFileName, consented = true, names }: IdUploadProps) {
  const generated = useId();
  const group = names?.mode ?? generated;
  const choices: [UploadMode, string][] = [
    ["single", "Single File (PDF/Image)"],
    ["separate", "Front & Back Separately"],
  ];
  return (
    <div className="grid gap-3" data-testid={`id-upload-${who}`} data-id-upload="">
      <div role="radiogroup" aria-label={`How to upload the ID of ${ownerLabel}`} className="grid grid-cols-2 gap-1 rounded-full bg-cream p-1">
        {choices.map(([value, label]) => (
          <label
            key={value}
            className={cn(
              "relative grid min-h-11 cursor-pointer place-items-center rounded-full px-2 text-center text-xs font-medium transition sm:text-sm",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wine",
              // Drawn from the radio itself, so the choice shows before the app runs and without it.
              "text-muted hover:text-ink has-[:checked]:bg-white has-[:checked]:text-wine has-[:checked]:shadow-sm",
            )}
          >
            <input type="radio" name={group} value={value} checked={mode === value} onChange={() => onModeChange(value)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
      {/* All slots stay mounted so a mode switch keeps what was uploaded; only the chosen mode's names are claimed.
          The stylesheet shows the checked mode's slots too (styles.css), for a choice made without the app. */}
      <div hidden={mode !== "single"} data-mode="single">
        <UploadSlot who={who} slot="single" ownerLabel={ownerLabel} consented={consented} name={names?.single} onFileName={(n) => onFileName("single", n)} />
      </div>
      <div hidden={mode !== "separate"} data-mode="separate" className="grid gap-3 sm:grid-cols-2">
        <UploadSlot who={who} slot="front" ownerLabel={ownerLabel} consented={consented} name={names?.front} onFileName={(n) => onFileName("front", n)} />
        <UploadSlot who={who} slot="back" ownerLabel={ownerLabel} consented={consented} name={names?.back} onFileName={(n) => onFileName("back", n)} />
      </div>
    </div>
  );
}
