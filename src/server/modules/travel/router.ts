/** Pickup points (guest read, admin writes), the couple's view of arrivals and departures, and cars. */
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { TRAVEL_MESSAGES, ZAdminTravel, ZPickupPoint, ZPickupPointInput, ZPickupPointUpdate, ZVehicleInput } from "../../../shared/schemas/travel";
import { z } from "zod";
import { conflict, notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure, publicProcedure } from "../../trpc/init";
import { publicRead } from "../../public-cache/cache";
import { countPointUse, deletePickupPoint, findPickupPoint, insertPickupPoint, listTravel, setVehicles, updatePickupPoint } from "./queries";

export const travelGuestProcedures = {
  /** GET /api/travel/points: the form's list of pickup points (from the public read cache, src/server/public-cache). */
  pickupPoints: publicProcedure.output(z.array(ZPickupPoint)).query(({ ctx }) => publicRead(ctx.db, "pickupPoints")),
};

export const travelAdminProcedures = {
  createPickupPoint: plannerProcedure
    .input(ZPickupPointInput)
    .output(ZPickupPoint)
    .mutation(async ({ ctx, input }) => (await findPickupPoint(ctx.db, await insertPickupPoint(ctx.db, input)))!),

  updatePickupPoint: plannerProcedure
    .input(ZPickupPointUpdate)
    .output(ZPickupPoint)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      if (!(await updatePickupPoint(ctx.db, id, fields))) throw notFound(TRAVEL_MESSAGES.pointNotFound);
      return (await findPickupPoint(ctx.db, id))!;
    }),

  /** A point some guest's travel names is kept: 409 with how many use it. */
  deletePickupPoint: plannerProcedure
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const uses = await countPointUse(ctx.db, input.id);
      if (uses > 0) throw conflict(TRAVEL_MESSAGES.pointInUse(uses));
      if (!(await deletePickupPoint(ctx.db, input.id))) throw notFound(TRAVEL_MESSAGES.pointNotFound);
      return { success: true as const };
    }),

  /** GET /api/admin/travel: attending parties' arrivals and departures, sorted by time. */
  travel: deskProcedure.output(ZAdminTravel).query(({ ctx }) => listTravel(ctx.db)),

  /** PUT /api/admin/travel/:rsvpId/vehicle: the cars meeting and dropping a party. */
  setTravelVehicle: deskProcedure
    .input(ZVehicleInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input: { rsvpId, ...cars } }) => {
      const rsvp = await ctx.db.selectFrom("rsvps").select("id").where("id", "=", rsvpId).executeTakeFirst();
      if (!rsvp) throw notFound(TRAVEL_MESSAGES.rsvpNotFound);
      await setVehicles(ctx.db, rsvpId, cars);
      return { success: true as const };
    }),
};
