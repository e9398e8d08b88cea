/** admin.headcounts: per asked celebration, per day and per meal, with the dietary split. */
import { ZHeadcounts } from "../../../shared/schemas/headcounts";
import { adminProcedure } from "../../trpc/init";
import { headcountInputs } from "./queries";
import { computeHeadcounts } from "./rules";

export const headcountAdminProcedures = {
  headcounts: adminProcedure.output(ZHeadcounts).query(async ({ ctx }) => computeHeadcounts(await headcountInputs(ctx.db))),
};
