/**
 * Travel tab (issue 15): the couple's pickup points, and the view of the road: arrivals and departures by
 * day, then by point, in one-hour windows with the people and parties of each; the fleet and its vehicles filling windows;
 * a WhatsApp message per party; Print gives one page per day. Times are wall-clock times at the venue, in
 * the wedding's time zone, which the tab names once.
 */
import { useQuery } from "@tanstack/react-query";
import { Clock, FileText, Printer, Route } from "lucide-react";
import { useMemo, useState } from "react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { groupByWindow, longDate, travelDates } from "../../../shared/travel-windows";
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useRsvps } from "../admin-api";
import { useLoadErrorToast } from "../load-error";
import { PrintViewLink } from "../print/print-link";
import { CarDialog, type CarTarget } from "./car-dialog";
import { Fleet } from "./fleet";
import { PickupPoints } from "./pickup-points";
import { type Arrival, type DayActions, type Departure, PartyRow, TravelDaySheet } from "./travel-day";
import { coupleOf, detailsHref, itineraryUrl } from "./whatsapp-details";

const NO_ROOMS: Rsvp["roomAssignments"] = [];

export function TravelTab() {
  const travel = useQuery(trpc.admin.travel.queryOptions());
  const points = useQuery(trpc.guest.pickupPoints.queryOptions());
  const vehicles = useQuery(trpc.admin.vehicles.queryOptions());
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const rsvps = useRsvps();
  useLoadErrorToast(travel.error, "Failed to fetch travel details");
  const [car, setCar] = useState<CarTarget | null>(null);

  const timeZone = wedding.data?.timeZone ?? WEDDING_TIME_ZONE;
  const couple = coupleOf(wedding.data);
  const grouped = useMemo(() => {
    if (!travel.data) return null;
    const order = points.data ?? [];
    return { arrivals: groupByWindow(travel.data.arrivals, order), departures: groupByWindow(travel.data.departures, order) };
  }, [travel.data, points.data]);

  const actions: DayActions = useMemo(() => {
    const byId = new Map((rsvps.data?.data ?? []).map((r) => [r.id, r]));
    const arrivalOf = new Map((travel.data?.arrivals ?? []).map((a) => [a.rsvpId, a]));
    const departureOf = new Map((travel.data?.departures ?? []).map((d) => [d.rsvpId, d]));
    const legOf = (id: string) => arrivalOf.get(id) ?? departureOf.get(id);
    const fleet = vehicles.data ?? [];
    return {
      vehicle: (id) => fleet.find((v) => v.id === id),
      rooms: (id) => byId.get(id)?.roomAssignments ?? NO_ROOMS,
      whatsApp: (id) => {
        const leg = legOf(id);
        if (!leg) return null;
        return detailsHref(leg.primaryGuestPhone, {
          guestName: leg.primaryGuestName,
          rooms: byId.get(id)?.roomAssignments ?? [],
          arrival: arrivalOf.get(id) ?? null,
          departure: departureOf.get(id) ?? null,
          couple,
          timeZone,
          itineraryUrl: itineraryUrl(),
          vehicles: fleet,
        });
      },
      onCar: setCar,
    };
  }, [rsvps.data, travel.data, vehicles.data, couple, timeZone]);

  const zoneLine = `Times at the venue (${timeZone})`;
  const dates = grouped ? travelDates(grouped.arrivals, grouped.departures) : [];
  const unscheduled = grouped
    ? [...grouped.arrivals.unscheduled.map((l) => ["arrival", l] as const), ...grouped.departures.unscheduled.map((l) => ["departure", l] as const)]
    : [];
  const empty = grouped !== null && dates.length === 0 && unscheduled.length === 0;

  // A4 portrait, white, no toast on paper while this tab is on screen (the rule is in styles.css).
  return (
    <div data-print-page="a4" className="grid grid-cols-1 gap-5 print:block">
      <Card className="print:hidden">
        <CardHeader
          title="Travel"
          description="Arrivals and departures by day and pickup point, in one-hour windows, filled with the fleet's vehicles up to their seats."
          actions={
            dates.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden /> Print
                </Button>
                {/* Every day's pickups and drops as one list for the drivers' desk (issue 16 item 4). */}
                <PrintViewLink view="travel">
                  <FileText aria-hidden /> Printable pickups page
                </PrintViewLink>
              </div>
            ) : undefined
          }
        />
        <p className="flex items-center gap-2 px-4 py-2.5 text-sm text-ink sm:px-5">
          <Clock aria-hidden className="size-4 shrink-0 text-gold" />
          {zoneLine}
        </p>
      </Card>
      <PickupPoints />
      <Fleet />
      {travel.isPending ? (
        <Spinner label="Loading travel details..." />
      ) : !grouped ? (
        <ErrorState message="Failed to fetch travel details" />
      ) : empty ? (
        <EmptyState icon={<Route className="size-8" aria-hidden />} title="No travel details yet">
          Arrivals and departures appear here once guests who are coming share their travel plans.
        </EmptyState>
      ) : (
        <>
          {dates.map((date) => (
            <TravelDaySheet
              key={date}
              label={longDate(date)}
              arrivals={grouped.arrivals.days.find((d) => d.date === date) as never}
              departures={grouped.departures.days.find((d) => d.date === date) as never}
              actions={actions}
              printHeading={`${couple ? `${couple} · ` : ""}Travel · ${zoneLine}`}
            />
          ))}
          {unscheduled.length > 0 && (
            <section
              aria-labelledby="travel-no-time"
              className="rounded-xl border border-dashed border-line bg-white/70 print:break-before-page print:border-0"
            >
              <header className="border-b border-line px-4 py-3 sm:px-5 print:px-0">
                <h3 id="travel-no-time" className="font-sans text-base font-semibold text-ink">
                  Without a time
                </h3>
                <p className="text-sm text-muted">These parties gave a point or a train or flight but no time yet.</p>
              </header>
              <ul className="divide-y divide-line/70 px-1 sm:px-2">
                {unscheduled.map(([direction, leg]) => (
                  <PartyRow
                    key={`${direction}-${leg.rsvpId}`}
                    leg={leg as Arrival | Departure}
                    direction={direction}
                    actions={actions}
                    note={`${direction === "arrival" ? "Arrival" : "Departure"}${leg.pointName ? ` · ${leg.pointName}` : ""}`}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <CarDialog target={car} onClose={() => setCar(null)} />
    </div>
  );
}
