import { useQuery } from "@tanstack/react-query";
import { DayTabs, LinkTabs, useChosenDay } from "./day-tabs";
import { Clock, UtensilsCrossed } from "lucide-react";
import { useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { LABELS } from "../../shared/constants";
import { groupBySubcategory, mealTypesPresent, sortByMealType } from "../../shared/meal-order";
import type { DayMenu, Dish, Meal } from "../../shared/schemas";
import { cn } from "../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../ui/states";
import { trpc } from "../trpc";
import { MenusHeader } from "../../shared/views/page-headers";
import { SiteFooter } from "./site-footer";

const ALL = "all";
export const mealTypeLabel = (t: string) => (LABELS.mealType as Record<string, string>)[t] ?? t.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/** The Indian food-label marker: a square with a dot, green for vegetarian, red for non-vegetarian. */
function DietDot({ type }: { type: Dish["dietaryType"] }) {
  const veg = type === "vegetarian";
  return (
    <span
      role="img"
      aria-label={veg ? "Vegetarian" : "Non-vegetarian"}
      className={cn("mt-1 grid size-4 shrink-0 place-items-center rounded-[3px] border-2", veg ? "border-veg" : "border-nonveg")}
    >
      <span className={cn("size-1.5 rounded-full", veg ? "bg-veg" : "bg-nonveg")} />
    </span>
  );
}

function Legend() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-5 text-sm text-muted" aria-label="Legend">
      <span className="inline-flex items-center gap-2">
        <DietDot type="vegetarian" /> Vegetarian
      </span>
      <span className="inline-flex items-center gap-2">
        <DietDot type="non-vegetarian" /> Non-Vegetarian
      </span>
    </div>
  );
}

function MealCard({ meal }: { meal: Meal }) {
  const groups = groupBySubcategory(meal.dishes);
  return (
    <article className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8" aria-labelledby={`meal-${meal.id}`}>
      <header className="border-b border-line pb-5 text-center">
        <p className="eyebrow">{mealTypeLabel(meal.mealType)}</p>
        <h3 id={`meal-${meal.id}`} className="mt-2 text-3xl font-semibold">
          {meal.title}
        </h3>
        {meal.servingTime && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted">
            <Clock className="size-4" aria-hidden /> {meal.servingTime}
          </p>
        )}
        {meal.description && <p className="mx-auto mt-3 max-w-lg text-sm text-muted">{meal.description}</p>}
      </header>
      {meal.dishes.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">No dishes available</p>
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          {groups.map((g) => (
            <section key={g.name} aria-label={g.name}>
              <h4 className="font-display text-xl font-semibold text-wine">{g.name}</h4>
              <ul className="mt-3 space-y-3">
                {g.items.map((d) => (
                  <li key={d.id} className="flex gap-3">
                    <DietDot type={d.dietaryType} />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="font-medium text-ink">{d.name}</span>
                        {d.cuisineType && (
                          <span className="rounded-full bg-cream px-2 py-0.5 text-[0.7rem] font-medium tracking-wide text-muted">{d.cuisineType}</span>
                        )}
                      </p>
                      {d.specialNotes && <p className="mt-0.5 text-sm text-muted italic">&ldquo;{d.specialNotes}&rdquo;</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {meal.notes && <p className="mt-8 rounded-xl bg-cream/70 px-4 py-3 text-center text-sm text-muted italic">Chef&apos;s note: {meal.notes}</p>}
    </article>
  );
}

function DayMenus({ day, dayMenus }: { day: number; dayMenus: DayMenu[] }) {
  const meals = sortByMealType(dayMenus.flatMap((d) => d.menus));
  const types = mealTypesPresent(meals);
  // The meal tapped, else the address's `?meal=` (each tab is a link, so it filters without JavaScript too).
  const asked = useLocation({ select: (l) => (l.search as { meal?: unknown }).meal });
  const [filter, setFilter] = useState<string | null>(null);
  const wanted = filter ?? (typeof asked === "string" ? asked : ALL);
  const active = wanted === ALL || types.includes(wanted) ? wanted : ALL;
  const shown = active === ALL ? meals : meals.filter((m) => m.mealType === active);

  return (
    <div className="space-y-8">
      {dayMenus.map((d) => (
        <div key={d.id} className="text-center">
          <h2 className="text-3xl font-medium sm:text-4xl">{d.title}</h2>
          {d.description && <p className="mx-auto mt-2 max-w-xl text-muted">{d.description}</p>}
        </div>
      ))}
      {types.length > 1 && (
        <LinkTabs
          value={active}
          onChange={setFilter}
          label="Filter by meal"
          tabs={[ALL, ...types].map((t) => ({
            value: t,
            href: t === ALL ? `?day=${day}` : `?day=${day}&meal=${encodeURIComponent(t)}`,
            label: t === ALL ? "All Meals" : mealTypeLabel(t),
          }))}
        />
      )}
      {meals.length === 0 ? (
        <EmptyState icon={<UtensilsCrossed className="size-8" aria-hidden />} title={`No menus for Day ${day}`} />
      ) : shown.length === 0 ? (
        <EmptyState icon={<UtensilsCrossed className="size-8" aria-hidden />} title={`No ${mealTypeLabel(active)} menu available`} />
      ) : (
        <div className="space-y-8">
          {shown.map((m) => (
            <MealCard key={m.id} meal={m} />
          ))}
        </div>
      )}
    </div>
  );
}

export function MenusPage() {
  const query = useQuery(trpc.guest.publishedDayMenus.queryOptions());
  const dayMenus = query.data ?? [];
  const days = [...new Set(dayMenus.map((d) => d.day))].sort((a, b) => a - b);
  const [day, setDay] = useChosenDay(days);

  let body;
  if (query.isPending) body = <Spinner label="Loading the menus..." />;
  else if (query.isError) body = <ErrorState message="Menus not found" />;
  else if (dayMenus.length === 0) {
    body = (
      <EmptyState icon={<UtensilsCrossed className="size-8" aria-hidden />} title="Menu Not Found">
        No published menus are available at this time.
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-10">
        <Legend />
        {days.length > 1 && <DayTabs days={days} day={day} onChange={setDay} label={(d) => `Day ${d}`} />}
        <DayMenus key={day} day={day} dayMenus={dayMenus.filter((d) => d.day === day)} />
      </div>
    );
  }

  return (
    <>
      <main className="container-page max-w-4xl pb-20">
        <MenusHeader />
        {/* Room for the list before it arrives, so loading it does not push the page about (CLS). */}
        <div className="min-h-[75svh]">{body}</div>
      </main>
      <SiteFooter />
    </>
  );
}
