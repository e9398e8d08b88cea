/**
 * /admin/print/caterer: the caterer's page. Per day, each meal: how many to cook for (the adults' veg /
 * non-veg / vegan / Jain / not given, children apart), how the meal was counted (its function's guests, or who
 * is there at its serving time, with those without travel details apart), its dishes and the food requests of
 * the parties it counts. Requests that are not about food are the hotel's (the export's "Other requests").
 * A day's heading stays with its first meal, and a meal never splits across pages.
 */
import { useQuery } from "@tanstack/react-query";
import { LABELS } from "../../../shared/constants";
import { dayLabel } from "../../../shared/day-labels";
import { dishLines, mealBasisText } from "../../../shared/meal-basis";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import { trpc } from "../../trpc";
import { cn } from "../../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useRsvps } from "../admin-api";
import { cell, PrintShell, useCouple } from "./print-shell";

const mealTypeText = (t: string) => (LABELS.mealType as Record<string, string>)[t] ?? t;
const HEADERS = ["Adults", "Children", "Total", "Veg", "Non-veg", "Vegan", "Jain", "Not given"];

function MealRows({ meal }: { meal: Headcounts["meals"][number] }) {
  const n = (v: number) => <td className={cn(cell.td, cell.num)}>{v}</td>;
  const type = mealTypeText(meal.mealType);
  const kind = meal.title.toLowerCase().includes(type.toLowerCase()) ? null : type;
  // The serving time goes on the line below (one line for the title row keeps the page short).
  const basis = mealBasisText(meal);
  const when = meal.servingTime ? `${meal.servingTime} · ${basis}` : basis;
  const dishes = dishLines(meal.dishes);
  return (
    <tbody data-testid="caterer-meal" className="break-inside-avoid">
      <tr>
        <th scope="row" className={cn(cell.td, "font-semibold whitespace-nowrap")}>
          {meal.title}
          {kind && <span className="ml-1.5 text-xs font-normal text-muted print:text-[8pt]">{kind}</span>}
        </th>
        {n(meal.adults)}
        {n(meal.children)}
        {n(meal.total)}
        {n(meal.veg)}
        {n(meal.nonVeg)}
        {n(meal.vegan)}
        {n(meal.jain)}
        {n(meal.dietUnspecified)}
      </tr>
      <tr>
        <td colSpan={HEADERS.length + 1} className={cn(cell.td, "text-xs print:text-[8pt]")}>
          <p>
            <span className="font-medium" data-testid="caterer-basis">
              {when}
            </span>
            {" — "}
            {dishes.length ? dishes.join(" · ") : "No dishes listed yet"}
          </p>
          {meal.foodRequests.map((r) => (
            <p key={r.rsvpId} data-testid="caterer-request">
              <span className="font-semibold">{r.name}:</span> {r.text}
            </p>
          ))}
        </td>
      </tr>
    </tbody>
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
  const days = data ? [...new Set(data.meals.map((m) => m.day))].sort((a, b) => a - b) : [];

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
          {days.length === 0 ? (
            <p className="py-3 text-sm">No meals yet: add them in Menu Management.</p>
          ) : (
            days.map((day) => (
              // A short day stays whole; a longer one keeps at least its heading and table head with the first meal.
              <section
                key={day}
                aria-label={label(day)}
                data-testid="caterer-day"
                className={cn("mb-3", data.meals.filter((m) => m.day === day).length <= 3 && "break-inside-avoid")}
              >
                <h2 className="mb-1 text-base font-semibold break-after-avoid print:text-[11pt]">{label(day)}</h2>
                <table className={cell.table} aria-label={`Meals of ${label(day)}`}>
                  <thead>
                    <tr>
                      <th scope="col" className={cell.th}>
                        Meal
                      </th>
                      {HEADERS.map((h) => (
                        <th key={h} scope="col" className={cn(cell.th, cell.num)}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  {data.meals
                    .filter((m) => m.day === day)
                    .map((m) => (
                      <MealRows key={m.mealId} meal={m} />
                    ))}
                </table>
              </section>
            ))
          )}
          <p className="text-xs text-muted print:text-[8pt]">
            Food is the adults' choice; children are counted apart. Requests about anything but food are on the hotel's list (the export's Other requests
            sheet).
          </p>
        </>
      )}
    </PrintShell>
  );
}
