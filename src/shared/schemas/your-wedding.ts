/**
 * "Your wedding": what a household's invitation link (or a reply's private link) shows its people of their own
 * wedding: their functions, rooms, pickup and drop and the day menus, read in one call and never cached.
 */
import { z } from "zod";
import { HOUSEHOLD_LANGUAGES } from "./households";

export const ZYourEvent = z.object({
  id: z.number(),
  eventName: z.string(),
  day: z.number(),
  /** The calendar day at the venue (YYYY-MM-DD), or null before the couple saved a wedding date. */
  date: z.string().nullable(),
  time: z.string(),
  toTime: z.string().nullable(),
  place: z.string(),
  dressCode: z.string().nullable(),
  description: z.string().nullable(),
  /** A maps search for the place at the venue. */
  mapUrl: z.string(),
  /** Who of the party comes, for a function guests are asked about; null: a function for every guest. */
  who: z.array(z.string()).nullable(),
});
export type YourEvent = z.infer<typeof ZYourEvent>;

/** A room of the party, as the rooms module tells it (roomsForReply). */
export const ZYourRoom = z.object({ hotel: z.string(), roomNo: z.string(), type: z.string().nullable(), people: z.array(z.string()) });
export type YourRoom = z.infer<typeof ZYourRoom>;

export const ZYourTrip = z.object({
  pointName: z.string().nullable(),
  /** Wall-clock time at the venue the guest gave ("2025-11-07T14:20"), or null. */
  at: z.string().nullable(),
  /** The hour the couple's cars plan by ("14:00"–"15:00"), or null without a time. */
  window: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** The car, once the couple assigns one. */
  vehicle: z.object({ name: z.string(), driverName: z.string().nullable(), driverPhone: z.string().nullable() }).nullable(),
});
export type YourTrip = z.infer<typeof ZYourTrip>;

export const ZYourMenu = z.object({
  day: z.number(),
  title: z.string(),
  meals: z.array(z.object({ title: z.string(), mealType: z.string(), servingTime: z.string().nullable() })),
});

export const ZYourWedding = z.object({
  language: z.enum(HOUSEHOLD_LANGUAGES),
  /** The party's answer: null before it replies. */
  status: z.enum(["yes", "no"]).nullable(),
  /** The people who come (empty before a reply and after a no). */
  people: z.array(z.string()),
  events: z.array(ZYourEvent),
  timeZone: z.string(),
  /** Empty until a room is assigned and the couple shows rooms to guests. */
  rooms: z.array(ZYourRoom),
  /** null: no pickup (or drop) asked. */
  pickup: ZYourTrip.nullable(),
  drop: ZYourTrip.nullable(),
  menus: z.array(ZYourMenu),
});
export type YourWedding = z.infer<typeof ZYourWedding>;

/** The couple's choices for the guest's own page (Wedding tab). */
export const ZGuestPageSettings = z.object({
  showRoomsToGuests: z.boolean({ error: "Show rooms to guests must be on or off" }),
});
export type GuestPageSettings = z.infer<typeof ZGuestPageSettings>;

export const YOUR_WEDDING_MESSAGES = {
  noDates: "The couple has not set the wedding date yet, so there is no calendar to add. Please try again later.",
  unknownEvent: "This function is not on your invitation.",
} as const;
