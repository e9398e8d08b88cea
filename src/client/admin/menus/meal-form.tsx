/** Create or edit a meal of a day menu (its payload carries dayMenuId; with `dayMenus` the admin picks it). */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LABELS, MEAL_DAY_MAX, MEAL_DAY_MIN, MEAL_TYPES } from "../../../shared/constants";
import { dayLabel } from "../../../shared/day-labels";
import { type DayMenu, type Meal, ZMealInput } from "../../../shared/schemas/menus";
import { trpc, trpcClient } from "../../trpc";
import { Field, Input, Textarea } from "../../ui/input";
import { FormSelect } from "../uploads/form-select";
import { toast } from "../../ui/use-toast";
import { FormDialog } from "./form-dialog";

type In = z.input<typeof ZMealInput>;
type Out = z.output<typeof ZMealInput>;
const TYPES = MEAL_TYPES.map((t) => ({ value: t, label: LABELS.mealType[t] }));
/** The "Served at" option for none (Radix items cannot have "" as value). */
const NO_FUNCTION = "none";

interface Props {
  dayMenuId: number | null;
  meal: Meal | null;
  weddingDate: string | null | undefined;
  /** Day menus to choose from (a meal outside any day menu); without it the meal stays in `dayMenuId`. */
  dayMenus?: DayMenu[];
  /** A new meal's day: the day of the menu it is added to. */
  defaultDay?: number;
  onClose: () => void;
}

export function MealForm({ dayMenuId, meal, weddingDate, dayMenus, defaultDay, onClose }: Props) {
  const days = Array.from({ length: MEAL_DAY_MAX - MEAL_DAY_MIN + 1 }, (_, i) => ({
    value: String(i + MEAL_DAY_MIN),
    label: dayLabel(weddingDate, i + MEAL_DAY_MIN),
  }));
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  const functions = [
    { value: NO_FUNCTION, label: "No particular function (count who is there at the serving time)" },
    ...(events.data ?? []).map((e) => ({ value: String(e.id), label: `${dayLabel(weddingDate, e.day)}: ${e.eventName}, ${e.time}` })),
  ];
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZMealInput),
    defaultValues: {
      dayMenuId: dayMenuId === null ? "" : String(dayMenuId),
      title: meal?.title ?? "",
      day: String(meal?.day ?? Math.min(MEAL_DAY_MAX, Math.max(MEAL_DAY_MIN, defaultDay ?? MEAL_DAY_MIN))),
      mealType: (meal?.mealType as Out["mealType"]) ?? "lunch",
      servingTime: meal?.servingTime ?? "",
      description: meal?.description ?? "",
      notes: meal?.notes ?? "",
      servedAtEventId: meal?.servedAtEventId ? String(meal.servedAtEventId) : "",
    },
  });
  const save = useMutation({
    mutationFn: (v: Out) => (meal ? trpcClient.admin.updateMeal.mutate({ ...v, id: meal.id }) : trpcClient.admin.createMeal.mutate(v)),
    onSuccess: async () => {
      toast({ title: meal ? "Menu Updated" : "Menu Created", variant: "success" });
      onClose();
    },
    onError: () =>
      toast({
        title: meal ? "Update Failed" : "Creation Failed",
        description: meal ? "Failed to update menu." : "Failed to create menu.",
        variant: "destructive",
      }),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={meal ? "Edit Meal" : "Add Meal"}
      submitLabel={meal ? "Update Meal" : "Create Meal"}
      busy={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      {dayMenus && (
        <Field label="Day menu" error={errors.dayMenuId?.message} className="sm:col-span-2">
          <FormSelect
            control={form.control}
            name="dayMenuId"
            placeholder="Choose a day menu"
            options={dayMenus.map((d) => ({ value: String(d.id), label: `Day ${d.day}: ${d.title}` }))}
          />
        </Field>
      )}
      <Field label="Meal title" error={errors.title?.message} className="sm:col-span-2">
        <Input placeholder="e.g. Sangeet Dinner" {...form.register("title")} />
      </Field>
      <Field label="Day" error={errors.day?.message}>
        <FormSelect control={form.control} name="day" options={days} />
      </Field>
      <Field label="Meal type" error={errors.mealType?.message}>
        <FormSelect control={form.control} name="mealType" options={TYPES} />
      </Field>
      <Field label="Serving time (optional)" error={errors.servingTime?.message}>
        <Input placeholder="e.g. 8:00 PM onwards" {...form.register("servingTime")} />
      </Field>
      <Field
        label="Served at (optional)"
        error={errors.servedAtEventId?.message ?? (events.isError ? "Failed to load the timeline's functions" : undefined)}
        className="sm:col-span-2"
      >
        <FormSelect control={form.control} name="servedAtEventId" options={functions} emptyValue={NO_FUNCTION} />
      </Field>
      <p className="-mt-2 text-xs text-muted sm:col-span-2">
        A meal served at a function is counted for that function's guests; otherwise for everyone there at its serving time, by their arrival and departure.
      </p>
      <Field label="Description (optional)" error={errors.description?.message}>
        <Input {...form.register("description")} />
      </Field>
      <Field label="Chef notes (optional)" error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={2} {...form.register("notes")} />
      </Field>
    </FormDialog>
  );
}
