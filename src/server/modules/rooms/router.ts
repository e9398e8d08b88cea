/** admin.* procedures for rooms and room assignments (dashboard part 1). */
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { ZRoom, ZRoomAssignmentInput, ZRoomAssignmentResult, ZRoomInput, ZRoomUpdate } from "../../../shared/schemas/rooms";
import { z } from "zod";
import { conflict, notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure } from "../../trpc/init";
import type { DB } from "../../../../db/connect";
import * as q from "./queries";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { type Actor, recordActivity } from "../activity/record";
import { hotelsAdminProcedures } from "./hotels-router";
import { assignPartyRoom, unassignPartyRoom } from "./placements";
import { ROOM_MESSAGES } from "./room-messages";

export { ROOM_MESSAGES };

/** The spec's room door: a new room goes to the first hotel; an edited one stays in its hotel (beds untouched). */
async function saveRoom(db: DB, input: { roomNo: string; floorNo: number; description: string | null }, actor: Actor, now: Date, id?: number) {
  const existing = id === undefined ? undefined : await db.selectFrom("rooms").select(["hotelId", "roomNo"]).where("id", "=", id).executeTakeFirst();
  if (id !== undefined && !existing) throw notFound(ROOM_MESSAGES.notFound);
  const hotelId = existing?.hotelId ?? (await q.defaultHotelId(db));
  if (await q.findRoomByNumber(db, hotelId, input.roomNo, id)) throw conflict(ROOM_MESSAGES.duplicate(input.roomNo));
  try {
    return await db.transaction().execute(async (trx) => {
      const saved = id === undefined ? await q.insertRoom(trx, { ...input, hotelId }) : (await q.updateRoom(trx, id, input), id);
      const detail =
        id === undefined ? `${input.roomNo}, floor ${input.floorNo}` : `${existing!.roomNo}${existing!.roomNo !== input.roomNo ? ` → ${input.roomNo}` : ""}`;
      await recordActivity(trx, { at: now, actor, action: id === undefined ? "rooms.add" : "rooms.change", detail });
      return saved;
    });
  } catch (error) {
    if (q.isUniqueRoomNoError(error)) throw conflict(ROOM_MESSAGES.duplicate(input.roomNo));
    throw error;
  }
}

/** Both must exist; the RSVP's status is returned for the caller's own rule. */
async function requireRsvpAndRoom(db: DB, rsvpId: string, roomId: number) {
  const status = await q.rsvpStatusOf(db, rsvpId);
  if (status === undefined) throw notFound(ROOM_MESSAGES.rsvpNotFound);
  if (!(await q.findRoom(db, roomId))) throw notFound(ROOM_MESSAGES.notFound);
  return status;
}

export const roomsAdminProcedures = {
  rooms: deskProcedure
    .meta(rest("admin.rooms", { method: "GET", path: "/api/rooms" }))
    .output(z.array(ZRoom))
    .query(({ ctx }) => q.listRooms(ctx.db)),

  createRoom: plannerProcedure
    .meta(rest("admin.createRoom", { method: "POST", path: "/api/rooms", status: 201 }))
    .input(ZRoomInput)
    .output(ZRoom)
    .mutation(async ({ ctx, input }) => (await q.findRoom(ctx.db, await saveRoom(ctx.db, input, actorOf(ctx.session), ctx.now())))!),

  updateRoom: plannerProcedure
    .meta(rest("admin.updateRoom", { method: "PUT", path: "/api/rooms/:id" }))
    .input(ZRoomUpdate)
    .output(ZRoom)
    .mutation(async ({ ctx, input: { id, ...room } }) => (await q.findRoom(ctx.db, await saveRoom(ctx.db, room, actorOf(ctx.session), ctx.now(), id)))!),

  deleteRoom: plannerProcedure
    .meta(rest("admin.deleteRoom", { method: "DELETE", path: "/api/rooms/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const room = await q.findRoom(ctx.db, input.id);
      if (!room) throw notFound(ROOM_MESSAGES.notFound);
      await ctx.db.transaction().execute(async (trx) => {
        await q.deleteRoom(trx, input.id);
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "rooms.delete", detail: room.roomNo });
      });
      return { success: true as const };
    }),

  assignRoom: deskProcedure
    .meta(rest("admin.assignRoom", { method: "POST", path: "/api/room-assignments", status: 201 }))
    .input(ZRoomAssignmentInput)
    .output(ZRoomAssignmentResult)
    .mutation(async ({ ctx, input: { rsvpId, roomId, overCapacity } }) => {
      // Declined guests need no bed; the UI only offers attending ones.
      if ((await requireRsvpAndRoom(ctx.db, rsvpId, roomId)) !== "yes") throw conflict(ROOM_MESSAGES.notAttending);
      await ctx.db.transaction().execute((trx) => assignPartyRoom(trx, rsvpId, roomId, overCapacity ?? false, actorOf(ctx.session), ctx.now()));
      return { success: true as const, rsvpId, roomId };
    }),

  /** Unassigning a room the RSVP does not hold is harmless (any status, so old rows can be cleared); unknown ids are a 404. */
  unassignRoom: deskProcedure
    .meta(rest("admin.unassignRoom", { method: "DELETE", path: "/api/room-assignments/:rsvpId/:roomId" }))
    .input(ZRoomAssignmentInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input: { rsvpId, roomId } }) => {
      await requireRsvpAndRoom(ctx.db, rsvpId, roomId);
      await ctx.db.transaction().execute(async (trx) => {
        const held = await trx.selectFrom("roomAssignments").select("roomId").where("rsvpId", "=", rsvpId).where("roomId", "=", roomId).executeTakeFirst();
        await unassignPartyRoom(trx, rsvpId, roomId);
        if (held)
          await recordActivity(trx, {
            at: ctx.now(),
            actor: actorOf(ctx.session),
            action: "rooms.unassign",
            detail: `Room ${(await q.findRoom(trx, roomId))!.roomNo}`,
            rsvpId,
          });
      });
      return { success: true as const };
    }),

  ...hotelsAdminProcedures,
};
