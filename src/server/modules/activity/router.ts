/** admin.activity: who did what and when, for the owner and planners. */
import { ZActivityListInput, ZActivityPage } from "../../../shared/schemas/activity";
import { plannerProcedure } from "../../trpc/init";
import { listActivity } from "./queries";
import { rest } from "../../trpc/rest-meta";

export const activityAdminProcedures = {
  /** GET /api/admin/activity?page=&pageSize=: newest first, paged. */
  activity: plannerProcedure
    .meta(rest("admin.activity", { method: "GET", path: "/api/admin/activity" }))
    .input(ZActivityListInput)
    .output(ZActivityPage)
    .query(({ ctx, input }) => listActivity(ctx.db, input.page, input.pageSize)),
};
