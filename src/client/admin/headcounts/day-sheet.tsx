/**
 * One day of the Headcounts tab (and one printed A4 page): who comes to each asking function, everyone on
 * the day (each person once), each meal, and the special requests beside them.
 */
import { UtensilsCrossed } from "lucide-react";
import type { ReactNode } from "react";
import { LABELS } from "../../../shared/constants";
import { mealBasisText } from "../../../shared/meal-basis";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import { Badge } from "../../ui/badge";
import { cn } from "../../ui/cn";
import type { DayRequest } from "./day-requests";

type Diet = { adults: number; children: number; total: number; veg: number; nonVeg: number; vegan: number; jain: number; dietUnspecified: number };
type Drinks = { alcoholic: number; nonAlcoholic: number; beverageUnspecified: number };

const th = "px-1.5 py-1.5 text-right font-medium whitespace-nowrap sm:px-2 print:px-1 print:py-1";
const td = "px-1.5 py-1.5 text-right tabular-nums sm:px-2 print:px-1 print:py-0.5";
/** The first column stays in view while a phone scrolls the numbers sideways. */
const first = "sticky left-0 z-[1] min-w-[9.5rem] bg-white px-2 py-1.5 text-left print:static print:min-w-0 print:px-1 print:py-0.5";

const mealTypeText = (t: string) => (LABELS.mealType as Record<string, string>)[t] ?? t;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const peopleText = (c: Pick<Diet, "total" | "adults" | "children">) =>
  `${plural(c.total, "guest", "guests")} · ${plural(c.adults, "adult", "adults")}, ${plural(c.children, "child", "children")}`;

function Head({ label, drinks }: { label: string; drinks: boolean }) {
  return (
    <thead className="text-xs text-muted">
      <tr className="border-b border-line/60">
        <th scope="col" rowSpan={2} className={cn(first, "align-bottom font-medium")}>
          {label}
        </th>
        <th scope="colgroup" colSpan={3} className={cn(th, "text-center")}>
          People
        </th>
        <th scope="colgroup" colSpan={5} className={cn(th, "border-l border-line/60 text-center")}>
          Adults' food
        </th>
        {drinks && (
          <th scope="colgroup" colSpan={3} className={cn(th, "border-l border-line/60 text-center")}>
            Adults' drinks
          </th>
        )}
      </tr>
      <tr className="border-b border-line">
        <th scope="col" className={th}>
          Adults
        </th>
        <th scope="col" className={th}>
          Children
        </th>
        <th scope="col" className={th}>
          Total
        </th>
        <th scope="col" className={cn(th, "border-l border-line/60")}>
          Veg
        </th>
        <th scope="col" className={th}>
          Non-veg
        </th>
        <th scope="col" className={th}>
          Vegan
        </th>
        <th scope="col" className={th}>
          Jain
        </th>
        <th scope="col" className={th}>
          Not given
        </th>
        {drinks && (
          <>
            <th scope="col" className={cn(th, "border-l border-line/60")}>
              Alcoholic
            </th>
            <th scope="col" className={th}>
              Non-alc.
            </th>
            <th scope="col" className={th}>
              Not given
            </th>
          </>
        )}
      </tr>
    </thead>
  );
}

function Numbers({ c, drinks }: { c: Diet; drinks?: Drinks | "none" }) {
  return (
    <>
      <td className={td}>{c.adults}</td>
      <td className={td}>{c.children}</td>
      <td className={cn(td, "font-semibold text-ink")}>{c.total}</td>
      <td className={cn(td, "border-l border-line/60")}>{c.veg}</td>
      <td className={td}>{c.nonVeg}</td>
      <td className={td}>{c.vegan}</td>
      <td className={td}>{c.jain}</td>
      <td className={td}>{c.dietUnspecified}</td>
      {drinks === "none" ? (
        <td colSpan={3} className={cn(td, "border-l border-line/60 text-center text-muted")}>
          <span aria-label="not counted per day">–</span>
        </td>
      ) : drinks ? (
        <>
          <td className={cn(td, "border-l border-line/60")}>{drinks.alcoholic}</td>
          <td className={td}>{drinks.nonAlcoholic}</td>
          <td className={td}>{drinks.beverageUnspecified}</td>
        </>
      ) : null}
    </>
  );
}

