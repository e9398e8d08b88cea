/** Menu categories and menu items: create, list, edit, delete. */
import { useMutation, useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { LABELS } from "../../../shared/constants";
import type { MenuCategory, MenuItem } from "../../../shared/schemas/menus";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { ErrorState, Spinner } from "../../ui/states";
import { toast } from "../../ui/use-toast";
import { useLoadErrorToast } from "../load-error";
import { CategoryForm, MenuItemForm } from "./item-form";

type Deleting = { kind: "category"; row: MenuCategory } | { kind: "item"; row: MenuItem };

function ItemLine({ item, onEdit, onDelete }: { item: MenuItem; onEdit: () => void; onDelete: () => void }) {
  const facts = [
    item.price !== null ? `₹${item.price}` : null,
    item.spiceLevel ? LABELS.spiceLevel[item.spiceLevel as keyof typeof LABELS.spiceLevel] : null,
    item.servingSize,
    item.calories !== null ? `${item.calories} kcal` : null,
    item.preparationTime !== null ? `${item.preparationTime} min` : null,
  ].filter(Boolean);
  return (
    <li className="flex items-start gap-2 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-1.5 font-medium text-ink">
          {item.name}
          {item.isVegetarian && <Badge tone="success">Veg</Badge>}
          {item.isGlutenFree && <Badge tone="neutral">GF</Badge>}
        </p>
        {facts.length > 0 && <p className="text-xs text-muted">{facts.join(" · ")}</p>}
        {item.allergens.length > 0 && <p className="text-xs text-muted">Allergens: {item.allergens.join(", ")}</p>}
      </div>
      <Button size="icon" variant="ghost" className="size-8" aria-label={`Edit item ${item.name}`} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" className="size-8 hover:text-nonveg" aria-label={`Delete item ${item.name}`} onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

export function Catalogue() {
  const categories = useQuery(trpc.admin.menuCategories.queryOptions());
  const items = useQuery(trpc.admin.menuItems.queryOptions());
  const [category, setCategory] = useState<MenuCategory | "new" | null>(null);
  const [item, setItem] = useState<MenuItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  useLoadErrorToast(categories.error, "Failed to fetch categories");
  useLoadErrorToast(items.error, "Failed to fetch menu items");
  const remove = useMutation({
    mutationFn: (d: Deleting) =>
      d.kind === "category" ? trpcClient.admin.deleteMenuCategory.mutate({ id: d.row.id }) : trpcClient.admin.deleteMenuItem.mutate({ id: d.row.id }),
    onSuccess: async (_r, d) => {
      toast({ title: d.kind === "category" ? "Category Deleted" : "Menu Item Deleted", variant: "success" });
      setDeleting(null);
    },
    onError: (_e, d) =>
      toast({
        title: "Delete Failed",
        description: d.kind === "category" ? "Failed to delete category." : "Failed to delete menu item.",
        variant: "destructive",
      }),
  });

  return (
    <Card>
      <CardHeader
        title="Categories & Menu Items"
        description="A standing menu (bar, dessert counter) organised by category."
        actions={
          <>
            <Button variant="outline" onClick={() => setCategory("new")}>
              <Plus aria-hidden /> Add Category
            </Button>
            <Button variant="outline" disabled={!categories.data?.length} onClick={() => setItem("new")}>
              <Plus aria-hidden /> Add Menu Item
            </Button>
          </>
        }
      />
      <CardBody>
        {categories.isPending || items.isPending ? (
          <Spinner />
        ) : !categories.data ? (
          <ErrorState message="Failed to fetch categories" />
        ) : !items.data ? (
          <ErrorState message="Failed to fetch menu items" />
        ) : categories.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted">No categories yet. Add a category, then its items.</p>
        ) : (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {categories.data.map((c) => {
              const list = items.data.filter((i) => i.categoryId === c.id);
              return (
                <section key={c.id} className="rounded-lg border border-line" aria-label={`Category ${c.name}`}>
                  <h3 className="flex items-center gap-1 border-b border-line bg-cream/50 py-1.5 pr-1.5 pl-3 font-sans text-sm font-semibold text-ink">
                    <span className="min-w-0 flex-1 truncate">{c.name}</span>
                    <span className="text-xs font-normal text-muted">{list.length}</span>
                    <Button size="icon" variant="ghost" className="size-8" aria-label={`Edit category ${c.name}`} onClick={() => setCategory(c)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8 hover:text-nonveg"
                      aria-label={`Delete category ${c.name}`}
                      onClick={() => setDeleting({ kind: "category", row: c })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </h3>
                  {list.length === 0 ? (
                    <p className="px-3 py-3 text-sm text-muted">No items yet.</p>
                  ) : (
                    <ul className="divide-y divide-line/70 px-3">
                      {list.map((i) => (
                        <ItemLine key={i.id} item={i} onEdit={() => setItem(i)} onDelete={() => setDeleting({ kind: "item", row: i })} />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </CardBody>
      {category && <CategoryForm category={category === "new" ? null : category} onClose={() => setCategory(null)} />}
      {item && <MenuItemForm item={item === "new" ? null : item} categories={categories.data ?? []} onClose={() => setItem(null)} />}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting?.kind === "category" ? "Delete category?" : "Delete menu item?"}
        description={
          deleting?.kind === "category" ? `"${deleting.row.name}" and all its menu items will be deleted.` : `"${deleting?.row.name}" will be deleted.`
        }
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </Card>
  );
}
