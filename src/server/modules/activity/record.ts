/**
 * The activity log's one write: who did what and when. Callers pass plain words in `detail`
 * (a guest's name, a file count) and never a code, a token or a file's content.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../../db/schema";

export const ACTIVITY_ACTIONS = [
  "setup",
  "login",
  "team.add",
  "team.change",
  "team.remove",
  "rsvp.add",
  "rsvp.change",
  "rsvp.delete",
  "id.open",
  "export",
  "menus.add",
  "menus.change",
  "menus.delete",
  "meals.add",
  "meals.change",
  "meals.delete",
  "dishes.add",
  "dishes.change",
  "dishes.delete",
  "menu-items.add",
  "menu-items.change",
  "menu-items.delete",
  "id.purge",
  "id.withdraw",
  "guests.add",
  "guests.change",
  "guests.delete",
  "guests.import",
  "guests.send",
  "guests.revoke",
  "guests.link",
  "messages.change",
  "vehicles.add",
  "vehicles.change",
  "vehicles.delete",
  "vehicles.assign",
  // Every other write of the dashboard (wedding details, music, venue media, itinerary, pickup points, cars).
  "wedding.change",
  "audio.change",
  "media.add",
  "media.delete",
  "timeline.add",
  "timeline.change",
  "timeline.delete",
  "points.add",
  "points.change",
  "points.delete",
  "travel.assign",
  "whatsapp.send",
  "messages.round",
  "announcements.add",
  "announcements.change",
  "announcements.delete",
  "hotels.add",
  "hotels.change",
  "hotels.delete",
  "hotels.send",
  "rooms.add",
  "rooms.change",
  "rooms.delete",
  "rooms.place",
  "rooms.suggest",
  "rooms.unassign",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The team member acting; null for the server itself (the timed purge) or, for "id.withdraw", the guest. */
export interface Actor {
  id: number;
  name: string;
}

export interface ActivityEntry {
  at: Date;
  actor: Actor | null;
  action: ActivityAction;
  detail?: string;
  rsvpId?: string | null;
}

export async function recordActivity(db: Kysely<Database> | Transaction<Database>, entry: ActivityEntry): Promise<void> {
  await db
    .insertInto("activityLog")
    .values({
      at: entry.at.toISOString(),
      adminId: entry.actor?.id ?? null,
      adminName: entry.actor?.name ?? null,
      action: entry.action,
      detail: entry.detail ?? "",
      rsvpId: entry.rsvpId ?? null,
    })
    .execute();
}
