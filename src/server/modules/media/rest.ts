/** REST rows for venue media and the signed upload addresses; GET /api/venue-media is the guest read in rest.ts. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const mediaRestRoutes: RestRoute[] = [
  { method: "POST", url: "/api/venue-media", procedure: "admin.createVenueMedia", status: 201, call: (c, req) => c.admin.createVenueMedia(bodyWith(req, {}) as never) },
  { method: "DELETE", url: "/api/venue-media/:id", procedure: "admin.deleteVenueMedia", call: (c, req) => c.admin.deleteVenueMedia({ id: req.params.id as never }) },
  { method: "POST", url: "/api/venue-media/upload-url", procedure: "admin.createVenueUploadUrl", call: (c) => c.admin.createVenueUploadUrl() },
  { method: "POST", url: "/api/objects/upload", procedure: "admin.createUploadUrl", call: (c, req) => c.admin.createUploadUrl(bodyWith(req, {}) as never) },
];
