/** One meal of a day menu: its details and its dishes grouped by subcategory, with add/edit/delete. */
import { useMutation } from "@tanstack/react-query";
import { Clock, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { DISH_SUBCATEGORIES, LABELS } from "../../../shared/constants";
import { dayLabel } from "../../../shared/day-labels";
import { groupBySubcategory, OTHER_ITEMS } from "../../../shared/meal-order";
import type { DayMenu, Dish, Meal } from "../../../shared/schemas/menus";
import { trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/use-toast";
import { DishForm } from "./dish-form";
import { MealForm } from "./meal-form";

/** Place of a group: the spec's subcategory order, then any unlisted name (first seen first), "Other Items" last. */
function rank(name: string): number {
  if (name === OTHER_ITEMS) return DISH_SUBCATEGORIES.length + 1;
  const i = (DISH_SUBCATEGORIES as readonly string[]).indexOf(name);
  return i === -1 ? DISH_SUBCATEGORIES.length : i;
}
export const groupDishes = (dishes: Dish[]) => groupBySubcategory(dishes).sort((a, b) => rank(a.name) - rank(b.name));

/** `dayMenus` lets the edit form move a meal that has no day menu into one. */
export function MealPanel({ meal, weddingDate, dayMenus }: { meal: Meal; weddingDate: string | null | undefined; dayMenus?: DayMenu[] }) {
  const [editingMeal, setEditingMeal] = useState(false);
  const [dish, setDish] = useState<Dish | "new" | null>(null);
  const [deleting, setDeleting] = useState<{ kind: "meal" } | { kind: "dish"; dish: Dish } | null>(null);
  const remove = useMutation({
    mutationFn: () =>
      deleting?.kind === "dish" ? trpcClient.admin.deleteDish.mutate({ id: deleting.dish.id }) : trpcClient.admin.deleteMeal.mutate({ id: meal.id }),
    onSuccess: async () => {
      toast(deleting?.kind === "dish" ? { title: "Dish deleted successfully!", variant: "success" } : { title: "Menu Deleted", variant: "success" });
      setDeleting(null);
    },
    onError: () =>
      toast(
        deleting?.kind === "dish"
          ? { title: "Error", description: "Failed to delete dish. Please try again.", variant: "destructive" }
          : { title: "Delete Failed", description: "Failed to delete menu.", variant: "destructive" },
      ),
  });
  const label = LABELS.mealType[meal.mealType as keyof typeof LABELS.mealType] ?? meal.mealType;

  return (
    <li className="rounded-lg border border-line bg-white" data-testid="meal-panel">
      <div className="flex flex-wrap items-start gap-2 border-b border-line px-3 py-2.5">
        <div className="min-w-0 flex-1 basis-44">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {meal.title}
            <Badge tone="warning">{label}</Badge>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
            <span>{dayLabel(weddingDate, meal.day)}</span>
            {meal.servingTime && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3" aria-hidden />
                {meal.servingTime}
              </span>
            )}
            {meal.notes && <span>Chef: {meal.notes}</span>}
          </p>
        </div>
        <div className="ml-auto flex items-center">
          <Button size="sm" variant="ghost" aria-label={`Add dish to ${meal.title}`} onClick={() => setDish("new")}>
            <Plus aria-hidden /> Dish
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Edit meal ${meal.title}`} onClick={() => setEditingMeal(true)}>
            <Pencil aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="hover:text-nonveg"
            aria-label={`Delete meal ${meal.title}`}
            onClick={() => setDeleting({ kind: "meal" })}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {meal.dishes.length === 0 ? (
        <p className="px-3 py-3 text-sm text-muted">No dishes yet.</p>
      ) : (
        <div className="grid grid-cols-1 gap-2 px-3 py-2.5">
          {groupDishes(meal.dishes).map(({ name: group, items: dishes }) => (
            <div key={group}>
              <p className="text-[11px] font-semibold tracking-wide text-gold-ink uppercase">{group}</p>
              <ul className="divide-y divide-line/70">
                {dishes.map((d) => (
                  <li key={d.id} className="flex items-center gap-2 py-1.5 text-sm">
                    <span
                      role="img"
                      aria-label={d.dietaryType === "vegetarian" ? "Vegetarian" : "Non-vegetarian"}
                      className={`size-2.5 shrink-0 rounded-full ${d.dietaryType === "vegetarian" ? "bg-veg" : "bg-nonveg"}`}
                    />
                    <span className="min-w-0 flex-1 break-words text-ink">
                      {d.name}
                      {d.cuisineType && <span className="text-muted"> · {d.cuisineType}</span>}
                      {d.specialNotes && <span className="text-muted"> · {d.specialNotes}</span>}
                    </span>
                    <Button size="icon" variant="ghost" className="size-8" aria-label={`Edit dish ${d.name}`} onClick={() => setDish(d)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8 hover:text-nonveg"
                      aria-label={`Delete dish ${d.name}`}
                      onClick={() => setDeleting({ kind: "dish", dish: d })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {editingMeal && <MealForm dayMenuId={meal.dayMenuId} meal={meal} weddingDate={weddingDate} dayMenus={dayMenus} onClose={() => setEditingMeal(false)} />}
      {dish && <DishForm menuId={meal.id} dish={dish === "new" ? null : dish} onClose={() => setDish(null)} />}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting?.kind === "dish" ? "Delete dish?" : "Delete meal?"}
        description={
          deleting?.kind === "dish" ? `"${deleting.dish.name}" will be removed from ${meal.title}.` : `"${meal.title}" and all its dishes will be deleted.`
        }
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
      />
    </li>
  );
}
