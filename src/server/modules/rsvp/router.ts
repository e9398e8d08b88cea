import { ZRsvpSubmission, ZRsvpSubmitResponse } from "../../../shared/schemas/rsvp";
import { publicProcedure } from "../../trpc/init";
import { takeRsvpSlot } from "./limits";
import { submitRsvp } from "./service";

export const rsvpGuestProcedures = {
  submitRsvp: publicProcedure
    .input(ZRsvpSubmission)
    .output(ZRsvpSubmitResponse)
    .mutation(async ({ ctx, input }) => {
      const refund = takeRsvpSlot(ctx, input.primaryGuestPhone);
      try {
        return await submitRsvp(ctx, input);
      } catch (error) {
        refund();
        throw error;
      }
    }),
};
