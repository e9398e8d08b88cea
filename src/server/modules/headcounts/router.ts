/** admin.headcounts: per asked celebration, per day and per meal, with the dietary split. */
import { ZHeadcounts } from "../../../shared/schemas/headcounts";
import { deskProcedure } from "../../trpc/init";
import { headcountInputs } from "./queries";
import { computeHeadcounts } from "./rules";

export const headcountAdminProcedures = {
  headcounts: deskProcedure.output(ZHeadcounts).query(async ({ ctx }) => computeHeadcounts(await headcountInputs(ctx.db))),
};
