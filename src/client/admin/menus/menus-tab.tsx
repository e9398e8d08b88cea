/** Menu Management: day menus (with meals and dishes, publish/unpublish) and the category catalogue. */
import { useQuery } from "@tanstack/react-query";
import { Plus, UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { Catalogue } from "./catalogue";
import { DayMenuCard } from "./day-menu-card";
import { DayMenuForm } from "./day-menu-form";

export function MenusTab() {
  const dayMenus = useQuery(trpc.admin.dayMenus.queryOptions());
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const [adding, setAdding] = useState(false);
  const published = dayMenus.data?.filter((d) => d.isPublished).length ?? 0;

  return (
    <div className="grid grid-cols-1 gap-5">
      <Card>
        <CardHeader
          title="Day Menus"
          description={dayMenus.data ? `${dayMenus.data.length} day menu(s), ${published} published. Only published menus appear on the guest menu page.` : "Only published menus appear on the guest menu page."}
          actions={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add Day Menu
            </Button>
          }
        />
        <CardBody className="grid grid-cols-1 gap-4">
          {dayMenus.isPending ? (
            <Spinner label="Loading menus..." />
          ) : dayMenus.isError ? (
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
      <Catalogue />
      {adding && <DayMenuForm dayMenu={null} onClose={() => setAdding(false)} />}
    </div>
  );
}
