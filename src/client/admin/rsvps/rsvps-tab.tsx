/** RSVPs tab: stat cards, search, page size, Add RSVP, one card per RSVP, pagination and the two empty states. */
import { Inbox, Plus, SearchX } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { matchesRsvp, paginate, showingText } from "../../../shared/admin-list";
import { DEFAULT_PAGE_SIZE } from "../../../shared/constants";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/states";
import { Pager, PageSizeSelect, SearchBox } from "../list-controls";
import { ReplyDialog } from "./reply-dialog";
import { RsvpCard } from "./rsvp-card";
import { RsvpStats } from "./rsvp-stats";

export function RsvpsTab({ rsvps }: { rsvps: Rsvp[] }) {
  const [query, setQuery] = useState("");
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [pageNo, setPageNo] = useState(1);
  const deferred = useDeferredValue(query);
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button onClick={() => setAdding(true)} className="shrink-0">
      <Plus aria-hidden /> Add RSVP
    </Button>
  );

  const filtered = useMemo(() => rsvps.filter((r) => matchesRsvp(r, deferred)), [rsvps, deferred]);
  const page = paginate(filtered, pageNo, size);

  const search = (v: string) => {
    setQuery(v);
    setPageNo(1);
  };
  const goTo = (n: number) => {
    setPageNo(n);
    document.getElementById("rsvp-list")?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <RsvpStats rsvps={rsvps} />
      {rsvps.length === 0 ? (
        <EmptyState icon={<Inbox className="size-8" aria-hidden />} title="No RSVP Responses Yet">
          RSVP submissions will appear here once guests start responding.
          <div className="mt-4 flex justify-center">{addButton}</div>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <SearchBox value={query} onChange={search} placeholder="Search guests, phone, status..." />
            <PageSizeSelect
              value={size}
              onChange={(n) => {
                setSize(n);
                setPageNo(1);
              }}
            />
            {addButton}
          </div>
          <div id="rsvp-list" className="flex scroll-mt-4 flex-wrap items-center justify-between gap-2 text-sm text-muted">
            <span aria-live="polite">{showingText(page)}</span>
            {query && (
              <button type="button" onClick={() => search("")} className="font-medium text-wine underline-offset-4 hover:underline">
                Clear search
              </button>
            )}
          </div>
          {filtered.length === 0 ? (
            <EmptyState icon={<SearchX className="size-8" aria-hidden />} title="No Matching RSVPs">
              Try adjusting your search terms.
            </EmptyState>
          ) : (
            <div className="grid gap-3">
              {page.items.map((r) => (
                <RsvpCard key={r.id} rsvp={r} />
              ))}
            </div>
          )}
          <Pager page={page} onPage={goTo} />
        </>
      )}
      <ReplyDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
