/** Create or edit a day menu: day 1-10, title, description, published. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { DAY_MENU_DAY_MAX, DAY_MENU_DAY_MIN } from "../../../shared/constants";
import { type DayMenu, ZDayMenuInput } from "../../../shared/schemas/menus";
import { trpcClient } from "../../trpc";
import { Checkbox } from "../../ui/checkbox";
import { Field, Input, Textarea } from "../../ui/input";
import { FormSelect } from "../uploads/form-select";
import { toast } from "../../ui/use-toast";
import { FormDialog } from "./form-dialog";

type In = z.input<typeof ZDayMenuInput>;
type Out = z.output<typeof ZDayMenuInput>;

const DAYS = Array.from({ length: DAY_MENU_DAY_MAX - DAY_MENU_DAY_MIN + 1 }, (_, i) => ({
  value: String(i + DAY_MENU_DAY_MIN),
  label: `Day ${i + DAY_MENU_DAY_MIN}`,
}));

export function DayMenuForm({ dayMenu, onClose }: { dayMenu: DayMenu | null; onClose: () => void }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZDayMenuInput),
    defaultValues: {
      day: String(dayMenu?.day ?? 1),
      title: dayMenu?.title ?? "",
      description: dayMenu?.description ?? "",
      isPublished: dayMenu?.isPublished ?? false,
    },
  });
  const save = useMutation({
    mutationFn: (v: Out) => (dayMenu ? trpcClient.admin.updateDayMenu.mutate({ ...v, id: dayMenu.id }) : trpcClient.admin.createDayMenu.mutate(v)),
    onSuccess: async () => {
      toast({ title: dayMenu ? "Day menu updated successfully!" : "Day menu created successfully!", variant: "success" });
      onClose();
    },
    // The spec's one sentence for any save failure (client-side validation has already spoken);
    // a day that already has a menu (409) is also said at the Day field, in the server's words.
    onError: (e) => {
      if ((e as { data?: { code?: string } }).data?.code === "CONFLICT") form.setError("day", { message: e.message });
      toast({ title: "Error", description: "Failed to save day menu. Please try again.", variant: "destructive" });
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={dayMenu ? "Edit Day Menu" : "Add Day Menu"}
      submitLabel={dayMenu ? "Update Day Menu" : "Create Day Menu"}
      busy={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label="Day" error={errors.day?.message}>
        <FormSelect control={form.control} name="day" options={DAYS} />
      </Field>
      <Field label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. Mehendi Day" {...form.register("title")} />
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={2} {...form.register("description")} />
      </Field>
      <Controller
        control={form.control}
        name="isPublished"
        render={({ field }) => (
          <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
            <Checkbox checked={!!field.value} onCheckedChange={(c) => field.onChange(c === true)} />
            Published (guests see it on the menu page)
          </label>
        )}
      />
    </FormDialog>
  );
}
