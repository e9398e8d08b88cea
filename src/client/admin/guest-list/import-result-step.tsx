/** Step 3: what the import did, and the notes on rows read with a problem. */
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ImportResult } from "../../../shared/schemas/household-import";
import { ImportErrors } from "./import-notes";
import { resultSummary } from "./import-text";

export function ImportResultStep({ result }: { result: ImportResult }) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <p ref={said} tabIndex={-1} role="status" className="outline-none flex items-center gap-2 text-base font-semibold text-ink">
        <CircleCheck aria-hidden className="size-5 shrink-0 text-veg" />
        {resultSummary(result)}
      </p>
      {result.errors.length > 0 && (
        <section className="grid gap-2">
          <h3 className="font-sans text-sm font-semibold text-ink">Notes on rows</h3>
          <ImportErrors errors={result.errors} />
        </section>
      )}
      <p className="text-sm text-muted">The households are on the guest list now, each with its own invitation link.</p>
    </div>
  );
}
