/** The documented REST rows for the admin's RSVP reads and deletes, each calling its admin procedure. */
import type { RestRoute } from "../../rest";

export const adminRsvpRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/admin/rsvps", procedure: "admin.rsvps", call: (c) => c.admin.rsvps() },
  { method: "POST", url: "/api/admin/rsvps", procedure: "admin.createRsvp", call: (c, req) => c.admin.createRsvp(req.body as never) },
  {
    method: "PUT",
    url: "/api/admin/rsvps/:id",
    procedure: "admin.updateRsvp",
    call: (c, req) => c.admin.updateRsvp({ id: req.params.id!, reply: req.body as never }),
  },
  {
    method: "POST",
    url: "/api/admin/rsvps/:id/revoke-link",
    procedure: "admin.revokeRsvpLink",
    call: (c, req) => c.admin.revokeRsvpLink({ id: req.params.id! }),
  },
  { method: "DELETE", url: "/api/admin/rsvps/:id", procedure: "admin.deleteRsvp", call: (c, req) => c.admin.deleteRsvp({ id: req.params.id! }) },
  { method: "GET", url: "/api/rsvps-with-rooms", procedure: "admin.rsvpsWithRooms", call: (c) => c.admin.rsvpsWithRooms() },
];
