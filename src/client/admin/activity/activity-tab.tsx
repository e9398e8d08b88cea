/**
 * Activity (issue 17, item 3): who did what and when, newest first, 50 to a page, for the owner and planners.
 * A dense table from sm up; stacked lines on a phone. Times at the venue, naming the zone.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useState } from "react";
import { ACTIVITY_PAGE_SIZE_DEFAULT, type ActivityEntry } from "../../../shared/schemas/activity";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useVenueZone, venueTime } from "../venue-time";
import { actionLabel, actorLabel } from "./activity-labels";

const cell = "px-3 py-2 align-top text-left";

/** An edit's detail: what was edited, then each change ("Bride's name: Priya → Anita") on its own line. */
function Detail({ text }: { text: string }) {
  if (!text) return <>—</>;
  const [subject, ...changes] = text.split("\n");
  if (!changes.length) return <>{subject}</>;
  return (
    <>
      <span className="font-medium text-ink">{subject}</span>
      <ul className="mt-0.5 grid gap-0.5">
        {changes.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </>
  );
}

function Rows({ entries, zone }: { entries: ActivityEntry[]; zone: string }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-sm sm:table" data-testid="activity-table">
        <thead className="border-b border-line text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={`${cell} w-44`}>
              When
            </th>
            <th scope="col" className={`${cell} w-44`}>
              Who
            </th>
            <th scope="col" className={`${cell} w-56`}>
              What
            </th>
            <th scope="col" className={cell}>
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((e) => (
            <tr key={e.id} data-testid="activity-row" className="hover:bg-ivory/60">
              <td className={`${cell} whitespace-nowrap text-muted tabular-nums`}>{venueTime(e.at, zone)}</td>
              <td className={`${cell} font-medium text-ink`}>{actorLabel(e)}</td>
              <td className={`${cell} text-ink`}>{actionLabel(e.action)}</td>
              <td className={`${cell} text-muted [overflow-wrap:anywhere]`}>
                <Detail text={e.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-line sm:hidden" data-testid="activity-list">
        {entries.map((e) => (
          <li key={e.id} className="grid gap-0.5 py-2.5 text-sm">
            <span className="text-ink">
              <span className="font-medium">{actorLabel(e)}</span> · {actionLabel(e.action)}
            </span>
            {e.detail && (
              <span className="text-muted [overflow-wrap:anywhere]">
                <Detail text={e.detail} />
              </span>
            )}
            <span className="text-xs text-muted tabular-nums">{venueTime(e.at, zone)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ActivityTab() {
  const [page, setPage] = useState(1);
  const zone = useVenueZone();
  const query = useQuery({ ...trpc.admin.activity.queryOptions({ page, pageSize: ACTIVITY_PAGE_SIZE_DEFAULT }), placeholderData: keepPreviousData });
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.total ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.entries.length - (data.entries.length ? 1 : 0) : 0;

  return (
    <Card>
      <CardHeader
        title="Activity"
        description="Who changed what and when: replies, wedding details, the itinerary, travel, the team, ID documents and exports, newest first."
        actions={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
            Refresh
          </Button>
        }
      />
      <div className="grid gap-3 p-4 sm:p-5">
        {query.isPending ? (
          <Spinner label="Loading activity..." />
        ) : query.isError && !data ? (
          <ErrorState message="Failed to load the activity. Please try Refresh." />
        ) : !data || data.total === 0 ? (
          <>
            {query.isError && <ErrorState message="Failed to load the activity. Showing the last page loaded." />}
            <EmptyState icon={<History className="size-8" aria-hidden />} title="No activity yet">
              Logins, replies you add or change, ID documents opened, exports and deletions will be listed here.
            </EmptyState>
          </>
        ) : (
          <>
            {query.isError && <ErrorState message="Failed to load the activity. Showing the last page loaded." />}
            <p className="text-sm text-muted">
              Showing {from} to {to} of {data.total} entries · times in the venue&apos;s zone
            </p>
            <Rows entries={data.entries} zone={zone} />
            {pageCount > 1 && (
              <div className="flex items-center justify-between gap-2 pt-1">
                <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                  Newer
                </Button>
                <span className="text-sm text-muted tabular-nums">
                  Page {data.page} of {pageCount}
                </span>
                <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
                  Older
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
