/**
 * Menu Management: day menus (with meals and dishes, publish/unpublish) and the category catalogue.
 * The meal list (GET /api/menus) also finds meals outside any day menu, which guests never see.
 */
import { useQuery } from "@tanstack/react-query";
import { Plus, UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useLoadErrorToast } from "../load-error";
import { Catalogue } from "./catalogue";
import { DayMenuCard } from "./day-menu-card";
import { DayMenuForm } from "./day-menu-form";
import { MealPanel } from "./meal-panel";

export function MenusTab() {
  const dayMenus = useQuery(trpc.admin.dayMenus.queryOptions());
  const meals = useQuery(trpc.admin.meals.queryOptions());
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const [adding, setAdding] = useState(false);
  useLoadErrorToast(dayMenus.error, "Failed to fetch day menus");
  useLoadErrorToast(meals.error, "Failed to fetch menus");
  const published = dayMenus.data?.filter((d) => d.isPublished).length ?? 0;
  // Deleting a day menu deletes its meals, so only a null dayMenuId (older data) leaves a meal outside.
  const unassigned = dayMenus.data ? (meals.data ?? []).filter((m) => m.dayMenuId === null) : [];

  return (
    <div className="grid grid-cols-1 gap-5">
      <Card>
        <CardHeader
          title="Day Menus"
          description={
            dayMenus.data
              ? `${dayMenus.data.length} day menu(s), ${published} published. Only published menus appear on the guest menu page.`
              : "Only published menus appear on the guest menu page."
          }
          actions={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add Day Menu
            </Button>
          }
        />
        <CardBody className="grid grid-cols-1 gap-4">
          {dayMenus.isPending ? (
            <Spinner label="Loading menus..." />
          ) : !dayMenus.data ? (
            <ErrorState message="Failed to fetch day menus" />
          ) : dayMenus.data.length === 0 ? (
            <EmptyState icon={<UtensilsCrossed className="size-8" aria-hidden />} title="No day menus yet">
              Create a day menu, add its meals and dishes, then publish it for guests.
            </EmptyState>
          ) : (
            dayMenus.data.map((d) => <DayMenuCard key={d.id} dayMenu={d} weddingDate={wedding.data?.weddingDate} />)
          )}
        </CardBody>
      </Card>
      {unassigned.length > 0 && (
        <Card data-testid="unassigned-meals">
          <CardHeader title="Meals without a day menu" description="Guests never see these. Edit one to move it into a day menu, or delete it." />
          <CardBody>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {unassigned.map((m) => (
                <MealPanel key={m.id} meal={m} dayMenus={dayMenus.data ?? []} weddingDate={wedding.data?.weddingDate} />
              ))}
            </ul>
          </CardBody>
        </Card>
      )}
      <Catalogue />
      {adding && <DayMenuForm dayMenu={null} onClose={() => setAdding(false)} />}
    </div>
  );
}
