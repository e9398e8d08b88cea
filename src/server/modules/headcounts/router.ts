/** admin.headcounts: per asked celebration, per day and per meal, with the dietary split. */
import { ZHeadcounts } from "../../../shared/schemas/headcounts";
import { deskProcedure } from "../../trpc/init";
import { headcountInputs } from "./queries";
import { computeHeadcounts } from "./rules";
import { rest } from "../../trpc/rest-meta";

export const headcountAdminProcedures = {
  headcounts: deskProcedure
    .meta(rest("admin.headcounts", { method: "GET", path: "/api/admin/headcounts" }))
    .output(ZHeadcounts)
    .query(async ({ ctx }) => computeHeadcounts(await headcountInputs(ctx.db))),
};
