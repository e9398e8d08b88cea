/** Create or edit a category or a menu item; allergens typed as comma-separated text, sent as a list. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { LABELS, SPICE_LEVELS } from "../../../shared/constants";
import { type MenuCategory, type MenuItem, parseAllergens, ZMenuCategoryInput, ZMenuItemInput } from "../../../shared/schemas/menus";
import { trpcClient } from "../../trpc";
import { Checkbox } from "../../ui/checkbox";
import { Field, Input, Textarea } from "../../ui/input";
import { FormSelect } from "../uploads/form-select";
import { toast } from "../../ui/use-toast";
import { FormDialog } from "./form-dialog";

const failed = (title: string, description: string) => () => toast({ title, description, variant: "destructive" });

export function CategoryForm({ category, onClose }: { category: MenuCategory | null; onClose: () => void }) {
  const form = useForm<z.input<typeof ZMenuCategoryInput>, unknown, z.output<typeof ZMenuCategoryInput>>({
    resolver: zodResolver(ZMenuCategoryInput),
    defaultValues: { name: category?.name ?? "", description: category?.description ?? "", displayOrder: category?.displayOrder ?? 0 },
  });
  const save = useMutation({
    mutationFn: (v: z.output<typeof ZMenuCategoryInput>) =>
      category ? trpcClient.admin.updateMenuCategory.mutate({ ...v, id: category.id }) : trpcClient.admin.createMenuCategory.mutate(v),
    onSuccess: async () => {
      toast({ title: category ? "Category Updated" : "Category Created", variant: "success" });
      onClose();
    },
    onError: category ? failed("Update Failed", "Failed to update category.") : failed("Creation Failed", "Failed to create category."),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={category ? "Edit Category" : "Add Category"}
      submitLabel={category ? "Update Category" : "Create Category"}
      busy={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label="Category name" error={errors.name?.message}>
        <Input placeholder="e.g. Mocktails" {...form.register("name")} />
      </Field>
      <Field label="Display order" error={errors.displayOrder?.message}>
        <Input type="number" min={0} inputMode="numeric" {...form.register("displayOrder")} />
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={2} {...form.register("description")} />
      </Field>
    </FormDialog>
  );
}

/** The item form's schema: the shared one, with allergens as the text the admin types. */
const ZItemForm = ZMenuItemInput.extend({
  allergens: z
    .string()
    .max(1000)
    .default("")
    .transform(parseAllergens)
    .pipe(z.array(z.string().max(60, "Each allergen must be at most 60 characters")).max(30)),
});
type ItemIn = z.input<typeof ZItemForm>;
type ItemOut = z.output<typeof ZItemForm>;
const SPICE = [{ value: "unset", label: "Not set" }, ...SPICE_LEVELS.map((s) => ({ value: s, label: LABELS.spiceLevel[s] }))];

export function MenuItemForm({ item, categories, onClose }: { item: MenuItem | null; categories: MenuCategory[]; onClose: () => void }) {
  const form = useForm<ItemIn, unknown, ItemOut>({
    resolver: zodResolver(ZItemForm),
    defaultValues: {
      name: item?.name ?? "",
      description: item?.description ?? "",
      categoryId: item?.categoryId ? String(item.categoryId) : "",
      price: item?.price ?? "",
      isVegetarian: item?.isVegetarian ?? false,
      isGlutenFree: item?.isGlutenFree ?? false,
      allergens: item?.allergens.join(", ") ?? "",
      spiceLevel: (item?.spiceLevel ?? "") as ItemIn["spiceLevel"],
      preparationTime: item?.preparationTime ?? "",
      servingSize: item?.servingSize ?? "",
      calories: item?.calories ?? "",
      displayOrder: item?.displayOrder ?? 0,
    },
  });
  const save = useMutation({
    mutationFn: (v: ItemOut) => (item ? trpcClient.admin.updateMenuItem.mutate({ ...v, id: item.id }) : trpcClient.admin.createMenuItem.mutate(v)),
    onSuccess: async () => {
      toast({ title: item ? "Menu Item Updated" : "Menu Item Created", variant: "success" });
      onClose();
    },
    onError: item ? failed("Update Failed", "Failed to update menu item.") : failed("Creation Failed", "Failed to create menu item."),
  });
  const errors = form.formState.errors;
  const num = (name: "price" | "preparationTime" | "calories" | "displayOrder", label: string) => (
    <Field label={label} error={errors[name]?.message}>
      <Input type="number" min={0} inputMode="decimal" {...form.register(name)} />
    </Field>
  );
  const check = (name: "isVegetarian" | "isGlutenFree", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <label className="flex items-center gap-2 text-sm text-ink">
          <Checkbox checked={!!field.value} onCheckedChange={(c) => field.onChange(c === true)} />
          {label}
        </label>
      )}
    />
  );
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={item ? "Edit Menu Item" : "Add Menu Item"}
      submitLabel={item ? "Update Item" : "Create Item"}
      busy={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label="Item name" error={errors.name?.message}>
        <Input {...form.register("name")} />
      </Field>
      <Field label="Category" error={errors.categoryId?.message}>
        <FormSelect
          control={form.control}
          name="categoryId"
          placeholder="Choose a category"
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={2} {...form.register("description")} />
      </Field>
      {num("price", "Price (optional)")}
      <Field label="Spice level" error={errors.spiceLevel?.message}>
        <FormSelect control={form.control} name="spiceLevel" options={SPICE} emptyValue="unset" />
      </Field>
      <Field label="Allergens (comma-separated)" error={errors.allergens?.message} hint="e.g. peanuts, dairy, gluten" className="sm:col-span-2">
        <Input {...form.register("allergens")} />
      </Field>
      {num("preparationTime", "Preparation time (min)")}
      <Field label="Serving size (optional)" error={errors.servingSize?.message}>
        <Input placeholder="e.g. 250 ml" {...form.register("servingSize")} />
      </Field>
      {num("calories", "Calories")}
      {num("displayOrder", "Display order")}
      {check("isVegetarian", "Vegetarian")}
      {check("isGlutenFree", "Gluten-free")}
    </FormDialog>
  );
}
