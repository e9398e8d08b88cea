/** admin.* procedures for rooms and room assignments (dashboard part 1). */
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { ZRoom, ZRoomAssignmentInput, ZRoomAssignmentResult, ZRoomInput, ZRoomUpdate } from "../../../shared/schemas/rooms";
import { z } from "zod";
import { conflict, notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure } from "../../trpc/init";
import type { DB } from "../../../../db/connect";
import * as q from "./queries";
import { rest } from "../../trpc/rest-meta";

export const ROOM_MESSAGES = {
  notFound: "Room not found",
  rsvpNotFound: "RSVP not found",
  notAttending: "Only attending guests can be assigned a room",
  duplicate: (roomNo: string) => `Room ${roomNo} already exists. Please use a different room number.`,
} as const;

async function saveRoom(db: DB, input: { roomNo: string; floorNo: number; description: string | null }, id?: number) {
  if (await q.findRoomByNumber(db, input.roomNo, id)) throw conflict(ROOM_MESSAGES.duplicate(input.roomNo));
  try {
    if (id === undefined) return await q.insertRoom(db, input);
    if (!(await q.updateRoom(db, id, input))) throw notFound(ROOM_MESSAGES.notFound);
    return id;
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
    .mutation(async ({ ctx, input }) => (await q.findRoom(ctx.db, await saveRoom(ctx.db, input)))!),

  updateRoom: plannerProcedure
    .meta(rest("admin.updateRoom", { method: "PUT", path: "/api/rooms/:id" }))
    .input(ZRoomUpdate)
    .output(ZRoom)
    .mutation(async ({ ctx, input: { id, ...room } }) => (await q.findRoom(ctx.db, await saveRoom(ctx.db, room, id)))!),

  deleteRoom: plannerProcedure
    .meta(rest("admin.deleteRoom", { method: "DELETE", path: "/api/rooms/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (!(await q.deleteRoom(ctx.db, input.id))) throw notFound(ROOM_MESSAGES.notFound);
      return { success: true as const };
    }),

  assignRoom: deskProcedure
    .meta(rest("admin.assignRoom", { method: "POST", path: "/api/room-assignments", status: 201 }))
    .input(ZRoomAssignmentInput)
    .output(ZRoomAssignmentResult)
    .mutation(async ({ ctx, input: { rsvpId, roomId } }) => {
      // Declined guests need no bed; the UI only offers attending ones.
      if ((await requireRsvpAndRoom(ctx.db, rsvpId, roomId)) !== "yes") throw conflict(ROOM_MESSAGES.notAttending);
      await q.insertAssignment(ctx.db, rsvpId, roomId, ctx.now().toISOString());
      return { success: true as const, rsvpId, roomId };
    }),

  /** Unassigning a room the RSVP does not hold is harmless (any status, so old rows can be cleared); unknown ids are a 404. */
  unassignRoom: deskProcedure
    .meta(rest("admin.unassignRoom", { method: "DELETE", path: "/api/room-assignments/:rsvpId/:roomId" }))
    .input(ZRoomAssignmentInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input: { rsvpId, roomId } }) => {
      await requireRsvpAndRoom(ctx.db, rsvpId, roomId);
      await q.deleteAssignment(ctx.db, rsvpId, roomId);
      return { success: true as const };
    }),
};
