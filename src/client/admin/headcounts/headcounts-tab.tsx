/**
 * Headcounts tab (issue 14): per day, who comes to each function that asks guests, everyone on the day,
 * each meal, with the adults' food and drinks split, and every attending reply's special requests beside
 * the day. Print gives one A4 page per day (the dashboard chrome is hidden in print).
 */
import { useQuery } from "@tanstack/react-query";
import { ClipboardList, FileText, Info, Printer } from "lucide-react";
import { dayLabel } from "../../../shared/day-labels";
import { coupleNames } from "../../../shared/wedding-view";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useRsvps } from "../admin-api";
import { useLoadErrorToast } from "../load-error";
import { PrintViewLink } from "../print/print-link";
import { askedByDay, requestsForDay } from "./day-requests";
import { DaySheet } from "./day-sheet";

export function HeadcountsTab() {
  const counts = useQuery(trpc.admin.headcounts.queryOptions());
  const rsvps = useRsvps();
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  useLoadErrorToast(counts.error, "Failed to fetch headcounts");

  if (counts.isPending || (rsvps.isPending && !rsvps.data)) return <Spinner label="Loading headcounts..." />;
  // A failed re-fetch keeps the last numbers on screen (the toast says it failed).
  if (!counts.data) return <ErrorState message="Failed to fetch headcounts" />;

  const data = counts.data;
  const list = rsvps.data?.data ?? null;
  const weddingDate = wedding.data?.weddingDate;
  const w = wedding.data;
  const couple = w?.groomName && w.brideName ? coupleNames(w) : "Wedding";
  const noReplies = list ? !list.some((r) => r.rsvpStatus === "yes") : data.days.every((d) => d.total === 0) && data.events.every((e) => e.total === 0);
  const asked = askedByDay(data);
  const label = (day: number) => {
    const date = dayLabel(weddingDate, day);
    return date === `Day ${day}` ? date : `Day ${day} · ${date}`;
  };

  // A4 portrait, white, no toast on paper while this tab is on screen (the rule is in styles.css).
  return (
    <div data-print-page="a4" className="grid grid-cols-1 gap-5 print:block">
      <Card className="print:hidden">
        <CardHeader
          title="Headcounts"
          description="Who comes to each function, day and meal, with food and drinks, and the special requests to pass on."
          actions={
            data.days.length > 0 && !noReplies ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden /> Print
                </Button>
                {/* All days and the special requests on one A4 sheet for the caterer (issue 16 item 4). */}
                <PrintViewLink view="caterer">
                  <FileText aria-hidden /> Printable caterer page
                </PrintViewLink>
              </div>
            ) : undefined
          }
        />
        {data.events.length === 0 && data.days.length > 0 && !noReplies && (
          <div role="note" className="flex items-start gap-2.5 px-4 py-3 text-sm text-muted sm:px-5">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
            <p>
              <span className="font-medium text-ink">No function asks guests yet.</span> Turn on “Ask guests if they will attend” for a function in the Timeline
              tab to count who comes to it; until then each day counts everyone who replied yes.
            </p>
          </div>
        )}
      </Card>
      {noReplies ? (
        <EmptyState icon={<ClipboardList className="size-8" aria-hidden />} title="No guests to count yet">
          Headcounts appear here once guests reply that they are coming.
        </EmptyState>
      ) : data.days.length === 0 ? (
        <EmptyState icon={<ClipboardList className="size-8" aria-hidden />} title="Nothing to count yet">
          Add the functions in the Timeline tab and the meals in Menu Management; each day's numbers appear here.
        </EmptyState>
      ) : (
        data.days.map((d) => (
          <DaySheet
            key={d.day}
            label={label(d.day)}
            day={d}
            events={data.events.filter((e) => e.day === d.day)}
            meals={data.meals.filter((m) => m.day === d.day)}
            requests={list ? requestsForDay(list, d.day, asked) : null}
            requestsError={!list && rsvps.isError}
            printHeading={`${couple} · Headcounts`}
          />
        ))
      )}
    </div>
  );
}
