/** The documented REST rows for rooms and room assignments, each calling its admin procedure. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const roomsRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/rooms", procedure: "admin.rooms", call: (c) => c.admin.rooms() },
  { method: "POST", url: "/api/rooms", procedure: "admin.createRoom", status: 201, call: (c, req) => c.admin.createRoom(bodyWith(req, {}) as never) },
  {
    method: "PUT",
    url: "/api/rooms/:id",
    procedure: "admin.updateRoom",
    call: (c, req) => c.admin.updateRoom(bodyWith(req, { id: req.params.id! }) as never),
  },
  { method: "DELETE", url: "/api/rooms/:id", procedure: "admin.deleteRoom", call: (c, req) => c.admin.deleteRoom({ id: req.params.id as never }) },
  {
    method: "POST",
    url: "/api/room-assignments",
    procedure: "admin.assignRoom",
    status: 201,
    call: (c, req) => c.admin.assignRoom(bodyWith(req, {}) as never),
  },
  {
    method: "DELETE",
    url: "/api/room-assignments/:rsvpId/:roomId",
    procedure: "admin.unassignRoom",
    call: (c, req) => c.admin.unassignRoom({ rsvpId: req.params.rsvpId!, roomId: req.params.roomId as never }),
  },
];
