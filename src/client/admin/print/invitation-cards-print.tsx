/**
 * /admin/print/invitation-cards: every household's card (filtered like the Guest List: status, side, tag,
 * function), 4 or 8 to an A4 page, each with the QR code of its personal link. Planners and owners only: the
 * links are the households' replies' private links, which the desk does not get.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { weddingView } from "../../../shared/wedding-view";
import { trpc } from "../../trpc";
import { cn } from "../../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { GuestListFilterBar } from "../guest-list/guest-list-filters";
import { allTags, type GuestListFilters, NO_FILTERS, passesFilters } from "../guest-list/guest-list-model";
import { useAskedEvents } from "../guest-list/guest-list-tab";
import { useAdminRole } from "../use-role";
import { roleAllows } from "../../../shared/roles";
import { type CardsPerPage, cardEvents, InvitationCard } from "./invitation-card";
import { PrintShell } from "./print-shell";

const chunks = <T,>(list: readonly T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export function InvitationCardsPrint() {
  const role = useAdminRole();
  const planner = roleAllows(role, "planner");
  const list = useQuery({ ...trpc.admin.households.queryOptions(), enabled: planner });
  const timeline = useQuery(trpc.guest.timelineEvents.queryOptions());
  const details = useQuery(trpc.guest.weddingDetails.queryOptions());
  const asked = useAskedEvents();
  const [filters, setFilters] = useState<GuestListFilters>(NO_FILTERS);
  const [perPage, setPerPage] = useState<CardsPerPage>(4);

  const households = useMemo(() => list.data?.data ?? [], [list.data]);
  const shown = useMemo(() => households.filter((h) => passesFilters(h, filters)), [households, filters]);
  const askedEvents = useMemo(
    () => (timeline.data ?? []).filter((e) => e.asksAttendance).sort((a, b) => a.day - b.day || a.displayOrder - b.displayOrder || a.id - b.id),
    [timeline.data],
  );
  const w = weddingView(details.data);
  const origin = window.location.origin;

  const body =
    role === null || (planner && (list.isPending || timeline.isPending)) ? (
      <Spinner label="Loading the guest list..." />
    ) : !planner ? (
      <ErrorState message="Only the couple and planners can print invitation cards: each card carries the household's private link." />
    ) : list.isError || timeline.isError ? (
      <ErrorState message="Failed to load the guest list. Please refresh the page to try again." />
    ) : households.length === 0 ? (
      <EmptyState title="No households yet">Add households in the Guest List tab; their cards appear here.</EmptyState>
    ) : (
      <>
        <div className="mb-4 grid gap-3 print:hidden">
          <GuestListFilterBar filters={filters} onChange={setFilters} tags={allTags(households)} asked={asked} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span aria-live="polite" className="text-muted">
              {shown.length} {shown.length === 1 ? "card" : "cards"} · {Math.ceil(shown.length / perPage)}{" "}
              {Math.ceil(shown.length / perPage) === 1 ? "page" : "pages"}
            </span>
            <fieldset className="flex items-center gap-1 rounded-full border border-line p-1">
              <legend className="sr-only">Cards per page</legend>
              {([4, 8] as const).map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-full px-3 py-1 has-[:checked]:bg-wine has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wine"
                >
                  <input type="radio" name="per-page" value={n} checked={perPage === n} onChange={() => setPerPage(n)} className="sr-only" />
                  {n} per page
                </label>
              ))}
            </fieldset>
          </div>
        </div>
        {shown.length === 0 ? (
          <p className="py-3 text-sm">No household matches these filters.</p>
        ) : (
          chunks(shown, perPage).map((page, i) => (
            <section
              key={i}
              aria-label={`Page ${i + 1}`}
              data-testid="card-page"
              className={cn(
                "mb-4 grid grid-cols-1 gap-[4mm] sm:grid-cols-2 print:mb-0 print:h-[250mm] print:grid-cols-2 print:break-after-page",
                perPage === 4 ? "print:grid-rows-2" : "print:grid-rows-4",
              )}
            >
              {page.map((h) => (
                <InvitationCard key={h.id} household={h} events={cardEvents(h, askedEvents)} w={w} origin={origin} perPage={perPage} />
              ))}
            </section>
          ))
        )}
      </>
    );

  return (
    <PrintShell title="Invitation cards" tab="guest-list" showZone={false} canPrint={planner && shown.length > 0}>
      {body}
    </PrintShell>
  );
}
