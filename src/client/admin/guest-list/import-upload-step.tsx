/** Step 1: choose the families' spreadsheet (or drop it here); it is read at once for the preview. */
import { FileSpreadsheet } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../ui/cn";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

interface Props {
  busy: boolean;
  /** 0..1 while the file goes up. */
  progress: number;
  fileName: string | null;
  error: string | null;
  /** Back from the preview ("Choose another file"): the focus starts on the file field. */
  focusOnMount?: boolean;
  onFile: (file: File) => void;
}

export function ImportUploadStep({ busy, progress, fileName, error, focusOnMount, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const inputId = useId();
  const errorId = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">
        Every sheet of an Excel file is read, or one CSV file. The columns are recognised by their headings (Name, Phone, Side, Seats, Functions…); you can
        change them in the next step. Nothing is added to the guest list until you press Import.
      </p>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          "grid justify-items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors has-[:focus-visible]:border-wine",
          over ? "border-wine bg-cream" : "border-line bg-ivory/60",
        )}
      >
        <FileSpreadsheet aria-hidden className="size-8 text-gold" />
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          className="peer sr-only"
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onFile(file);
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            "inline-flex min-h-10 cursor-pointer items-center rounded-lg bg-wine px-4 text-sm font-medium text-white shadow-sm hover:bg-wine-dark",
            "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-wine",
            busy && "pointer-events-none opacity-50",
          )}
        >
          Choose a spreadsheet
        </label>
        <span className="text-xs text-muted">or drop an .xlsx or .csv file here (up to 5 MB)</span>
      </div>
      {busy && (
        <div role="status" className="grid gap-1.5">
          <span className="text-sm text-ink">
            {progress < 1 ? `Sending ${fileName ?? "the file"}… ${Math.round(progress * 100)}%` : `Reading ${fileName ?? "the file"}…`}
          </span>
          <div className="h-1.5 overflow-hidden rounded-full bg-cream">
            <div className="h-full bg-gold transition-[width]" style={{ width: `${Math.max(5, Math.round(progress * 100))}%` }} />
          </div>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="rounded-lg border border-nonveg/25 bg-[#fdf1f0] px-3 py-2 text-sm text-[#7f1d1d]">
          {error}
        </p>
      )}
    </div>
  );
}
