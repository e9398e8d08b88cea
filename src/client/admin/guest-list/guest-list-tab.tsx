/**
 * The Guest List tab: households invited before anyone replies. The numbers at the top, search and filters,
 * the dense table, and for the planner and owner: add, import, bulk edit of the selected rows, and each row's
 * send, link and edit buttons. The desk reads only (its list carries no invitation links).
 */
import { useQuery } from "@tanstack/react-query";
import { ListChecks, Plus, Printer, SearchX, SquarePen } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { Household } from "../../../shared/schemas/households";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { SearchBox } from "../list-controls";
import { useRoleAllows } from "../use-role";
import { BulkEditDialog } from "./bulk-edit-dialog";
import { GuestListFilterBar } from "./guest-list-filters";
import { allTags, type GuestListFilters, hasFilters, matchesHousehold, NO_FILTERS, passesFilters } from "./guest-list-model";
import { GuestListStats } from "./guest-list-stats";
import { HouseholdFormDialog } from "./household-form-dialog";
import { HouseholdTable } from "./household-table";
import { ImportGuestListButton } from "./import-button";
import { ChaseViews, GuestListViews, type GuestListView } from "./guest-list-views";
import { PrintViewLink } from "../print/print-link";

/** The functions a household can be invited to (those that ask guests whether they come), in itinerary order. */
export function useAskedEvents() {
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  return useMemo(
    () =>
      new Map(
        (events.data ?? [])
          .filter((e) => e.asksAttendance)
          .sort((a, b) => a.day - b.day || a.displayOrder - b.displayOrder || a.id - b.id)
          .map((e) => [e.id, e.eventName] as const),
      ),
    [events.data],
  );
}

export function GuestListTab({ rsvps }: { rsvps: readonly Rsvp[] }) {
  const canChase = useRoleAllows("planner");
  const [view, setView] = useState<GuestListView>("households");
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {canChase && <GuestListViews view={view} onChange={setView} />}
      {view === "households" || !canChase ? <HouseholdsView rsvps={rsvps} /> : <ChaseViews view={view} />}
    </div>
  );
}

function HouseholdsView({ rsvps }: { rsvps: readonly Rsvp[] }) {
  const list = useQuery(trpc.admin.households.queryOptions());
  const asked = useAskedEvents();
  const canChange = useRoleAllows("planner");
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const [filters, setFilters] = useState<GuestListFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Household | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);

  const households = useMemo(() => list.data?.data ?? [], [list.data]);
  const replies = useMemo(() => new Map(rsvps.map((r) => [r.id, r])), [rsvps]);
  const tags = useMemo(() => allTags(households), [households]);
  const shown = useMemo(() => households.filter((h) => matchesHousehold(h, deferred) && passesFilters(h, filters)), [households, deferred, filters]);
  // Only rows still on the list count (a deleted household drops out of the selection).
  const chosen = households.filter((h) => selected.has(h.id));

  const select = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const openForm = (h: Household | null) => {
    setEditing(h);
    setFormOpen(true);
  };

  if (list.isPending) return <Spinner label="Loading the guest list..." />;
  if (list.isError && !list.data) return <ErrorState message="Failed to load the guest list. Please refresh the page to try again." />;

  const addButton = canChange && (
    <Button onClick={() => openForm(null)} className="shrink-0">
      <Plus aria-hidden /> Add household
    </Button>
  );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {households.length > 0 && <GuestListStats households={households} replies={replies} />}
      {households.length === 0 ? (
        <EmptyState icon={<ListChecks className="size-8" aria-hidden />} title="No households yet">
          {canChange ? "Add one or import the families' spreadsheets." : "Nobody is on the guest list yet."}
          {canChange && (
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              {addButton}
              <ImportGuestListButton />
            </div>
          )}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <SearchBox value={query} onChange={setQuery} placeholder="Search names, phone, notes..." label="Search the guest list" />
            {canChange && (
              <div className="flex flex-wrap gap-2">
                {addButton}
                <ImportGuestListButton />
                <PrintViewLink view="invitation-cards">
                  <Printer aria-hidden /> Print cards
                </PrintViewLink>
              </div>
            )}
          </div>
          <GuestListFilterBar filters={filters} onChange={setFilters} tags={tags} asked={asked} />
          <div className="flex min-h-9 flex-wrap items-center justify-between gap-2 text-sm text-muted">
            <span aria-live="polite">
              {shown.length === households.length ? `${households.length} households` : `${shown.length} of ${households.length} households`}
            </span>
            {canChange && chosen.length > 0 && (
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink">{chosen.length} selected</span>
                <Button size="sm" variant="outline" onClick={() => setBulkOpen(true)}>
                  <SquarePen aria-hidden /> Edit selected
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              </div>
            )}
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={<SearchX className="size-8" aria-hidden />} title="No matching households">
              Try other words, or clear the filters.
              <div className="mt-3 flex justify-center gap-2">
                {query && (
                  <Button variant="outline" size="sm" onClick={() => setQuery("")}>
                    Clear search
                  </Button>
                )}
                {hasFilters(filters) && (
                  <Button variant="outline" size="sm" onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                )}
              </div>
            </EmptyState>
          ) : (
            <HouseholdTable households={shown} replies={replies} asked={asked} canChange={canChange} selected={selected} onSelect={select} onEdit={openForm} />
          )}
        </>
      )}
      {canChange && (
        <>
          <HouseholdFormDialog household={editing} open={formOpen} onOpenChange={setFormOpen} asked={asked} />
          <BulkEditDialog households={chosen} open={bulkOpen} onOpenChange={setBulkOpen} asked={asked} onDone={() => setSelected(new Set())} />
        </>
      )}
    </div>
  );
}
