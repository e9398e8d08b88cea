import { ZRsvpSubmission, ZRsvpSubmitResponse } from "../../../shared/schemas/rsvp";
import { publicProcedure } from "../../trpc/init";
import { submitRsvp } from "./service";

export const rsvpGuestProcedures = {
  submitRsvp: publicProcedure
    .input(ZRsvpSubmission)
    .output(ZRsvpSubmitResponse)
    .mutation(({ ctx, input }) => submitRsvp(ctx, input)),
};
