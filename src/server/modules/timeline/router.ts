import { publicProcedure } from "../../trpc/init";
import { listTimelineEvents } from "./queries";

export const timelineGuestProcedures = {
  timelineEvents: publicProcedure.query(({ ctx }) => listTimelineEvents(ctx.db)),
};
