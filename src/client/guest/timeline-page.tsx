import { useQuery } from "@tanstack/react-query";
import { DayTabs, useChosenDay } from "./day-tabs";
import { Link } from "@tanstack/react-router";
import { CalendarCheck, CalendarPlus, CalendarX2, Clock, MapPin, Shirt } from "lucide-react";
import { dayLabel } from "../../shared/day-labels";
import type { TimelineEvent } from "../../shared/schemas";
import { formatTimeRange } from "../../shared/time-range";
import { Badge } from "../ui/badge";
import { cn } from "../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../ui/states";
import { trpc } from "../trpc";
import { EventIcon } from "./event-icon";
import { TimelineHeader } from "../../shared/views/page-headers";
import { SiteFooter } from "./site-footer";
import { useWedding } from "./use-wedding";

function EventCard({ event, side }: { event: TimelineEvent; side: "left" | "right" }) {
  return (
    <li className="relative grid grid-cols-[2.75rem_1fr] gap-4 md:grid-cols-[1fr_3rem_1fr] md:gap-6">
      <div
        className={cn(
          "z-10 col-start-1 row-start-1 grid size-11 place-items-center rounded-full border border-gold-light bg-ivory text-wine shadow-sm md:col-start-2 md:size-12",
        )}
      >
        <EventIcon eventName={event.eventName} customIconUrl={event.customIconUrl} />
      </div>
      <article
        className={cn(
          "col-start-2 row-start-1 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6",
          side === "left" ? "md:col-start-1 md:text-right" : "md:col-start-3",
        )}
      >
        <p className={cn("flex items-center gap-1.5 text-sm font-medium text-gold-ink", side === "left" && "md:justify-end")}>
          <Clock className="size-4" aria-hidden />
          {formatTimeRange(event.time, event.toTime)}
        </p>
        <h2 className="mt-2 text-2xl leading-tight font-semibold text-ink sm:text-3xl">{event.eventName}</h2>
        {/* The reply form asks, per person, who joins this one (issue 14). */}
        {event.asksAttendance && (
          <p className={cn("mt-2 flex", side === "left" && "md:justify-end")}>
            <Badge tone="wine" data-testid="rsvp-requested">
              <CalendarCheck aria-hidden />
              RSVP requested
            </Badge>
          </p>
        )}
        <p className={cn("mt-2 flex items-center gap-1.5 text-sm text-muted", side === "left" && "md:justify-end")}>
          <MapPin className="size-4 shrink-0" aria-hidden />
          {event.place}
        </p>
        {event.dressCode && (
          <p className={cn("mt-3 flex", side === "left" && "md:justify-end")}>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-blush px-3 py-1 text-xs font-medium text-wine">
              <Shirt className="size-3.5" aria-hidden />
              Dress code: {event.dressCode}
            </span>
          </p>
        )}
        {event.description && <p className="mt-3 text-sm leading-relaxed text-muted">{event.description}</p>}
      </article>
    </li>
  );
}

function DayTimeline({ events, label }: { events: TimelineEvent[]; label: string }) {
  if (events.length === 0) {
    return <EmptyState icon={<CalendarX2 className="size-8" aria-hidden />} title={`No Events for ${label}`} />;
  }
  return (
    <ol className="relative space-y-8" aria-label={`Events on ${label}`}>
      <span aria-hidden className="absolute top-2 bottom-2 left-[1.375rem] w-px bg-gold-light md:left-1/2 md:-translate-x-1/2" />
      {events.map((e, i) => (
        <EventCard key={e.id} event={e} side={i % 2 === 0 ? "left" : "right"} />
      ))}
    </ol>
  );
}

export function TimelinePage() {
  const w = useWedding();
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  const days = [...new Set((events.data ?? []).map((e) => e.day))].sort((a, b) => a - b);
  const [day, setDay] = useChosenDay(days);
  const label = (d: number) => dayLabel(w.savedWeddingDate, d);

  let body;
  if (events.isPending) body = <Spinner label="Loading the itinerary..." />;
  else if (events.isError) body = <ErrorState message="Failed to load timeline events" />;
  else if (days.length === 0) {
    body = (
      <EmptyState icon={<CalendarX2 className="size-8" aria-hidden />} title="No Events Scheduled">
        The itinerary will appear here as soon as the plans are set.
      </EmptyState>
    );
  } else {
    const dayEvents = events.data.filter((e) => e.day === day);
    body = (
      <>
        {days.length > 1 && <DayTabs days={days} day={day} onChange={setDay} label={label} className="mb-10" />}
        <DayTimeline events={dayEvents} label={label(day)} />
      </>
    );
  }

  return (
    <>
      <main className="container-page pb-20">
        <TimelineHeader datesLabel={w.datesLabel} />
        {/* Room for the list before it arrives, so loading it does not push the page about (CLS). */}
        <div className="min-h-[75svh]">{body}</div>
        {days.length > 0 && w.savedWeddingDate && (
          <p className="mt-14 text-center">
            <a
              href="/api/timeline/calendar.ics"
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-wine px-5 text-sm font-semibold text-wine transition hover:bg-blush focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine"
            >
              <CalendarPlus className="size-4" aria-hidden />
              Add the whole itinerary to my calendar
            </a>
          </p>
        )}
        <p className="mt-14 text-center text-sm text-muted">
          Curious about the food?{" "}
          <Link to="/menu/view" className="inline-flex min-h-11 items-center px-1 font-medium text-wine underline underline-offset-4">
            See the menus
          </Link>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
