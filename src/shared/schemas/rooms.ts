import { z } from "zod";
import { numberish, optionalText, requiredText, zId } from "./common";

const MAX_FLOOR = 999;
const MAX_RSVP_REF = 1000;

export const ZRoom = z.object({
  id: z.number(),
  roomNo: z.string(),
  floorNo: z.number(),
  description: z.string().nullable(),
  isOccupied: z.boolean(),
});
export type Room = z.infer<typeof ZRoom>;

const floorMessage = "Floor number must be positive";
const floorNumber = z
  .number({ error: floorMessage })
  .int("Floor number must be a whole number")
  .min(0, floorMessage)
  .max(MAX_FLOOR, "Floor number is too large");
export const ZRoomInput = z.object({
  roomNo: requiredText("Room number is required", 40),
  // The default sits inside numberish so a blank form value ("" -> undefined) also falls back to 1.
  floorNo: numberish(floorNumber.default(1)),
  description: optionalText(),
});
export type RoomInput = z.input<typeof ZRoomInput>;
export const ZRoomUpdate = ZRoomInput.extend({ id: zId });

/** An RSVP id as it arrives from a form or a URL; an id that names no RSVP is a 404, not a 400 (the bound only keeps junk out of the query). */
export const zRsvpRef = z.string({ error: "An RSVP id is required" }).trim().min(1, "An RSVP id is required").max(MAX_RSVP_REF, "RSVP id is too long");

export const ZRoomAssignmentInput = z.object({
  rsvpId: zRsvpRef,
  roomId: zId,
  /** The planner confirmed placing more people than the room has beds (assign only). */
  overCapacity: z.boolean().optional(),
});
export type RoomAssignmentInput = z.input<typeof ZRoomAssignmentInput>;
export const ZRoomAssignmentResult = z.object({ success: z.literal(true), rsvpId: z.string(), roomId: z.number() });
