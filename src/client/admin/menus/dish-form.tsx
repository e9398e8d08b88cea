/** Add or edit a dish of a meal: name, cuisine, dietary type (vegetarian by default), notes, subcategory. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DISH_SUBCATEGORIES } from "../../../shared/constants";
import { type Dish, ZDishInput } from "../../../shared/schemas/menus";
import { trpcClient } from "../../trpc";
import { Field, Input } from "../../ui/input";
import { FormSelect } from "../uploads/form-select";
import { toast } from "../../ui/use-toast";
import { FormDialog } from "./form-dialog";

type In = z.input<typeof ZDishInput>;
type Out = z.output<typeof ZDishInput>;
const NONE = "none";
const DIETARY = [
  { value: "vegetarian", label: "Vegetarian" },
  { value: "non-vegetarian", label: "Non-vegetarian" },
];
const SUBCATEGORIES = [{ value: NONE, label: "No subcategory" }, ...DISH_SUBCATEGORIES.map((s) => ({ value: s, label: s }))];

export function DishForm({ menuId, dish, onClose }: { menuId: number; dish: Dish | null; onClose: () => void }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZDishInput),
    defaultValues: {
      name: dish?.name ?? "",
      cuisineType: dish?.cuisineType ?? "",
      dietaryType: dish?.dietaryType ?? "vegetarian",
      specialNotes: dish?.specialNotes ?? "",
      subcategory: (dish?.subcategory ?? "") as In["subcategory"],
    },
  });
  const save = useMutation({
    mutationFn: (v: Out) => (dish ? trpcClient.admin.updateDish.mutate({ ...v, id: dish.id }) : trpcClient.admin.createDish.mutate({ ...v, menuId })),
    onSuccess: async () => {
      toast({ title: dish ? "Dish updated successfully!" : "Dish added successfully!", variant: "success" });
      onClose();
    },
    onError: () =>
      toast({
        title: "Error",
        description: dish ? "Failed to update dish. Please try again." : "Failed to add dish. Please try again.",
        variant: "destructive",
      }),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={dish ? "Edit Dish" : "Add Dish"}
      submitLabel={dish ? "Update Dish" : "Add Dish"}
      busy={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label="Dish name" error={errors.name?.message} className="sm:col-span-2">
        <Input placeholder="e.g. Paneer Tikka" {...form.register("name")} />
      </Field>
      <Field label="Cuisine type (optional)" error={errors.cuisineType?.message}>
        <Input placeholder="e.g. North Indian" {...form.register("cuisineType")} />
      </Field>
      <Field label="Dietary type" error={errors.dietaryType?.message}>
        <FormSelect control={form.control} name="dietaryType" options={DIETARY} />
      </Field>
      <Field label="Subcategory" error={errors.subcategory?.message}>
        <FormSelect control={form.control} name="subcategory" options={SUBCATEGORIES} emptyValue={NONE} />
      </Field>
      <Field label="Special notes (optional)" error={errors.specialNotes?.message}>
        <Input placeholder="e.g. Contains nuts" {...form.register("specialNotes")} />
      </Field>
    </FormDialog>
  );
}
