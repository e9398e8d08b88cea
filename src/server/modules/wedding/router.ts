import { publicProcedure } from "../../trpc/init";
import { getWeddingDetails } from "./queries";

export const weddingGuestProcedures = {
  weddingDetails: publicProcedure.query(({ ctx }) => getWeddingDetails(ctx.db)),
};
