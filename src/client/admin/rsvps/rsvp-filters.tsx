/** The RSVP list's view switch (Cards / Table), filter chips, and the function and pickup point choices. */
import { LayoutGrid, Rows3 } from "lucide-react";
import { RSVP_FILTER_LABELS, RSVP_FILTERS, type RsvpFilter, type RsvpView } from "../../../shared/admin-list";
import { cn } from "../../ui/cn";
import { Select } from "../../ui/select";

const HINTS: Record<RsvpFilter, string> = {
  attending: "Replies that accept",
  "not-attending": "Replies that decline",
  "id-missing": "Attending replies where someone has no ID document yet",
  "no-room": "Attending replies without a room",
  "has-travel": "Replies that gave an arrival or a departure",
  "no-travel": "Attending replies that gave neither an arrival nor a departure",
  "not-on-list": "Replies from the open form that match no household on the guest list",
};

export function ViewSwitch({ view, onChange }: { view: RsvpView; onChange: (v: RsvpView) => void }) {
  const option = (v: RsvpView, label: string, Icon: typeof LayoutGrid) => (
    <button
      type="button"
      aria-pressed={view === v}
      onClick={() => onChange(v)}
      className={cn(
        "inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors [&_svg]:size-4",
        view === v ? "bg-white text-wine shadow-sm" : "text-muted hover:text-ink",
      )}
    >
      <Icon aria-hidden /> {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex shrink-0 rounded-lg border border-line bg-cream p-0.5">
      {option("cards", "Cards", LayoutGrid)}
      {option("table", "Table", Rows3)}
    </div>
  );
}

export function FilterChips({ active, onChange }: { active: readonly RsvpFilter[]; onChange: (f: RsvpFilter[]) => void }) {
  const toggle = (f: RsvpFilter) => onChange(active.includes(f) ? active.filter((x) => x !== f) : RSVP_FILTERS.filter((x) => x === f || active.includes(x)));
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-center gap-1.5">
      {RSVP_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={active.includes(f)}
          title={HINTS[f]}
          onClick={() => toggle(f)}
          className={cn(
            "inline-flex min-h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors",
            active.includes(f) ? "border-wine bg-wine text-white" : "border-line bg-white text-ink hover:border-wine/40",
          )}
        >
          {RSVP_FILTER_LABELS[f]}
        </button>
      ))}
      {active.length > 0 && (
        <button type="button" onClick={() => onChange([])} className="px-1.5 text-sm font-medium text-wine underline-offset-4 hover:underline">
          Clear filters
        </button>
      )}
    </div>
  );
}

const ANY = "any";

/**
 * "Any function" or one function that asks attendance (replies where someone attends it), and "Any pickup
 * point" or one point (replies arriving or leaving through it). A select is left out while it has nothing to offer.
 */
export function FunctionPointFilters({
  functions,
  points,
  fn,
  point,
  onChange,
}: {
  functions: readonly { id: number; eventName: string }[];
  points: readonly { id: number; name: string }[];
  fn: number | undefined;
  point: number | undefined;
  onChange: (patch: { fn?: number; point?: number }) => void;
}) {
  const pick = (v: string) => (v === ANY ? undefined : Number(v));
  return (
    <>
      {functions.length > 0 && (
        <Select
          aria-label="Function"
          value={fn !== undefined ? String(fn) : ANY}
          onValueChange={(v) => onChange({ fn: pick(v), point })}
          options={[{ value: ANY, label: "Any function" }, ...functions.map((e) => ({ value: String(e.id), label: e.eventName }))]}
          className="w-auto min-w-40 sm:w-48"
        />
      )}
      {points.length > 0 && (
        <Select
          aria-label="Pickup point"
          value={point !== undefined ? String(point) : ANY}
          onValueChange={(v) => onChange({ fn, point: pick(v) })}
          options={[{ value: ANY, label: "Any pickup point" }, ...points.map((p) => ({ value: String(p.id), label: p.name }))]}
          className="w-auto min-w-40 sm:w-48"
        />
      )}
    </>
  );
}
