/** The documented REST rows of the team (issue 17), each calling its owner-only procedure. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const teamRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/admin/team", procedure: "admin.team", call: (c) => c.admin.team() },
  { method: "POST", url: "/api/admin/team", procedure: "admin.addTeamMember", status: 201, call: (c, req) => c.admin.addTeamMember(bodyWith(req, {}) as never) },
  {
    method: "PUT",
    url: "/api/admin/team/:id",
    procedure: "admin.updateTeamMember",
    call: (c, req) => c.admin.updateTeamMember(bodyWith(req, { id: req.params.id! }) as never),
  },
  { method: "DELETE", url: "/api/admin/team/:id", procedure: "admin.removeTeamMember", call: (c, req) => c.admin.removeTeamMember({ id: req.params.id as never }) },
];
