import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";

/** Menu Management (first cut: the day menus list). */
export function MenusTab() {
  const dayMenus = useQuery(trpc.guest.publishedDayMenus.queryOptions());
  return (
    <Card>
      <CardHeader title="Menu Management" />
      <CardBody>
        {dayMenus.isPending ? (
          <Spinner />
        ) : dayMenus.isError ? (
          <ErrorState message="Could not load the menus." />
        ) : dayMenus.data.length === 0 ? (
          <EmptyState title="No day menus yet" />
        ) : (
          <ul className="divide-y divide-line">
            {dayMenus.data.map((d) => (
              <li key={d.id} className="py-2 text-sm">
                <span className="font-medium text-ink">{d.title}</span> · Day {d.day} · {d.menus.length} meals
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
