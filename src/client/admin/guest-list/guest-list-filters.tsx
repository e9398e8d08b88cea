/** The Guest List's filters: status, side, tag and function (a household invited to all functions is in each). */
import { HOUSEHOLD_STATUSES } from "../../../shared/schemas/households";
import { Select } from "../../ui/select";
import { type AskedEvents, type GuestListFilters, hasFilters, NO_FILTERS, SIDE_LABELS, STATUS_LABELS } from "./guest-list-model";

// Radix Select has no empty value: "all" stands for no filter.
const ALL = "all";
const pick = (v: string) => (v === ALL ? "" : v);

const STATUS_OPTIONS = [
  { value: ALL, label: "Any status" },
  { value: "not-replied", label: "Not replied yet" },
  ...HOUSEHOLD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const SIDE_OPTIONS = [
  { value: ALL, label: "Both sides" },
  ...Object.entries(SIDE_LABELS).map(([value, label]) => ({ value, label: value === "both" ? "Both families" : `${label}'s side` })),
  { value: "none", label: "Side not set" },
];

export function GuestListFilterBar({
  filters,
  onChange,
  tags,
  asked,
}: {
  filters: GuestListFilters;
  onChange: (f: GuestListFilters) => void;
  tags: readonly string[];
  asked: AskedEvents;
}) {
  const set = (patch: Partial<GuestListFilters>) => onChange({ ...filters, ...patch });
  const cls = "w-auto min-w-0 flex-1 sm:max-w-52 sm:flex-none";
  return (
    <div role="group" aria-label="Filters" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
      <Select
        aria-label="Status"
        value={filters.status || ALL}
        onValueChange={(v) => set({ status: pick(v) as GuestListFilters["status"] })}
        options={STATUS_OPTIONS}
        className={cls}
      />
      <Select
        aria-label="Side"
        value={filters.side || ALL}
        onValueChange={(v) => set({ side: pick(v) as GuestListFilters["side"] })}
        options={SIDE_OPTIONS}
        className={cls}
      />
      <Select
        aria-label="Tag"
        value={filters.tag || ALL}
        onValueChange={(v) => set({ tag: pick(v) })}
        options={[{ value: ALL, label: "Any tag" }, ...tags.map((t) => ({ value: t.toLowerCase(), label: t }))]}
        className={cls}
        disabled={tags.length === 0}
      />
      <Select
        aria-label="Function"
        value={filters.event || ALL}
        onValueChange={(v) => set({ event: pick(v) })}
        options={[{ value: ALL, label: "Any function" }, ...[...asked].map(([id, name]) => ({ value: String(id), label: name }))]}
        className={cls}
        disabled={asked.size === 0}
      />
      {hasFilters(filters) && (
        <button
          type="button"
          onClick={() => onChange(NO_FILTERS)}
          className="col-span-2 justify-self-start px-1.5 text-sm font-medium text-wine underline-offset-4 hover:underline"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
