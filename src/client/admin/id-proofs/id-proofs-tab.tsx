/** ID Proofs tab: every RSVP's primary guest and family members with their documents, searchable and paged. */
import { IdCard, SearchX } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { matchesRsvp, paginate, showingText } from "../../../shared/admin-list";
import { DEFAULT_PAGE_SIZE } from "../../../shared/constants";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { Badge } from "../../ui/badge";
import { Card, CardHeader } from "../../ui/card";
import { EmptyState } from "../../ui/states";
import { useRoleAllows } from "../use-role";
import { Pager, PageSizeSelect, SearchBox } from "../list-controls";
import { IdProofLinks } from "./id-proof-links";
import { PurgeIdDocuments } from "./purge-dialog";
import { phoneForDisplay } from "../../../shared/phone-e164";

/** How many of the people who need a document (attending adults) have one. */
function idCoverage(rsvps: readonly Rsvp[]) {
  let needed = 0;
  let uploaded = 0;
  for (const r of rsvps) {
    if (r.rsvpStatus !== "yes") continue;
    for (const p of [r.idProofUrl, ...r.familyMembers.map((m) => m.idProofUrl)]) {
      needed += 1;
      if (p) uploaded += 1;
    }
  }
  return { needed, uploaded };
}

export function IdProofsTab({ rsvps }: { rsvps: Rsvp[] }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [pageNo, setPageNo] = useState(1);
  const filtered = useMemo(() => rsvps.filter((r) => matchesRsvp(r, deferred)), [rsvps, deferred]);
  const page = paginate(filtered, pageNo, size);
  const { needed, uploaded } = idCoverage(rsvps);
  // Deleting every document is the owner's alone (the server refuses anyone else too).
  const isOwner = useRoleAllows("owner");

  return (
    <Card>
      <CardHeader
        title="ID Proofs"
        description={`${uploaded} of ${needed} attending adults have uploaded an ID document.`}
        actions={isOwner ? <PurgeIdDocuments /> : undefined}
      />
      <div className="grid grid-cols-1 gap-3 p-4 sm:p-5">
        {rsvps.length === 0 ? (
          <EmptyState icon={<IdCard className="size-8" aria-hidden />} title="No RSVP Responses Yet">
            ID documents will appear here once guests upload them with their RSVP.
          </EmptyState>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <SearchBox
                value={query}
                onChange={(v) => {
                  setQuery(v);
                  setPageNo(1);
                }}
                placeholder="Search guests, phone, status..."
              />
              <PageSizeSelect
                value={size}
                onChange={(n) => {
                  setSize(n);
                  setPageNo(1);
                }}
              />
            </div>
            <p className="text-sm text-muted">{showingText(page)}</p>
            {filtered.length === 0 ? (
              <EmptyState icon={<SearchX className="size-8" aria-hidden />} title="No Matching RSVPs">
                Try adjusting your search terms.
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line rounded-lg border border-line">
                {page.items.map((r) => (
                  <li key={r.id} className="px-3 py-3 sm:px-4" data-testid="id-proof-row">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0 flex-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-ink">{r.primaryGuestName}</span>
                          {r.rsvpStatus === "yes" ? <Badge tone="success">Attending</Badge> : <Badge tone="danger">Not Attending</Badge>}
                        </div>
                        <div className="text-sm text-muted tabular-nums">{phoneForDisplay(r.primaryGuestPhone)}</div>
                      </div>
                      <div className="shrink-0">
                        <IdProofLinks
                          value={r.idProofUrl}
                          who={r.primaryGuestName}
                          declined={r.rsvpStatus !== "yes"}
                          deletedAt={r.idDeletedAt}
                          deletedBy={r.idDeletedBy}
                        />
                      </div>
                    </div>
                    {r.familyMembers.length > 0 && (
                      <ul className="mt-2 grid gap-1.5 border-l-2 border-gold-light pl-3">
                        {r.familyMembers.map((m) => (
                          <li key={m.id} className="flex items-center justify-between gap-3 text-sm">
                            <span className="min-w-0 text-ink">
                              {m.name} <span className="text-xs text-muted">· Family member</span>
                            </span>
                            <span className="shrink-0">
                              <IdProofLinks
                                value={m.idProofUrl}
                                who={m.name}
                                member
                                declined={r.rsvpStatus !== "yes"}
                                deletedAt={m.idDeletedAt}
                                deletedBy={m.idDeletedBy}
                              />
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} onPage={setPageNo} />
          </>
        )}
      </div>
    </Card>
  );
}
