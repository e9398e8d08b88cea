/**
 * /admin/print/caterer: the caterer's page. Per day, who comes to each function that asks guests, everyone on
 * the day and each meal, with the adults' food split (and drinks at the functions); then every attending
 * reply's special requests with the guest's name, those about food first and marked.
 */
import { useQuery } from "@tanstack/react-query";
import { dayLabel } from "../../../shared/day-labels";
import { LABELS } from "../../../shared/constants";
import { mentionsFood } from "../../../shared/mentions-food";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpc } from "../../trpc";
import { cn } from "../../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useRsvps } from "../admin-api";
import { cell, PrintShell, useCouple } from "./print-shell";

type Row = Headcounts["days"][number] & Partial<Pick<Headcounts["events"][number], "alcoholic" | "nonAlcoholic" | "beverageUnspecified">>;

const mealTypeText = (t: string) => (LABELS.mealType as Record<string, string>)[t] ?? t;

export interface CatererRequest {
  rsvpId: string;
  name: string;
  text: string;
  food: boolean;
}

/** Every attending reply's request (an allergy is never filtered away), food first, the list's order within. */
export function catererRequests(rsvps: readonly Rsvp[]): CatererRequest[] {
  const out = rsvps
    .filter((r) => r.rsvpStatus === "yes" && r.specialRequests?.trim())
    .map((r) => ({ rsvpId: r.id, name: r.primaryGuestName, text: r.specialRequests!.trim(), food: mentionsFood(r.specialRequests!) }));
  return [...out.filter((r) => r.food), ...out.filter((r) => !r.food)];
}

function NumberRow({ label, note, row, drinks, strong }: { label: string; note?: string; row: Row; drinks: boolean; strong?: boolean }) {
  const n = (v: number | undefined) => <td className={cn(cell.td, cell.num)}>{v ?? "—"}</td>;
  return (
    <tr className={cn(strong && "bg-cream/60 font-semibold print:bg-transparent")}>
      <th scope="row" className={cn(cell.td, "font-medium")}>
        {label}
        {note && <span className="ml-1.5 text-xs font-normal text-muted print:text-[7.5pt]">{note}</span>}
      </th>
      {n(row.adults)}
      {n(row.children)}
      {n(row.total)}
      {n(row.veg)}
      {n(row.nonVeg)}
      {n(row.vegan)}
      {n(row.dietUnspecified)}
      {drinks && (
        <>
          {n(row.alcoholic)}
          {n(row.nonAlcoholic)}
          {n(row.beverageUnspecified)}
        </>
      )}
    </tr>
  );
}

function DayTable({ label, counts, day }: { label: string; counts: Headcounts; day: Headcounts["days"][number] }) {
  const events = counts.events.filter((e) => e.day === day.day);
  const meals = counts.meals.filter((m) => m.day === day.day);
  const drinks = events.length > 0;
  return (
    <section aria-label={label} data-testid="caterer-day" className="mb-4 break-inside-avoid">
      <h2 className="mb-1 text-base font-semibold print:text-[11pt]">{label}</h2>
      <table className={cell.table} aria-label={`Headcounts of ${label}`}>
        <thead>
          <tr>
            <th scope="col" className={cell.th}>
              <span className="sr-only">Function or meal</span>
            </th>
            {["Adults", "Children", "Total", "Veg", "Non-veg", "Vegan", "Diet not given", ...(drinks ? ["Alcoholic", "Non-alc.", "Drink not given"] : [])].map(
              (h) => (
                <th key={h} scope="col" className={cn(cell.th, cell.num)}>
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <NumberRow key={`e${e.eventId}`} label={e.eventName} row={e} drinks={drinks} />
          ))}
          <NumberRow label="Whole day" note="each guest once" row={day} drinks={drinks} strong />
          {meals.map((m) => (
            <NumberRow key={`m${m.mealId}`} label={m.title} note={mealTypeText(m.mealType)} row={m} drinks={drinks} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function CatererPrint() {
  const counts = useQuery(trpc.admin.headcounts.queryOptions());
  const rsvps = useRsvps();
  const { weddingDate } = useCouple();
  const loading = counts.isPending || rsvps.isPending;
  const list = rsvps.data?.data ?? null;
  const data = counts.data ?? null;
  const noGuests = data !== null && list !== null && !list.some((r) => r.rsvpStatus === "yes");
  const label = (day: number) => {
    const date = dayLabel(weddingDate, day);
    return date === `Day ${day}` ? date : `Day ${day} · ${date}`;
  };
  const requests = list ? catererRequests(list) : [];

  return (
    <PrintShell title="Caterer's page" tab="headcounts" showZone={false} canPrint={Boolean(data && list && !noGuests)}>
      {loading ? (
        <Spinner label="Loading headcounts..." />
      ) : !data || !list ? (
        <ErrorState message="Failed to fetch headcounts" />
      ) : noGuests ? (
        <EmptyState title="No guests to count yet">The caterer's numbers appear here once guests reply that they are coming.</EmptyState>
      ) : (
        <>
          {data.days.length === 0 ? (
            <p className="py-3 text-sm">No functions or meals yet: add them in the Timeline tab and in Menu Management.</p>
          ) : (
            data.days.map((d) => <DayTable key={d.day} label={label(d.day)} counts={data} day={d} />)
          )}
          <p className="mb-3 text-xs text-muted print:text-[7.5pt]">Food and drinks are the adults' choices; children are counted in the totals.</p>
          <section aria-labelledby="caterer-requests" className="break-inside-avoid">
            <h2 id="caterer-requests" className="mb-1 text-base font-semibold print:text-[11pt]">
              Special requests
            </h2>
            {requests.length === 0 ? (
              <p className="text-sm">No special requests.</p>
            ) : (
              <ul className="text-sm print:text-[8.5pt]">
                {requests.map((r) => (
                  <li key={r.rsvpId} data-testid="caterer-request" className="flex gap-2 border-b border-line/70 py-1">
                    <span className="w-12 shrink-0 text-xs font-semibold text-wine print:text-[7.5pt] print:text-ink">{r.food ? "Food" : ""}</span>
                    <span>
                      <span className="font-semibold">{r.name}:</span> {r.text}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PrintShell>
  );
}
