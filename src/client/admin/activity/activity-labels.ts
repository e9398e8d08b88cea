/** What each activity log action reads as in the Activity view. */
export const ACTION_LABELS: Record<string, string> = {
  setup: "Set up the site",
  login: "Logged in",
  "team.add": "Added a team member",
  "team.change": "Changed a team member",
  "team.remove": "Removed a team member",
  "rsvp.add": "Added a reply",
  "rsvp.change": "Changed a reply",
  "rsvp.delete": "Deleted a reply",
  "id.open": "Opened an ID document",
  export: "Downloaded the export",
  "menus.add": "Added a day menu",
  "menus.change": "Changed a day menu",
  "menus.delete": "Removed a day menu",
  "meals.add": "Added a meal",
  "meals.change": "Changed a meal",
  "meals.delete": "Removed a meal",
  "dishes.add": "Added a dish",
  "dishes.change": "Changed a dish",
  "dishes.delete": "Removed a dish",
  "menu-items.add": "Added to the menu catalogue",
  "menu-items.change": "Changed the menu catalogue",
  "menu-items.delete": "Removed from the menu catalogue",
  "id.purge": "Deleted all ID documents",
  "id.withdraw": "Withdrew consent and deleted an ID document",
  "guests.add": "Added a household to the guest list",
  "guests.change": "Changed a household on the guest list",
  "guests.delete": "Removed a household from the guest list",
  "guests.import": "Imported the guest list",
  "guests.send": "Sent an invitation",
  "guests.revoke": "Revoked an invitation link",
  "guests.link": "Added a reply to the guest list",
  "messages.change": "Changed a message template",
  "vehicles.add": "Added a vehicle",
  "vehicles.change": "Changed a vehicle",
  "vehicles.delete": "Removed a vehicle",
  "vehicles.assign": "Assigned a vehicle",
  "wedding.change": "Changed the wedding details",
  "audio.change": "Changed the background music",
  "media.add": "Added a venue photo or video",
  "media.delete": "Removed a venue photo or video",
  "timeline.add": "Added an itinerary event",
  "timeline.change": "Changed an itinerary event",
  "timeline.delete": "Removed an itinerary event",
  "points.add": "Added a pickup point",
  "points.change": "Changed a pickup point",
  "points.delete": "Removed a pickup point",
  "travel.assign": "Changed a party's car",
  "whatsapp.send": "Sent a round on WhatsApp",
  "messages.round": "Started a WhatsApp round",
  "announcements.add": "Wrote an announcement",
  "announcements.change": "Changed an announcement",
  "announcements.delete": "Deleted an announcement",
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Actions a guest takes through their private link: nobody of the team did them. */
const GUEST_ACTIONS = new Set(["id.withdraw"]);

/** Who: the team member's name as it was then; the guest for what they did through their link; the server itself for the timed purge. */
export const actorLabel = (e: { adminId: number | null; adminName: string | null; action?: string }) =>
  e.adminName ?? (e.action && GUEST_ACTIONS.has(e.action) ? "The guest" : e.adminId === null ? "Server (automatic)" : "A removed team member");
