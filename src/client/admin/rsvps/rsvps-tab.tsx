/**
 * RSVPs tab: stat cards, search, page size, Add RSVP, the Cards / Table switch, filters and sort, the list
 * (one card per RSVP, or one table row per reply whose click opens its card), pagination and the two empty
 * states. Search, view, filters, sort and page live in the address (see url-state.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { Inbox, Plus, SearchX } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import {
  attendsFunction,
  DEFAULT_DIR,
  matchesRsvp,
  paginate,
  parseFilters,
  passesFilters,
  type RsvpFilter,
  type RsvpSort,
  showingText,
  type SortDir,
  sortRsvps,
  travelIndex,
  usesPoint,
} from "../../../shared/admin-list";
import { DEFAULT_PAGE_SIZE } from "../../../shared/constants";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Select } from "../../ui/select";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useRoleAllows } from "../use-role";
import { Pager, PageSizeSelect, SearchBox } from "../list-controls";
import { ReplyDialog } from "./reply-dialog";
import { RsvpCard } from "./rsvp-card";
import { useAskedEvents } from "./person-functions";
import { FilterChips, FunctionPointFilters, ViewSwitch } from "./rsvp-filters";
import { RsvpStats } from "./rsvp-stats";
import { RsvpTable } from "./rsvp-table";
import { type DashboardUrl, useRsvpView, useSearchText } from "./url-state";

const SORT_OPTIONS = [
  { value: "none", label: "Order received" },
  { value: "name-asc", label: "Name (A to Z)" },
  { value: "name-desc", label: "Name (Z to A)" },
  { value: "date-desc", label: "Newest change first" },
  { value: "date-asc", label: "Oldest change first" },
  { value: "party-desc", label: "Largest party first" },
  { value: "party-asc", label: "Smallest party first" },
] as const;

/**
 * Replies with an arrival or a departure, with their train and flight numbers and points. Asked for while a
 * travel filter or a pickup point is chosen (the list waits for it), or while searching (numbers match once it is in).
 */
function useTravelIds(needed: boolean, searching: boolean) {
  const travel = useQuery({ ...trpc.admin.travel.queryOptions(), enabled: needed || searching });
  const ids = useMemo(() => travelIndex([...(travel.data?.arrivals ?? []), ...(travel.data?.departures ?? [])]), [travel.data]);
  return { ids, pending: needed && travel.isPending, failed: needed && travel.isError && !travel.data };
}

