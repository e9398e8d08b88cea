/** admin.* procedures for hotels, their rooms with beds, who sleeps where, "Suggest rooms" and the list sent to each hotel. */
import { z } from "zod";
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import {
  HOTEL_MESSAGES,
  ZHotel,
  ZHotelFields,
  ZHotelRoomFields,
  ZHotelRoomRef,
  ZHotelRoomUpdate,
  ZHotelUpdate,
  ZOccupiedRoom,
  ZPlacementsInput,
  ZPlacementsResult,
  ZRoomingHotel,
  ZRoomingParty,
  ZSuggestInput,
  ZSuggestion,
} from "../../../shared/schemas/hotels";
import { bedsText } from "../../../shared/beds";
import { compareRooms } from "../../../shared/room-sort";
import { suggestRooms } from "../../../shared/suggest-rooms";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import * as hq from "./hotel-queries";
import { partiesWithPlacements } from "./people";
import { writePlacements } from "./placements";
import * as q from "./queries";
import { roomingLists, sendRoomingList } from "./rooming";
import { ROOM_MESSAGES } from "./room-messages";

const hotelOr404 = async (db: Parameters<typeof hq.findHotel>[0], id: number) => {
  const hotel = await hq.findHotel(db, id);
  if (!hotel) throw notFound(HOTEL_MESSAGES.notFound);
  return hotel;
};

const roomLine = (r: { roomNo: string; roomType: string | null; adultBeds: number; childBeds: number }) =>
  `${r.roomNo}${r.roomType ? ` (${r.roomType})` : ""}, ${bedsText(r)}`;

const ROOM_FIELD_WORDS = { roomNo: "number", floorNo: "floor", roomType: "type", adultBeds: "adult beds", childBeds: "child beds", description: "description" };

