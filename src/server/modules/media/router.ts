import { publicProcedure } from "../../trpc/init";
import { listVenueMedia } from "./queries";

export const mediaGuestProcedures = {
  venueMedia: publicProcedure.query(({ ctx }) => listVenueMedia(ctx.db)),
};
