/** The documented REST rows for the admin's RSVP reads and deletes, each calling its admin procedure. */
import type { RestRoute } from "../../rest";

export const adminRsvpRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/admin/rsvps", procedure: "admin.rsvps", call: (c) => c.admin.rsvps() },
  { method: "DELETE", url: "/api/admin/rsvps/:id", procedure: "admin.deleteRsvp", call: (c, req) => c.admin.deleteRsvp({ id: req.params.id! }) },
  { method: "GET", url: "/api/rsvps-with-rooms", procedure: "admin.rsvpsWithRooms", call: (c) => c.admin.rsvpsWithRooms() },
];
