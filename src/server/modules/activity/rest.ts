/** The activity log's REST row, calling its admin procedure. */
import type { RestRoute } from "../../rest";

export const activityRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/admin/activity", procedure: "admin.activity", call: (c, req) => c.admin.activity((req.query ?? {}) as never) },
];
