import { useQuery } from "@tanstack/react-query";
import { dayLabel } from "../../../shared/day-labels";
import { formatTimeRange } from "../../../shared/time-range";
import { trpc } from "../../trpc";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";

/** Timeline Events Management (first cut: the list). */
export function TimelineTab() {
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  return (
    <Card>
      <CardHeader title="Timeline Events Management" />
      <CardBody>
        {events.isPending ? (
          <Spinner />
        ) : events.isError ? (
          <ErrorState message="Could not load the timeline." />
        ) : events.data.length === 0 ? (
          <EmptyState title="No events yet" />
        ) : (
          <ul className="divide-y divide-line">
            {events.data.map((e) => (
              <li key={e.id} className="py-2 text-sm">
                <span className="font-medium text-ink">{e.eventName}</span> · {dayLabel(wedding.data?.weddingDate, e.day)} ·{" "}
                {formatTimeRange(e.time, e.toTime)} · {e.place}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
