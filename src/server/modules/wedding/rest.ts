/** REST rows for the wedding form and the audio settings; GET /api/wedding-details is the guest read in rest.ts. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const weddingRestRoutes: RestRoute[] = [
  { method: "PUT", url: "/api/wedding-details", procedure: "admin.updateWeddingDetails", call: (c, req) => c.admin.updateWeddingDetails(bodyWith(req, {}) as never) },
  { method: "PUT", url: "/api/wedding-details/audio", procedure: "admin.updateAudioSettings", call: (c, req) => c.admin.updateAudioSettings(bodyWith(req, {}) as never) },
];
