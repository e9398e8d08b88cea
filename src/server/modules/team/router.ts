/** The team (issue 17), owner only: GET/POST /api/admin/team, PUT/DELETE /api/admin/team/:id. */
import { z } from "zod";
import { ZTeamIdInput, ZTeamList, ZTeamMember, ZTeamMemberInput, ZTeamUpdateInput } from "../../../shared/schemas/team";
import { ownerProcedure } from "../../trpc/init";
import { listAdmins } from "./queries";
import { addMember, changeMember, removeMember, teamView } from "./service";

export const teamAdminProcedures = {
  team: ownerProcedure.output(ZTeamList).query(async ({ ctx }) => (await listAdmins(ctx.db)).map(teamView)),

  addTeamMember: ownerProcedure
    .input(ZTeamMemberInput)
    .output(ZTeamMember)
    .mutation(({ ctx, input }) => addMember(ctx.db, ctx.session, input, ctx.now())),

  updateTeamMember: ownerProcedure
    .input(ZTeamUpdateInput)
    .output(ZTeamMember)
    .mutation(({ ctx, input }) => changeMember(ctx.db, ctx.session, input, ctx.now())),

  removeTeamMember: ownerProcedure
    .input(ZTeamIdInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => removeMember(ctx.db, ctx.session, input.id, ctx.now())),
};