function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line print:overflow-visible print:rounded-none">
      <table className="w-full border-collapse text-sm text-ink print:text-[9pt]">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function DaySheet({
  label,
  day,
  events,
  meals,
  requests,
  requestsError,
  printHeading,
}: {
  label: string;
  day: Headcounts["days"][number];
  events: Headcounts["events"];
  meals: Headcounts["meals"];
  requests: DayRequest[] | null;
  requestsError: boolean;
  printHeading: string;
}) {
  const id = `headcounts-day-${day.day}`;
  return (
    <section
      aria-labelledby={id}
      data-testid="headcount-day"
      className="rounded-xl border border-line bg-white shadow-sm break-inside-avoid print:break-after-page print:rounded-none print:border-0 print:shadow-none print:last:break-after-auto"
    >
      <p className="hidden text-[9pt] text-muted print:block">{printHeading}</p>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3 sm:px-5 print:px-0 print:py-2">
        <h3 id={id} className="font-sans text-base font-semibold text-ink print:text-[14pt]">
          {label}
        </h3>
        <p className="text-sm text-muted tabular-nums">{peopleText(day)}</p>
      </header>
      <div className="grid grid-cols-1 gap-5 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,1fr)_18rem] print:block print:px-0 print:py-2">
        <div className="grid min-w-0 grid-cols-1 content-start gap-5 print:gap-3">
          <div className="grid gap-2">
            <h4 className="font-sans text-xs font-semibold tracking-wide text-muted uppercase">Functions</h4>
            {events.length === 0 && <p className="text-sm text-muted">No function of this day asks guests: everyone who replied yes is counted.</p>}
            <Table caption={`Functions of ${label}`}>
              <Head label="Function" drinks />
              <tbody>
                {events.map((e) => (
                  <tr key={e.eventId} className="border-b border-line/60">
                    <th scope="row" className={cn(first, "font-medium")}>
                      {e.eventName}
                    </th>
                    <Numbers c={e} drinks={e} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="bg-cream/60 font-semibold">
                  <th scope="row" className={cn(first, "bg-[#faf6f0] font-semibold")}>
                    Whole day <span className="text-xs font-normal text-muted">(each guest once)</span>
                  </th>
                  <Numbers c={day} drinks="none" />
                </tr>
              </tfoot>
            </Table>
          </div>
          <div className="grid gap-2">
            <h4 className="font-sans text-xs font-semibold tracking-wide text-muted uppercase">Meals</h4>
            {meals.length === 0 ? (
              <p className="text-sm text-muted">No meals on this day's menu.</p>
            ) : (
              <Table caption={`Meals of ${label}`}>
                <Head label="Meal" drinks={false} />
                <tbody>
                  {meals.map((m) => (
                    <tr key={m.mealId} className="border-b border-line/60 last:border-b-0">
                      <th scope="row" className={cn(first, "font-medium")}>
                        {m.title}
                        {!m.title.toLowerCase().includes(mealTypeText(m.mealType).toLowerCase()) && (
                          <span className="block text-xs font-normal text-muted">{mealTypeText(m.mealType)}</span>
                        )}
                        <span className="block text-xs font-normal text-muted" data-testid="meal-basis">
                          {mealBasisText(m)}
                        </span>
                      </th>
                      <Numbers c={m} />
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </div>
        </div>
        <aside aria-label={`Special requests, ${label}`} className="min-w-0 print:mt-3">
          <h4 className="mb-2 font-sans text-xs font-semibold tracking-wide text-muted uppercase">Special requests</h4>
          {requestsError ? (
            <p role="alert" className="text-sm text-nonveg">
              Failed to load data
            </p>
          ) : !requests ? null : requests.length === 0 ? (
            <p className="text-sm text-muted">No special requests.</p>
          ) : (
            <ul className="grid gap-2 print:block print:columns-2 print:gap-4">
              {requests.map((r) => (
                <li
                  key={r.rsvpId}
                  className={cn(
                    "rounded-lg border px-3 py-2 text-sm break-inside-avoid print:mb-1.5 print:rounded-none print:border-0 print:border-l-2 print:px-2 print:py-0.5 print:text-[9pt]",
                    r.food ? "border-gold/40 bg-[#fbf6ee]" : "border-line bg-ivory/60",
                    !r.present && "opacity-80",
                  )}
                >
                  <p className="flex flex-wrap items-center gap-1.5 font-semibold text-ink">
                    {r.name}
                    {r.food && (
                      <Badge tone="warning">
                        <UtensilsCrossed aria-hidden /> Food
                      </Badge>
                    )}
                    {!r.present && <span className="text-xs font-normal text-muted">(not counted this day)</span>}
                  </p>
                  <p className="whitespace-pre-line break-words text-ink">{r.text}</p>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </section>
  );
}
