import type { RestRoute } from "../../rest";

export const headcountRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/admin/headcounts", procedure: "admin.headcounts", call: (c) => c.admin.headcounts() },
];
