/** The team (issue 17), owner only: GET/POST /api/admin/team, PUT/DELETE /api/admin/team/:id. */
import { z } from "zod";
import { ZTeamIdInput, ZTeamList, ZTeamMember, ZTeamMemberInput, ZTeamUpdateInput } from "../../../shared/schemas/team";
import { ownerProcedure } from "../../trpc/init";
import { listAdmins } from "./queries";
import { addMember, changeMember, removeMember, teamView } from "./service";
import { rest } from "../../trpc/rest-meta";

export const teamAdminProcedures = {
  team: ownerProcedure
    .meta(rest("admin.team", { method: "GET", path: "/api/admin/team" }))
    .output(ZTeamList)
    .query(async ({ ctx }) => (await listAdmins(ctx.db)).map(teamView)),

  addTeamMember: ownerProcedure
    .meta(rest("admin.addTeamMember", { method: "POST", path: "/api/admin/team", status: 201 }))
    .input(ZTeamMemberInput)
    .output(ZTeamMember)
    .mutation(({ ctx, input }) => addMember(ctx.db, ctx.session, input, ctx.now())),

  updateTeamMember: ownerProcedure
    .meta(rest("admin.updateTeamMember", { method: "PUT", path: "/api/admin/team/:id" }))
    .input(ZTeamUpdateInput)
    .output(ZTeamMember)
    .mutation(({ ctx, input }) => changeMember(ctx.db, ctx.session, input, ctx.now())),

  removeTeamMember: ownerProcedure
    .meta(rest("admin.removeTeamMember", { method: "DELETE", path: "/api/admin/team/:id" }))
    .input(ZTeamIdInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => removeMember(ctx.db, ctx.session, input.id, ctx.now())),
};
