/** Step 2, the rows: a dense table that scrolls sideways inside the dialog on a phone; long lists open on request. */
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { ImportRow } from "../../../shared/schemas/household-import";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { functionsText, phoneText, sideText } from "./import-text";

/** Rows shown before "Show all": enough to check the columns, light on a cheap phone. */
const FIRST_ROWS = 100;

export function ImportRowsTable({ rows }: { rows: ImportRow[] }) {
  const [all, setAll] = useState(false);
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  const names = useMemo(() => new Map((events.data ?? []).map((e) => [e.id, e.eventName])), [events.data]);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  if (rows.length === 0) return <p className="text-sm text-muted">No rows to import yet. Check that the Name column is chosen above.</p>;
  return (
    <div className="grid gap-2">
      <div
        role="region"
        aria-label="Rows to import"
        // Focusable so the table can be scrolled sideways with the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-wine/40"
      >
        <table className="w-full min-w-[46rem] border-collapse text-left text-xs">
          <thead className="bg-cream/60 text-muted">
            <tr>
              {["Row", "Name", "Phone", "Side", "Seats", "Functions", "Notes"].map((h) => (
                <th key={h} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.ref} className={cn("border-t border-line align-top", r.existingId !== null && "bg-ivory text-muted")}>
                <td className="px-2 py-1.5 whitespace-nowrap text-muted">{r.ref}</td>
                <td className="px-2 py-1.5">
                  <span className={cn("font-medium", r.existingId === null ? "text-ink" : "line-through")}>{r.name}</span>
                  {r.existingId !== null && <span className="block text-[11px] text-gold-ink">Already on the list, skipped</span>}
                </td>
                <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">{phoneText(r.phone) || <span className="text-muted">—</span>}</td>
                <td className="px-2 py-1.5">{sideText(r.side)}</td>
                <td className="px-2 py-1.5 tabular-nums">{r.seats}</td>
                <td className="px-2 py-1.5">{functionsText(r.events, names)}</td>
                <td className="max-w-[16rem] px-2 py-1.5 break-words">{r.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!all && rows.length > FIRST_ROWS && (
        <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setAll(true)}>
          Show all {rows.length.toLocaleString("en-IN")} rows
        </Button>
      )}
    </div>
  );
}
