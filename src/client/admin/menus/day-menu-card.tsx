/** A day menu: Draft/Published, Publish/Unpublish, edit, delete (with its meals and dishes), and its meals. */
import { useMutation } from "@tanstack/react-query";
import { Eye, EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { DayMenu } from "../../../shared/schemas/menus";
import { trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/use-toast";
import { DayMenuForm } from "./day-menu-form";
import { MealForm } from "./meal-form";
import { MealPanel } from "./meal-panel";

export function DayMenuCard({ dayMenu, weddingDate }: { dayMenu: DayMenu; weddingDate: string | null | undefined }) {
  const [editing, setEditing] = useState(false);
  const [addingMeal, setAddingMeal] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const publish = useMutation({
    mutationFn: () =>
      trpcClient.admin.updateDayMenu.mutate({
        id: dayMenu.id,
        day: dayMenu.day,
        title: dayMenu.title,
        description: dayMenu.description,
        isPublished: !dayMenu.isPublished,
      }),
    onSuccess: async (saved) => {
      toast({ title: saved.isPublished ? "Day menu published!" : "Day menu unpublished", variant: "success" });
    },
    onError: () => toast({ title: "Error", description: "Failed to update day menu", variant: "destructive" }),
  });
  const remove = useMutation({
    mutationFn: () => trpcClient.admin.deleteDayMenu.mutate({ id: dayMenu.id }),
    onSuccess: async () => {
      toast({ title: "Day menu deleted successfully!", variant: "success" });
      setConfirmDelete(false);
    },
    onError: () => toast({ title: "Error", description: "Failed to delete day menu. Please try again.", variant: "destructive" }),
  });

  return (
    <article className="rounded-xl border border-line bg-ivory/40" aria-label={dayMenu.title} data-testid="day-menu-card">
      <header className="flex flex-wrap items-start gap-3 border-b border-line px-4 py-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-blush text-center text-[11px] leading-tight font-semibold text-wine">
          Day
          <br />
          {dayMenu.day}
        </span>
        {/* At least 12rem for the title and description: on a phone the buttons wrap to their own line below. */}
        <div className="min-w-0 flex-1 basis-48">
          <h3 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold text-ink">
            {dayMenu.title}
            <Badge tone={dayMenu.isPublished ? "success" : "neutral"}>{dayMenu.isPublished ? "Published" : "Draft"}</Badge>
          </h3>
          {dayMenu.description && <p className="text-sm text-muted">{dayMenu.description}</p>}
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-1">
          <Button size="sm" variant={dayMenu.isPublished ? "outline" : "primary"} loading={publish.isPending} onClick={() => publish.mutate()}>
            {dayMenu.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {dayMenu.isPublished ? "Unpublish" : "Publish"}
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Edit day menu ${dayMenu.title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="hover:text-nonveg"
            aria-label={`Delete day menu ${dayMenu.title}`}
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-3 p-4">
        {dayMenu.menus.length === 0 ? (
          <p className="text-sm text-muted">No meals yet. Add the first meal of this day.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {dayMenu.menus.map((m) => (
              <MealPanel key={m.id} meal={m} weddingDate={weddingDate} />
            ))}
          </ul>
        )}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAddingMeal(true)}>
          <Plus aria-hidden /> Add Meal
        </Button>
      </div>
      {editing && <DayMenuForm dayMenu={dayMenu} onClose={() => setEditing(false)} />}
      {addingMeal && <MealForm dayMenuId={dayMenu.id} meal={null} weddingDate={weddingDate} defaultDay={dayMenu.day} onClose={() => setAddingMeal(false)} />}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete day menu?"
        description={`"${dayMenu.title}" and its ${dayMenu.menus.length} meal(s) with all their dishes will be deleted. This cannot be undone.`}
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
      />
    </article>
  );
}
