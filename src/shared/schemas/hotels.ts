/** Hotels, their rooms with beds, who sleeps where, "Suggest rooms" and the rooming list sent to each hotel. */
import { z } from "zod";
import { numberish, optionalLongText, optionalText, requiredText, zId } from "./common";
import { zRsvpRef } from "./rooms";

export const MAX_BEDS = 20;
export const PERSON_KINDS = ["primary", "member", "child"] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const HOTEL_MESSAGES = {
  name: "Hotel name is required",
  notFound: "Hotel not found",
  roomNotFound: "Room not found",
  beds: `Beds must be a whole number from 0 to ${MAX_BEDS}`,
  noBeds: "A room needs at least one bed",
  duplicateName: (name: string) => `A hotel named ${name} already exists.`,
  hasGuests: (name: string) => `${name} still has guests in its rooms. Move them to other rooms first.`,
  personNotFound: "One of these guests is no longer in the reply. Reload and try again.",
  notAttending: (name: string) => `${name} is not attending, so needs no room.`,
  nothingToSend: (name: string) => `${name} has no guests placed yet, so there is no list to send.`,
} as const;

// The default sits inside numberish so a blank form value ("" -> undefined) also falls back to it.
const beds = (fallback: number) =>
  numberish(z.number({ error: HOTEL_MESSAGES.beds }).int(HOTEL_MESSAGES.beds).min(0, HOTEL_MESSAGES.beds).max(MAX_BEDS, HOTEL_MESSAGES.beds).default(fallback));

export const ZHotelFields = z.object({
  name: requiredText(HOTEL_MESSAGES.name, 80),
  address: optionalLongText(300),
  notes: optionalLongText(500),
});
export type HotelFieldsInput = z.input<typeof ZHotelFields>;
export const ZHotelUpdate = ZHotelFields.extend({ id: zId });

const floorMessage = "Floor number must be positive";
/** A hotel's room: the spec's room fields (blank floor falls back to 1) with a type and its beds. */
const ZHotelRoomBase = z.object({
  hotelId: zId,
  roomNo: requiredText("Room number is required", 40),
  floorNo: numberish(
    z.number({ error: floorMessage }).int("Floor number must be a whole number").min(0, floorMessage).max(999, "Floor number is too large").default(1),
  ),
  roomType: optionalText(60),
  adultBeds: beds(2),
  childBeds: beds(0),
  description: optionalText(),
});
const someBed = (r: { adultBeds: number; childBeds: number }) => r.adultBeds + r.childBeds > 0;
export const ZHotelRoomFields = ZHotelRoomBase.refine(someBed, { message: HOTEL_MESSAGES.noBeds, path: ["adultBeds"] });
export type HotelRoomFieldsInput = z.input<typeof ZHotelRoomFields>;
export const ZHotelRoomUpdate = ZHotelRoomBase.extend({ id: zId }).refine(someBed, { message: HOTEL_MESSAGES.noBeds, path: ["adultBeds"] });
export const ZHotelRoomRef = z.object({ hotelId: zId, id: zId });

export const ZPersonRef = z.object({
  rsvpId: zRsvpRef,
  kind: z.enum(PERSON_KINDS, { error: "Person kind must be primary, member or child" }),
  position: numberish(z.number({ error: "A person's position is required" }).int().min(0).max(100)),
});
export type PersonRef = z.infer<typeof ZPersonRef>;

export const ZPerson = z.object({ rsvpId: z.string(), kind: z.enum(PERSON_KINDS), position: z.number(), name: z.string(), child: z.boolean() });
export type Person = z.infer<typeof ZPerson>;

export const ZOccupiedRoom = z.object({
  id: z.number(),
  hotelId: z.number(),
  roomNo: z.string(),
  floorNo: z.number(),
  roomType: z.string().nullable(),
  adultBeds: z.number(),
  childBeds: z.number(),
  description: z.string().nullable(),
  occupants: z.array(ZPerson),
  overCapacity: z.boolean(),
});
export type OccupiedRoom = z.infer<typeof ZOccupiedRoom>;

export const ZHotel = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  rooms: z.array(ZOccupiedRoom),
  lastSent: z.object({ version: z.number(), sentAt: z.string(), sentBy: z.string().nullable() }).nullable(),
});
export type Hotel = z.infer<typeof ZHotel>;

/** An attending party with its people and the room of each (null: not placed yet). */
export const ZRoomingParty = z.object({
  rsvpId: z.string(),
  party: z.string(),
  people: z.array(ZPerson.extend({ roomId: z.number().nullable() })),
});
export type RoomingParty = z.infer<typeof ZRoomingParty>;

/** PUT /api/admin/rooms/placements: people -> room (null: take them out of their room). */
export const ZPlacementsInput = z.object({
  placements: z
    .array(ZPersonRef.extend({ roomId: numberish(z.number({ error: HOTEL_MESSAGES.roomNotFound }).int().positive(HOTEL_MESSAGES.roomNotFound).nullable()) }), {
      error: "Choose at least one guest to place",
    })
    .min(1, "Choose at least one guest to place")
    .max(2000, "Place at most 2000 guests at once"),
  /** The planner confirmed placing more people than a room has beds. */
  overCapacity: z.boolean().optional(),
});
export type PlacementsInput = z.input<typeof ZPlacementsInput>;
export const ZPlacementsResult = z.object({ success: z.literal(true), placed: z.number(), overCapacityRooms: z.array(z.string()) });

export const ZSuggestInput = z.object({ hotelId: zId.optional() }).optional();
export const ZSuggestion = z.object({
  placements: z.array(ZPersonRef.extend({ roomId: z.number() })),
  parties: z.array(z.object({ rsvpId: z.string(), party: z.string(), people: z.number(), rooms: z.array(z.object({ id: z.number(), label: z.string() })) })),
  unplaced: z.array(z.object({ rsvpId: z.string(), party: z.string(), people: z.number() })),
});
export type Suggestion = z.infer<typeof ZSuggestion>;

/** One row per room of the rooming list, with what changed since the hotel was last sent the list. */
export const ZRoomingRow = z.object({
  roomId: z.number(),
  roomNo: z.string(),
  floorNo: z.number(),
  roomType: z.string().nullable(),
  beds: z.string(),
  occupants: z.array(z.object({ key: z.string(), name: z.string(), child: z.boolean(), isNew: z.boolean() })),
  parties: z.array(z.string()),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  nights: z.number().nullable(),
  notes: z.string(),
  overCapacity: z.boolean(),
  /** Human words for what changed since the last version sent ("Asha moved in (was 102)"); empty: unchanged or never sent. */
  changes: z.array(z.string()),
});
export type RoomingRow = z.infer<typeof ZRoomingRow>;
export const ZRoomingHotel = z.object({
  hotelId: z.number(),
  hotel: z.string(),
  rows: z.array(ZRoomingRow),
  lastSent: z.object({ version: z.number(), sentAt: z.string(), sentBy: z.string().nullable() }).nullable(),
  changed: z.number(),
});
export type RoomingHotel = z.infer<typeof ZRoomingHotel>;
