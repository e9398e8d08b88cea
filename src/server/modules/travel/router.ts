/** Pickup points (guest read, admin writes), the couple's view of arrivals and departures, and cars. */
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { TRAVEL_MESSAGES, ZAdminTravel, ZPickupPoint, ZPickupPointInput, ZPickupPointUpdate, ZVehicleInput } from "../../../shared/schemas/travel";
import { z } from "zod";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { FLEET_MESSAGES } from "../../../shared/schemas/fleet";
import { deskProcedure, plannerProcedure, publicProcedure } from "../../trpc/init";
import { publicRead } from "../../public-cache/cache";
import type { SingleRead } from "../../public-cache/registry";
import { countPointUse, deletePickupPoint, findPickupPoint, insertPickupPoint, listPickupPoints, listTravel, setVehicles, updatePickupPoint } from "./queries";
import { rest } from "../../trpc/rest-meta";
import { recordBy as log } from "../activity/actor";
import { changeDetail, fieldChanges } from "../activity/diff";

/** The pickup points guests choose from, kept by the public read cache (src/server/trpc/guest-reads.ts lists it). */
export const pickupPointsRead = { procedure: "guest.pickupPoints", build: listPickupPoints } satisfies SingleRead;

export const travelGuestProcedures = {
  /** GET /api/travel/points: the form's list of pickup points (from the public read cache, src/server/public-cache). */
  pickupPoints: publicProcedure
    .meta(rest("guest.pickupPoints", { method: "GET", path: "/api/travel/points" }))
    .output(z.array(ZPickupPoint))
    .query(({ ctx }) => publicRead(ctx.cache, pickupPointsRead)),
};

export const travelAdminProcedures = {
  createPickupPoint: plannerProcedure
    .meta(rest("admin.createPickupPoint", { method: "POST", path: "/api/admin/travel/points", status: 201 }))
    .input(ZPickupPointInput)
    .output(ZPickupPoint)
    .mutation(async ({ ctx, input }) => {
      const created = (await findPickupPoint(ctx.db, await insertPickupPoint(ctx.db, input)))!;
      await log(ctx, "points.add", `${created.name} (${created.kind})`);
      return created;
    }),

  updatePickupPoint: plannerProcedure
    .meta(rest("admin.updatePickupPoint", { method: "PUT", path: "/api/admin/travel/points/:id" }))
    .input(ZPickupPointUpdate)
    .output(ZPickupPoint)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const before = await findPickupPoint(ctx.db, id);
      if (!before || !(await updatePickupPoint(ctx.db, id, fields))) throw notFound(TRAVEL_MESSAGES.pointNotFound);
      const after = (await findPickupPoint(ctx.db, id))!;
      const changes = fieldChanges(before, after, { name: "Name", kind: "Kind", displayOrder: "Position in the list" });
      if (changes.length) await log(ctx, "points.change", changeDetail(before.name, changes));
      return after;
    }),

  /** A point some guest's travel names is kept: 409 with how many use it. */
  deletePickupPoint: plannerProcedure
    .meta(rest("admin.deletePickupPoint", { method: "DELETE", path: "/api/admin/travel/points/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const uses = await countPointUse(ctx.db, input.id);
      if (uses > 0) throw conflict(TRAVEL_MESSAGES.pointInUse(uses));
      const point = await findPickupPoint(ctx.db, input.id);
      if (!point || !(await deletePickupPoint(ctx.db, input.id))) throw notFound(TRAVEL_MESSAGES.pointNotFound);
      await log(ctx, "points.delete", point.name);
      return { success: true as const };
    }),

  /** GET /api/admin/travel: attending parties' arrivals and departures, sorted by time. */
  travel: deskProcedure
    .meta(rest("admin.travel", { method: "GET", path: "/api/admin/travel" }))
    .output(ZAdminTravel)
    .query(({ ctx }) => listTravel(ctx.db)),

  /** PUT /api/admin/travel/:rsvpId/vehicle: the cars meeting and dropping a party. */
  setTravelVehicle: deskProcedure
    .meta(rest("admin.setTravelVehicle", { method: "PUT", path: "/api/admin/travel/:rsvpId/vehicle" }))
    .input(ZVehicleInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input: { rsvpId, ...cars } }) => {
      const rsvp = await ctx.db
        .selectFrom("rsvps as r")
        .leftJoin("travel as t", "t.rsvpId", "r.id")
        .leftJoin("vehicles as va", "va.id", "t.arrivalVehicleId")
        .leftJoin("vehicles as vd", "vd.id", "t.departureVehicleId")
        .select(["r.id", "r.primaryGuestName", "t.needsPickup", "t.needsDrop", "t.arrivalVehicle", "t.departureVehicle"])
        .select(["va.name as arrivalFleetName", "vd.name as departureFleetName"])
        .where("r.id", "=", rsvpId)
        .executeTakeFirst();
      if (!rsvp) throw notFound(TRAVEL_MESSAGES.rsvpNotFound);
      // Own-way parties are never given a car, whichever door writes it.
      if (cars.arrivalVehicle && rsvp.needsPickup !== 1) throw badRequest(FLEET_MESSAGES.ownWay(rsvp.primaryGuestName, "arrival"));
      if (cars.departureVehicle && rsvp.needsDrop !== 1) throw badRequest(FLEET_MESSAGES.ownWay(rsvp.primaryGuestName, "departure"));
      await setVehicles(ctx.db, rsvpId, cars);
      const before = { arrivalVehicle: rsvp.arrivalVehicle ?? rsvp.arrivalFleetName, departureVehicle: rsvp.departureVehicle ?? rsvp.departureFleetName };
      const changes = fieldChanges(before, cars, { arrivalVehicle: "Car for the arrival", departureVehicle: "Car for the departure" });
      if (changes.length) await log(ctx, "travel.assign", changeDetail(rsvp.primaryGuestName, changes));
      return { success: true as const };
    }),
};
