/** REST rows for pickup points (GET public, writes admin), the couple's travel list and the cars. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const travelRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/travel/points", procedure: "guest.pickupPoints", call: (c) => c.guest.pickupPoints() },
  { method: "POST", url: "/api/admin/travel/points", procedure: "admin.createPickupPoint", status: 201, call: (c, req) => c.admin.createPickupPoint(bodyWith(req, {}) as never) },
  { method: "PUT", url: "/api/admin/travel/points/:id", procedure: "admin.updatePickupPoint", call: (c, req) => c.admin.updatePickupPoint(bodyWith(req, { id: req.params.id! }) as never) },
  { method: "DELETE", url: "/api/admin/travel/points/:id", procedure: "admin.deletePickupPoint", call: (c, req) => c.admin.deletePickupPoint({ id: req.params.id as never }) },
  { method: "GET", url: "/api/admin/travel", procedure: "admin.travel", call: (c) => c.admin.travel() },
  {
    method: "PUT",
    url: "/api/admin/travel/:rsvpId/vehicle",
    procedure: "admin.setTravelVehicle",
    call: (c, req) => c.admin.setTravelVehicle(bodyWith(req, { rsvpId: req.params.rsvpId! }) as never),
  },
];
