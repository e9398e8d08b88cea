/** admin.* procedures for the fleet: vehicles (planner keeps them, the desk reads them) and the vehicle of each trip. */
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { FLEET_MESSAGES, ZTripVehicleInput, ZVehicle, ZVehicleFields, ZVehicleUpdate } from "../../../shared/schemas/fleet";
import { z } from "zod";
import { badRequest, notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import * as q from "./queries";
import { assignTripVehicle, heaviestTrip, vehicleChanges } from "./service";

export const fleetAdminProcedures = {
  vehicles: deskProcedure
    .meta(rest("admin.vehicles", { method: "GET", path: "/api/admin/vehicles" }))
    .output(z.array(ZVehicle))
    .query(({ ctx }) => q.listVehicles(ctx.db)),

  createVehicle: plannerProcedure
    .meta(rest("admin.createVehicle", { method: "POST", path: "/api/admin/vehicles", status: 201 }))
    .input(ZVehicleFields)
    .output(ZVehicle)
    .mutation(async ({ ctx, input }) => {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const id = await q.insertVehicle(trx, input, ctx.now().toISOString());
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "vehicles.add", detail: `${input.name}, ${input.seats} seats` });
        return id;
      });
      return (await q.findVehicle(ctx.db, id))!;
    }),

  /** Fewer seats than the vehicle already carries on one trip is refused with the number it needs. */
  updateVehicle: plannerProcedure
    .meta(rest("admin.updateVehicle", { method: "PUT", path: "/api/admin/vehicles/:id" }))
    .input(ZVehicleUpdate)
    .output(ZVehicle)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const before = await q.findVehicle(ctx.db, id);
      if (!before) throw notFound(FLEET_MESSAGES.notFound);
      const heaviest = await heaviestTrip(ctx.db, id);
      if (heaviest > fields.seats) throw badRequest(FLEET_MESSAGES.seatsTooFew(fields.name, heaviest));
      const changed = vehicleChanges(before, fields);
      if (changed.length > 0) {
        await ctx.db.transaction().execute(async (trx) => {
          await q.updateVehicle(trx, id, fields);
          await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "vehicles.change", detail: `${before.name}: ${changed.join(", ")}` });
        });
      }
      return (await q.findVehicle(ctx.db, id))!;
    }),

  /** The parties it carried are left without a vehicle (ON DELETE SET NULL), and the log says how many trips. */
  deleteVehicle: plannerProcedure
    .meta(rest("admin.deleteVehicle", { method: "DELETE", path: "/api/admin/vehicles/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const vehicle = await q.findVehicle(ctx.db, input.id);
      if (!vehicle) throw notFound(FLEET_MESSAGES.notFound);
      await ctx.db.transaction().execute(async (trx) => {
        const legs = await q.countVehicleLegs(trx, input.id);
        await q.deleteVehicle(trx, input.id);
        const detail = legs > 0 ? `${vehicle.name} (taken off ${legs} ${legs === 1 ? "pickup or drop" : "pickups and drops"})` : vehicle.name;
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "vehicles.delete", detail });
      });
      return { success: true as const };
    }),

  /** PUT /api/admin/trips/vehicle: one vehicle (or null: none) for the pickup or drop of several parties. */
  setTripVehicle: deskProcedure
    .meta(rest("admin.setTripVehicle", { method: "PUT", path: "/api/admin/trips/vehicle" }))
    .input(ZTripVehicleInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await assignTripVehicle(ctx.db, input, actorOf(ctx.session), ctx.now());
      return { success: true as const };
    }),
};