export const hotelsAdminProcedures = {
  hotels: deskProcedure
    .meta(rest("admin.hotels", { method: "GET", path: "/api/admin/hotels" }))
    .output(z.array(ZHotel))
    .query(({ ctx }) => hq.listHotels(ctx.db)),

  createHotel: plannerProcedure
    .meta(rest("admin.createHotel", { method: "POST", path: "/api/admin/hotels", status: 201 }))
    .input(ZHotelFields)
    .output(ZHotel)
    .mutation(async ({ ctx, input }) => {
      if (await hq.hotelByName(ctx.db, input.name)) throw conflict(HOTEL_MESSAGES.duplicateName(input.name));
      const id = await ctx.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("hotels")
          .values({ ...input, createdAt: ctx.now().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "hotels.add", detail: input.name });
        return id;
      });
      return (await hq.listHotels(ctx.db, id))[0]!;
    }),

  updateHotel: plannerProcedure
    .meta(rest("admin.updateHotel", { method: "PUT", path: "/api/admin/hotels/:id" }))
    .input(ZHotelUpdate)
    .output(ZHotel)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const before = await hotelOr404(ctx.db, id);
      if (await hq.hotelByName(ctx.db, fields.name, id)) throw conflict(HOTEL_MESSAGES.duplicateName(fields.name));
      const changed = (["name", "address", "notes"] as const).filter((k) => before[k] !== fields[k]);
      if (changed.length > 0)
        await ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable("hotels").set(fields).where("id", "=", id).execute();
          const words = changed.map((k) => (k === "name" ? `name ${before.name} → ${fields.name}` : k));
          await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "hotels.change", detail: `${before.name}: ${words.join(", ")}` });
        });
      return (await hq.listHotels(ctx.db, id))[0]!;
    }),

  /** A hotel whose rooms still have guests is kept; an empty one goes with its rooms. */
  deleteHotel: plannerProcedure
    .meta(rest("admin.deleteHotel", { method: "DELETE", path: "/api/admin/hotels/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const hotel = await hotelOr404(ctx.db, input.id);
      if ((await hq.hotelOccupants(ctx.db, input.id)) > 0) throw conflict(HOTEL_MESSAGES.hasGuests(hotel.name));
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("hotels").where("id", "=", input.id).execute();
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "hotels.delete", detail: hotel.name });
      });
      return { success: true as const };
    }),

  createHotelRoom: plannerProcedure
    .meta(rest("admin.createHotelRoom", { method: "POST", path: "/api/admin/hotels/:hotelId/rooms", status: 201 }))
    .input(ZHotelRoomFields)
    .output(ZOccupiedRoom)
    .mutation(async ({ ctx, input }) => {
      const hotel = await hotelOr404(ctx.db, input.hotelId);
      if (await q.findRoomByNumber(ctx.db, input.hotelId, input.roomNo)) throw conflict(ROOM_MESSAGES.duplicate(input.roomNo));
      const id = await ctx.db.transaction().execute(async (trx) => {
        const id = await q.insertRoom(trx, input);
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "rooms.add", detail: `${roomLine(input)} at ${hotel.name}` });
        return id;
      });
      return (await hq.listHotels(ctx.db, input.hotelId))[0]!.rooms.find((r) => r.id === id)!;
    }),

  /** Fewer beds than the room's guests is allowed (the planner may be correcting a wrong count); the room is then flagged. */
  updateHotelRoom: plannerProcedure
    .meta(rest("admin.updateHotelRoom", { method: "PUT", path: "/api/admin/hotels/:hotelId/rooms/:id" }))
    .input(ZHotelRoomUpdate)
    .output(ZOccupiedRoom)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const hotel = await hotelOr404(ctx.db, fields.hotelId);
      const before = await hq.roomOfHotel(ctx.db, fields.hotelId, id);
      if (!before) throw notFound(HOTEL_MESSAGES.roomNotFound);
      if (await q.findRoomByNumber(ctx.db, fields.hotelId, fields.roomNo, id)) throw conflict(ROOM_MESSAGES.duplicate(fields.roomNo));
      const keys = ["roomNo", "floorNo", "roomType", "adultBeds", "childBeds", "description"] as const;
      const changed = keys.filter((k) => before[k] !== fields[k]);
      if (changed.length > 0)
        await ctx.db.transaction().execute(async (trx) => {
          await q.updateRoom(trx, id, fields);
          const words = changed.map((k) =>
            k === "description" ? "description" : `${ROOM_FIELD_WORDS[k]} ${String(before[k] ?? "—")} → ${String(fields[k] ?? "—")}`,
          );
          await recordActivity(trx, {
            at: ctx.now(),
            actor: actorOf(ctx.session),
            action: "rooms.change",
            detail: `${before.roomNo} at ${hotel.name}: ${words.join(", ")}`,
          });
        });
      return (await hq.listHotels(ctx.db, fields.hotelId))[0]!.rooms.find((r) => r.id === id)!;
    }),

  deleteHotelRoom: plannerProcedure
    .meta(rest("admin.deleteHotelRoom", { method: "DELETE", path: "/api/admin/hotels/:hotelId/rooms/:id" }))
    .input(ZHotelRoomRef)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const hotel = await hotelOr404(ctx.db, input.hotelId);
      const room = await hq.roomOfHotel(ctx.db, input.hotelId, input.id);
      if (!room) throw notFound(HOTEL_MESSAGES.roomNotFound);
      await ctx.db.transaction().execute(async (trx) => {
        const guests = await trx.selectFrom("roomPlacements").select("rsvpId").where("roomId", "=", room.id).execute();
        await q.deleteRoom(trx, room.id);
        const detail = `${room.roomNo} at ${hotel.name}${guests.length ? ` (${guests.length} ${guests.length === 1 ? "guest" : "guests"} left without a room)` : ""}`;
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "rooms.delete", detail });
      });
      return { success: true as const };
    }),

  /** Attending parties with their people and the room of each. */
  roomingParties: deskProcedure
    .meta(rest("admin.roomingParties", { method: "GET", path: "/api/admin/rooms/parties" }))
    .output(z.array(ZRoomingParty))
    .query(async ({ ctx }) => (await partiesWithPlacements(ctx.db)).map(({ rsvpId, party, people }) => ({ rsvpId, party, people }))),

  /** PUT /api/admin/rooms/placements: people -> room; more people than beds needs `overCapacity: true`. */
  placeGuests: plannerProcedure
    .meta(rest("admin.placeGuests", { method: "PUT", path: "/api/admin/rooms/placements" }))
    .input(ZPlacementsInput)
    .output(ZPlacementsResult)
    .mutation(async ({ ctx, input }) => {
      const out = await ctx.db.transaction().execute((trx) => writePlacements(trx, input, actorOf(ctx.session), ctx.now()));
      return { success: true as const, ...out };
    }),

  /** POST /api/admin/rooms/suggest: a proposal for the parties nobody of which has a room; saves nothing. */
  suggestRooms: plannerProcedure
    .meta(rest("admin.suggestRooms", { method: "POST", path: "/api/admin/rooms/suggest" }))
    .input(ZSuggestInput)
    .output(ZSuggestion)
    .mutation(async ({ ctx, input }) => {
      const hotels = await hq.listHotels(ctx.db, input?.hotelId);
      if (input?.hotelId !== undefined && hotels.length === 0) throw notFound(HOTEL_MESSAGES.notFound);
      const rooms = hotels.flatMap((h) => [...h.rooms].sort(compareRooms).map((r) => ({ ...r, occupied: r.occupants.length > 0 })));
      const parties = (await partiesWithPlacements(ctx.db)).filter((p) => p.people.every((x) => x.roomId === null));
      const proposal = suggestRooms(rooms, parties);
      const label = new Map(hotels.flatMap((h) => h.rooms.map((r) => [r.id, hotels.length > 1 ? `${r.roomNo} (${h.name})` : r.roomNo] as const)));
      return {
        placements: proposal.placements,
        parties: proposal.parties.map(({ roomIds, ...p }) => ({ ...p, rooms: roomIds.map((id) => ({ id, label: label.get(id)! })) })),
        unplaced: proposal.unplaced,
      };
    }),

  /** GET /api/admin/rooming: per hotel, one row per room, with what changed since the list was last sent. */
  roomingList: deskProcedure
    .meta(rest("admin.roomingList", { method: "GET", path: "/api/admin/rooming" }))
    .output(z.array(ZRoomingHotel))
    .query(({ ctx }) => roomingLists(ctx.db)),

  /** POST /api/admin/hotels/:id/sent: keeps the list as sent (a version, with who and when); its changes are cleared. */
  markHotelSent: plannerProcedure
    .meta(rest("admin.markHotelSent", { method: "POST", path: "/api/admin/hotels/:id/sent", status: 201 }))
    .input(ZIdInput)
    .output(ZRoomingHotel)
    .mutation(async ({ ctx, input }) => {
      const hotel = await hotelOr404(ctx.db, input.id);
      await ctx.db.transaction().execute(async (trx) => {
        const [before] = await roomingLists(trx, input.id);
        if (!before!.lastSent && before!.rows.length === 0) throw badRequest(HOTEL_MESSAGES.nothingToSend(hotel.name));
        const rooms = await sendRoomingList(trx, input.id, actorOf(ctx.session), ctx.now());
        const version = (before!.lastSent?.version ?? 0) + 1;
        const detail = `${hotel.name}, version ${version}: ${rooms} ${rooms === 1 ? "room" : "rooms"}${before!.changed ? `, ${before!.changed} changed since the last` : ""}`;
        await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action: "hotels.send", detail });
      });
      return (await roomingLists(ctx.db, input.id))[0]!;
    }),
};
