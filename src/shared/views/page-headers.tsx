/** The title blocks of the itinerary and the menus: rendered by the server into the page, or by the app. */
import { PageHeader } from "./page-header";

export function TimelineHeader({ datesLabel }: { datesLabel: string }) {
  return (
    <PageHeader eyebrow={datesLabel} title="Wedding Itinerary">
      Everything planned across our celebration, hour by hour. Times are local.
    </PageHeader>
  );
}

export function MenusHeader() {
  return (
    <PageHeader eyebrow="Food & Drink" title="Wedding Celebration Menus">
      A taste of the hills and of home: everything our chefs are preparing for you.
    </PageHeader>
  );
}
