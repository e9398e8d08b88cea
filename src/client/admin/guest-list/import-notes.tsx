/** Step 2, what needs the planner's eye: rows offered as one household (each merge can be un-ticked) and the notes. */
import { useId, useState } from "react";
import type { ImportDuplicate, ImportError, ImportRow } from "../../../shared/schemas/household-import";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import type { MergeChoices } from "./import-text";

const REASONS = { phone: "Same phone number", name: "Same name" } as const;

function MergeGroup({
  group,
  rows,
  merge,
  disabled,
  onMerge,
}: {
  group: ImportDuplicate;
  rows: Map<string, ImportRow>;
  merge: boolean;
  disabled?: boolean;
  onMerge: (merge: boolean) => void;
}) {
  const id = useId();
  return (
    <li
      className="grid gap-2 rounded-lg border border-line p-3"
      aria-label={`${REASONS[group.reason]}: ${group.refs.map((ref) => rows.get(ref)?.name ?? ref).join(", ")}`}
    >
      <p className="text-xs font-medium text-muted">{REASONS[group.reason]}</p>
      <ul className="grid gap-0.5 text-sm text-ink">
        {group.refs.map((ref) => (
          <li key={ref}>
            {rows.get(ref)?.name ?? ref} <span className="text-xs text-muted">({ref})</span>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={merge} disabled={disabled} onCheckedChange={(v) => onMerge(v === true)} />
        <label htmlFor={id} className="text-sm text-ink">
          Merge into one household
        </label>
      </div>
      {!merge && <p className="text-xs text-muted">Imported as {group.refs.length} separate households.</p>}
    </li>
  );
}

export function ImportDuplicates({
  duplicates,
  rows,
  merges,
  disabled,
  onMerge,
}: {
  duplicates: ImportDuplicate[];
  rows: ImportRow[];
  merges: MergeChoices;
  disabled?: boolean;
  onMerge: (key: string, merge: boolean) => void;
}) {
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  if (duplicates.length === 0) return <p className="text-sm text-muted">No two rows look like the same household.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Rows that look like one household">
      {duplicates.map((d) => (
        <MergeGroup key={d.key} group={d} rows={byRef} merge={merges[d.key] ?? d.merge} disabled={disabled} onMerge={(m) => onMerge(d.key, m)} />
      ))}
    </ul>
  );
}

const FIRST_NOTES = 50;

export function ImportErrors({ errors }: { errors: ImportError[] }) {
  const [all, setAll] = useState(false);
  if (errors.length === 0) return <p className="text-sm text-muted">Every row was read without a problem.</p>;
  const shown = all ? errors : errors.slice(0, FIRST_NOTES);
  return (
    <div className="grid gap-1">
      <ul className="grid gap-1 text-sm" aria-label="Notes on rows">
        {shown.map((e, i) => (
          <li key={`${e.ref}-${i}`} className="text-ink">
            <span className="font-medium whitespace-nowrap">
              {e.sheet}, line {e.line}:
            </span>{" "}
            {e.message}
          </li>
        ))}
      </ul>
      {!all && errors.length > FIRST_NOTES && (
        <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setAll(true)}>
          Show all {errors.length.toLocaleString("en-IN")} notes
        </Button>
      )}
    </div>
  );
}
