/** The /admin dashboard: header, then the tabs (the spec's eight, and Headcounts after Rooms from issue 14). In print only the open tab's content shows. */
// First: zod checks in the dashboard never probe eval (the CSP blocks it); see zod-jitless.ts.
import "../zod-jitless";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { useQuery } from "@tanstack/react-query";
import {
  BedDouble,
  CalendarDays,
  ClipboardList,
  Heart,
  History,
  IdCard,
  Images,
  ListChecks,
  Music,
  Route,
  UserCog,
  UsersRound,
  UtensilsCrossed,
} from "lucide-react";
import type { ReactNode } from "react";
import { trpc } from "../trpc";
import { ErrorState, Spinner } from "../ui/states";
import { ActivityTab } from "./activity/activity-tab";
import { DASHBOARD_TABS, type DashboardTab } from "../../shared/dashboard-tabs";
import { roleAllows } from "../../shared/roles";
import { useAdminRole } from "./use-role";
import { AdminGuard } from "./admin-guard";
import { useRsvps } from "./admin-api";
import { AudioTab } from "./audio/audio-tab";
import { DashboardHeader } from "./dashboard-header";
import { DashboardTabBar } from "./dashboard-tab-bar";
import { DiskWarning } from "./disk-warning";
import { GuestListTab } from "./guest-list/guest-list-tab";
import { HeadcountsTab } from "./headcounts/headcounts-tab";
import { IdProofsTab } from "./id-proofs/id-proofs-tab";
import { MenusTab } from "./menus/menus-tab";
import { RoomsTab } from "./rooms/rooms-tab";
import { RsvpsTab } from "./rsvps/rsvps-tab";
import { type DashboardUrl, useMemoryUrl, useRouterUrl } from "./rsvps/url-state";
import { TeamTab } from "./team/team-tab";
import { TimelineTab } from "./timeline/timeline-tab";
import { TravelTab } from "./travel/travel-tab";
import { VenueTab } from "./venue/venue-tab";
import { WeddingTab } from "./wedding/wedding-tab";

/** The icon beside each tab's label; the tabs, their order and roles are src/shared/dashboard-tabs.ts. */
const ICONS: Record<DashboardTab, ReactNode> = {
  rsvps: <UsersRound aria-hidden />,
  "guest-list": <ListChecks aria-hidden />,
  rooms: <BedDouble aria-hidden />,
  headcounts: <ClipboardList aria-hidden />,
  travel: <Route aria-hidden />,
  timeline: <CalendarDays aria-hidden />,
  menus: <UtensilsCrossed aria-hidden />,
  wedding: <Heart aria-hidden />,
  audio: <Music aria-hidden />,
  venue: <Images aria-hidden />,
  "id-proofs": <IdCard aria-hidden />,
  activity: <History aria-hidden />,
  team: <UserCog aria-hidden />,
};

/**
 * The tabs and their data, inside the guard (exported for the component test). The open tab lives in the
 * address (`/admin?tab=rooms`, see rsvps/url-state.ts); without `url` (tests) it lives in memory.
 */
export function Dashboard({ url: routed }: { url?: DashboardUrl } = {}) {
  const rsvps = useRsvps();
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const media = useQuery(trpc.guest.venueMedia.queryOptions());
  const memory = useMemoryUrl();
  const url = routed ?? memory;
  const role = useAdminRole();
  // No tab shows until the role is known (the spinner does): none appears late, and none appears that then goes.
  const tabs = role ? DASHBOARD_TABS.filter((t) => roleAllows(role, t.role)) : [];
  const sees = (key: string) => tabs.some((t) => t.key === key);
  const seesActivity = sees("activity");
  const tab = tabs.some((t) => t.key === url.search.tab) ? url.search.tab! : "rsvps";
  // A new history entry per tab, so Back returns to the previous one; the search and filters stay.
  const setTab = (key: string) => url.set({ tab: key });

  const loading = rsvps.isPending || wedding.isPending || media.isPending || !role;
  const list = rsvps.data?.data ?? [];
  const spinner = <Spinner label="Loading dashboard..." />;
  /** Tab content once the dashboard's data is in; the spinner or the load error until then. A failed re-fetch keeps the last list (Refresh Data says it failed). */
  const ready = (content: ReactNode) => (loading ? spinner : rsvps.isError && !rsvps.data ? <ErrorState message="Failed to load data" /> : content);

  return (
    <TabsPrimitive.Root value={tab} onValueChange={setTab}>
      <div className="sticky top-0 z-20 -mx-4 border-b print:hidden border-line bg-[#f7f4f0]/95 px-4 backdrop-blur sm:-mx-6 sm:px-6">
        <DashboardTabBar tabs={tabs.map((t) => ({ key: t.key, label: t.label, icon: ICONS[t.key] }))} active={tab} />
      </div>
      <div className="pt-5 print:pt-0">
        <DiskWarning />
        <TabsPrimitive.Content value="rsvps">{ready(<RsvpsTab rsvps={list} url={url} />)}</TabsPrimitive.Content>
        <TabsPrimitive.Content value="guest-list">{ready(<GuestListTab rsvps={list} />)}</TabsPrimitive.Content>
        <TabsPrimitive.Content value="rooms">
          {/* Room Management needs no RSVPs: the tab reports an RSVP failure in its status view. */}
          {loading ? spinner : <RoomsTab />}
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="headcounts">
          <HeadcountsTab />
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="travel">
          <TravelTab />
        </TabsPrimitive.Content>
        {sees("timeline") && (
          <TabsPrimitive.Content value="timeline">
            <TimelineTab />
          </TabsPrimitive.Content>
        )}
        {sees("menus") && (
          <TabsPrimitive.Content value="menus">
            <MenusTab />
          </TabsPrimitive.Content>
        )}
        {sees("wedding") && (
          <TabsPrimitive.Content value="wedding">
            <WeddingTab />
          </TabsPrimitive.Content>
        )}
        {sees("audio") && (
          <TabsPrimitive.Content value="audio">
            <AudioTab />
          </TabsPrimitive.Content>
        )}
        {sees("venue") && (
          <TabsPrimitive.Content value="venue">
            <VenueTab />
          </TabsPrimitive.Content>
        )}
        {sees("id-proofs") && <TabsPrimitive.Content value="id-proofs">{ready(<IdProofsTab rsvps={list} />)}</TabsPrimitive.Content>}
        {seesActivity && (
          <TabsPrimitive.Content value="activity">
            <ActivityTab />
          </TabsPrimitive.Content>
        )}
        {sees("team") && (
          <TabsPrimitive.Content value="team">
            <TeamTab />
          </TabsPrimitive.Content>
        )}
      </div>
    </TabsPrimitive.Root>
  );
}

/** The dashboard in the /admin route: its state in the address. */
function RoutedDashboard() {
  return <Dashboard url={useRouterUrl()} />;
}

export function DashboardPage() {
  return (
    <AdminGuard>
      <div className="min-h-svh bg-[#f7f4f0] print:min-h-0 print:bg-white">
        <DashboardHeader />
        <main className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 print:max-w-none print:p-0">
          <RoutedDashboard />
        </main>
      </div>
    </AdminGuard>
  );
}
