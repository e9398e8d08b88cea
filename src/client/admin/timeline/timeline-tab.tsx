/** Timeline Events Management: Add Event, the add/edit form, and one list per day (1-3) in displayOrder. */
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Plus } from "lucide-react";
import { useState } from "react";
import { TIMELINE_DAY_MAX, TIMELINE_DAY_MIN } from "../../../shared/constants";
import { dayLabel } from "../../../shared/day-labels";
import type { TimelineEvent } from "../../../shared/schemas/timeline";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useLoadErrorToast } from "../load-error";
import { EventForm } from "./event-form";
import { EventRow } from "./event-row";

const DAYS = Array.from({ length: TIMELINE_DAY_MAX - TIMELINE_DAY_MIN + 1 }, (_, i) => TIMELINE_DAY_MIN + i);

export function TimelineTab() {
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  /** null: form closed; "new": add mode; an event: edit mode. */
  const [editing, setEditing] = useState<TimelineEvent | "new" | null>(null);
  const weddingDate = wedding.data?.weddingDate;
  useLoadErrorToast(events.error, "Failed to fetch timeline events");

  return (
    <Card>
      <CardHeader
        title="Timeline Events Management"
        description="What guests see on the itinerary, day by day."
        actions={
          <Button onClick={() => setEditing("new")} disabled={editing === "new"}>
            <Plus aria-hidden />
            Add Event
          </Button>
        }
      />
      <CardBody className="grid grid-cols-1 gap-5">
        {editing && (
          <EventForm
            key={editing === "new" ? "new" : editing.id}
            event={editing === "new" ? null : editing}
            weddingDate={weddingDate}
            onDone={() => setEditing(null)}
          />
        )}
        {events.isPending ? (
          <Spinner label="Loading events..." />
        ) : !events.data ? (
          // A failed re-fetch keeps the last list on screen (the toast says it failed).
          <ErrorState message="Failed to fetch timeline events" />
        ) : events.data.length === 0 && !editing ? (
          <EmptyState icon={<CalendarDays className="size-8" aria-hidden />} title="No events yet">
            Add the first event of the celebrations; guests see it on the itinerary at once.
          </EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
            {DAYS.map((day) => {
              const list = events.data.filter((e) => e.day === day);
              return (
                <section key={day} aria-labelledby={`timeline-day-${day}`} className="rounded-xl border border-line">
                  <h3
                    id={`timeline-day-${day}`}
                    className="flex items-center justify-between border-b border-line bg-cream/50 px-4 py-2 font-sans text-sm font-semibold text-ink"
                  >
                    <span>
                      Day {day} · {dayLabel(weddingDate, day)}
                    </span>
                    <span className="text-xs font-normal text-muted">
                      {list.length} {list.length === 1 ? "event" : "events"}
                    </span>
                  </h3>
                  {list.length === 0 ? (
                    <p className="px-4 py-6 text-center text-sm text-muted">No events on this day</p>
                  ) : (
                    <ul className="divide-y divide-line px-4">
                      {list.map((e, i) => (
                        <EventRow key={e.id} event={e} first={i === 0} last={i === list.length - 1} onEdit={() => setEditing(e)} />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
