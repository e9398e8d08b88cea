/** Step 2: the columns, the summary, the rows, the merges and the notes, as the server read them with this mapping. */
import { type ReactNode, useEffect, useRef } from "react";
import type { ImportField, ImportMapping, ImportPreview } from "../../../shared/schemas/household-import";
import { InlineSpinner } from "../../ui/spinner";
import { ImportMappingFields } from "./import-mapping";
import { ImportDuplicates, ImportErrors } from "./import-notes";
import { ImportRowsTable } from "./import-rows-table";
import { type MergeChoices, previewSummary } from "./import-text";

interface Props {
  preview: ImportPreview;
  /** The mapping shown: the preview's, or the one being read now. */
  mapping: ImportMapping;
  merges: MergeChoices;
  /** "updating" while the preview is read again with a new mapping; "importing" while the households are created. */
  busy: "updating" | "importing" | null;
  error: string | null;
  onMapping: (sheet: string, field: ImportField, header: string | null) => void;
  onMerge: (key: string, merge: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-sans text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

export function ImportPreviewStep({ preview, mapping, merges, busy, error, onMapping, onMerge }: Props) {
  // The file field the focus was on is gone: the focus moves to what the file gave, inside the dialog.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => summaryRef.current?.focus(), []);
  return (
    <div className="grid gap-5" aria-busy={busy === "updating" || undefined}>
      <div className="grid gap-1">
        <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="text-base font-semibold text-ink outline-none" data-testid="import-summary">
          {previewSummary(preview, merges)}
        </p>
        {busy === "updating" && <InlineSpinner label="Reading the spreadsheet again with these columns…" />}
        {error && (
          <p role="alert" className="rounded-lg border border-nonveg/25 bg-[#fdf1f0] px-3 py-2 text-sm text-[#7f1d1d]">
            {error}
          </p>
        )}
      </div>
      <Section title="Columns">
        <p className="text-xs text-muted">Choose which column holds each detail. The preview is read again after each change.</p>
        <ImportMappingFields mapping={mapping} headers={preview.headers} disabled={busy === "importing"} onChange={onMapping} />
      </Section>
      <div className={busy === "updating" ? "grid gap-5 opacity-60" : "grid gap-5"}>
        <Section title={`Rows (${preview.rows.length.toLocaleString("en-IN")})`}>
          <ImportRowsTable rows={preview.rows} />
        </Section>
        <Section title="Same household?">
          <ImportDuplicates duplicates={preview.duplicates} rows={preview.rows} merges={merges} disabled={busy !== null} onMerge={onMerge} />
        </Section>
        <Section title={`Notes (${preview.errors.length.toLocaleString("en-IN")})`}>
          <ImportErrors errors={preview.errors} />
        </Section>
      </div>
    </div>
  );
}
