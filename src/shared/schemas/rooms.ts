import { z } from "zod";
import { numberish, optionalText, requiredText, zId } from "./common";

export const ZRoom = z.object({
  id: z.number(),
  roomNo: z.string(),
  floorNo: z.number(),
  description: z.string().nullable(),
  isOccupied: z.boolean(),
});
export type Room = z.infer<typeof ZRoom>;

const floorMessage = "Floor number must be positive";
export const ZRoomInput = z.object({
  roomNo: requiredText("Room number is required", 40),
  // The default sits inside numberish so a blank form value ("" -> undefined) also falls back to 1.
  floorNo: numberish(z.number({ error: floorMessage }).int(floorMessage).min(0, floorMessage).max(999, floorMessage).default(1)),
  description: optionalText(),
});
export type RoomInput = z.input<typeof ZRoomInput>;
export const ZRoomUpdate = ZRoomInput.extend({ id: zId });

/** An RSVP id as it arrives from a form or a URL; an id that names no RSVP is a 404, not a 400. */
export const zRsvpRef = z.string({ error: "An RSVP id is required" }).trim().min(1, "An RSVP id is required").max(100, "Unknown RSVP");

export const ZRoomAssignmentInput = z.object({
  rsvpId: zRsvpRef,
  roomId: zId,
});
export type RoomAssignmentInput = z.input<typeof ZRoomAssignmentInput>;
export const ZRoomAssignmentResult = z.object({ success: z.literal(true), rsvpId: z.string(), roomId: z.number() });
