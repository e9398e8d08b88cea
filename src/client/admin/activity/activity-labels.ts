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
  "hotels.add": "Added a hotel",
  "hotels.change": "Changed a hotel",
  "hotels.delete": "Removed a hotel",
  "hotels.send": "Marked a rooming list as sent to the hotel",
  "rooms.add": "Added a room",
  "rooms.change": "Changed a room",
  "rooms.delete": "Removed a room",
  "rooms.place": "Placed guests in rooms",
  "rooms.suggest": "Accepted suggested rooms",
  "rooms.unassign": "Took a room from a reply",
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Actions a guest takes through their private link: nobody of the team did them. */
const GUEST_ACTIONS = new Set(["id.withdraw"]);

/** Who: the team member's name as it was then; the guest for what they did through their link; the server itself for the timed purge. */
export const actorLabel = (e: { adminId: number | null; adminName: string | null; action?: string }) =>
  e.adminName ?? (e.action && GUEST_ACTIONS.has(e.action) ? "The guest" : e.adminId === null ? "Server (automatic)" : "A removed team member");