export function RsvpsTab({ rsvps, url }: { rsvps: Rsvp[]; url: DashboardUrl }) {
  const { search } = url;
  const [query, type] = useSearchText(url);
  const [view, setView] = useRsvpView(url);
  const filters = useMemo(() => parseFilters(search.filter), [search.filter]);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const deferred = useDeferredValue(query);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const travel = useTravelIds(filters.includes("has-travel") || filters.includes("no-travel") || search.point !== undefined, deferred.trim() !== "");
  const functions = useAskedEvents();
  const points = useQuery(trpc.guest.pickupPoints.queryOptions());
  // The desk reads replies but adds none (issue 17).
  const canChange = useRoleAllows("planner");
  const addButton = canChange ? (
    <Button onClick={() => setAdding(true)} className="shrink-0">
      <Plus aria-hidden /> Add RSVP
    </Button>
  ) : null;

  const filtered = useMemo(
    () =>
      sortRsvps(
        rsvps.filter(
          (r) =>
            matchesRsvp(r, deferred, travel.ids) &&
            passesFilters(r, filters, travel.ids) &&
            (search.fn === undefined || attendsFunction(r, search.fn)) &&
            (search.point === undefined || usesPoint(r, search.point, travel.ids)),
        ),
        search.sort,
        search.dir,
      ),
    [rsvps, deferred, filters, travel.ids, search.fn, search.point, search.sort, search.dir],
  );
  const page = paginate(filtered, search.page ?? 1, size);
  // The reply open in the dialog, as the list now has it (an edit shows at once; a deleted reply closes it).
  const open = openId ? rsvps.find((r) => r.id === openId) : undefined;

  const setFilters = (f: RsvpFilter[]) => url.set({ filter: f.join(",") || undefined, page: undefined });
  const filtering = filters.length > 0 || search.fn !== undefined || search.point !== undefined;
  const clearFilters = () => url.set({ filter: undefined, fn: undefined, point: undefined, page: undefined });
  const setSort = (sort: RsvpSort | undefined, dir: SortDir | undefined) => url.set({ sort, dir, page: undefined });
  const goTo = (n: number) => {
    url.set({ page: n > 1 ? n : undefined });
    document.getElementById("rsvp-list")?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  const list = travel.pending ? (
    <Spinner label="Loading travel..." />
  ) : travel.failed ? (
    <ErrorState message="Failed to load travel" />
  ) : filtered.length === 0 ? (
    <EmptyState icon={<SearchX className="size-8" aria-hidden />} title="No Matching RSVPs">
      Try adjusting your search terms.
      {filtering && (
        <div className="mt-3">
          <Button variant="outline" size="sm" onClick={clearFilters}>
            Clear filters
          </Button>
        </div>
      )}
    </EmptyState>
  ) : view === "table" ? (
    <RsvpTable rsvps={page.items} sort={search} onSort={(s) => setSort(s.sort, s.dir)} onOpen={(r) => setOpenId(r.id)} />
  ) : (
    <div className="grid gap-3">
      {page.items.map((r) => (
        <RsvpCard key={r.id} rsvp={r} />
      ))}
    </div>
  );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <RsvpStats rsvps={rsvps} />
      {rsvps.length === 0 ? (
        <EmptyState icon={<Inbox className="size-8" aria-hidden />} title="No RSVP Responses Yet">
          RSVP submissions will appear here once guests start responding.
          <div className="mt-4 flex justify-center">{addButton}</div>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <SearchBox value={query} onChange={type} placeholder="Search guests, phone, status..." />
            <PageSizeSelect
              value={size}
              onChange={(n) => {
                setSize(n);
                url.set({ page: undefined }, { replace: true });
              }}
            />
            {addButton}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ViewSwitch view={view} onChange={setView} />
            <FilterChips active={filters} onChange={setFilters} />
            <FunctionPointFilters
              functions={functions}
              points={points.data ?? []}
              fn={search.fn}
              point={search.point}
              onChange={(patch) => url.set({ ...patch, page: undefined })}
            />
            {view === "cards" && (
              <Select
                value={search.sort ? `${search.sort}-${search.dir ?? DEFAULT_DIR[search.sort]}` : "none"}
                onValueChange={(v) => {
                  const [sort, dir] = v === "none" ? [] : (v.split("-") as [RsvpSort, SortDir]);
                  setSort(sort, dir);
                }}
                options={SORT_OPTIONS}
                aria-label="Sort by"
                className="w-auto min-w-44 sm:ml-auto sm:w-52"
              />
            )}
          </div>
          <div id="rsvp-list" className="flex scroll-mt-4 flex-wrap items-center justify-between gap-2 text-sm text-muted">
            <span aria-live="polite">{showingText(page)}</span>
            {query && (
              <button type="button" onClick={() => type("")} className="font-medium text-wine underline-offset-4 hover:underline">
                Clear search
              </button>
            )}
          </div>
          {list}
          {!travel.pending && !travel.failed && <Pager page={page} onPage={goTo} />}
        </>
      )}
      <ReplyDialog open={adding} onOpenChange={setAdding} />
      <Dialog open={Boolean(open)} onOpenChange={(o) => !o && setOpenId(null)}>
        {open && (
          <DialogContent title={`Reply of ${open.primaryGuestName}`} size="lg" className="max-w-5xl!">
            <RsvpCard rsvp={open} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
