/**
 * The dashboard's tabs in their order, each with the lowest role that sees it: the same role the server's
 * procedures declare for what the tab reads (src/server/dashboard-tabs.test.ts holds them equal). The
 * dashboard (src/client/admin/dashboard-page.tsx) draws its tab bar from this list and adds the icons.
 */
import type { Role } from "./roles";

export const DASHBOARD_TABS = [
  { key: "rsvps", label: "RSVPs", role: "desk" },
  { key: "guest-list", label: "Guest List", role: "desk" },
  { key: "rooms", label: "Rooms", role: "desk" },
  { key: "headcounts", label: "Headcounts", role: "desk" },
  { key: "travel", label: "Travel", role: "desk" },
  { key: "timeline", label: "Timeline", role: "planner" },
  { key: "menus", label: "Menu Management", role: "planner" },
  { key: "wedding", label: "Wedding", role: "planner" },
  { key: "audio", label: "Audio", role: "planner" },
  { key: "venue", label: "Venue", role: "planner" },
  { key: "id-proofs", label: "ID Proofs", role: "planner" },
  { key: "activity", label: "Activity", role: "planner" },
  { key: "team", label: "Team", role: "owner" },
] as const satisfies readonly { key: string; label: string; role: Role }[];

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["key"];
