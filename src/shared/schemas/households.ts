/** The guest list: households invited before anyone replies, and the invitation a household's link opens. */
import { z } from "zod";
import { toE164 } from "../phone-e164";
import { CONTROL_MESSAGES, numberish, oneLine, optionalLongText, requiredText, zId } from "./common";
import { zRsvpRef } from "./rooms";
import { ZMyRsvp } from "./rsvp";
import { ZLastSend } from "./whatsapp-status";

export const HOUSEHOLD_SIDES = ["bride", "groom", "both"] as const;
export const HOUSEHOLD_LANGUAGES = ["en", "hi"] as const;
export const HOUSEHOLD_STATUSES = ["not-sent", "sent", "opened", "replied", "declined"] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];

/** Bounds that keep one row sane: a household is a family, not a town. */
export const MAX_HOUSEHOLD_SEATS = 50;
export const MAX_HOUSEHOLD_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

export const HOUSEHOLD_MESSAGES = {
  name: "Please enter the household's name, such as Sharma family (Delhi)",
  side: "Side must be bride, groom or both",
  phone: "Please enter a phone number we can send the invitation to, such as 98765 43210, with the country code for a number abroad",
  language: "Language must be English or Hindi",
  seats: "Seats must be a whole number, at least 1",
  seatsTooMany: `A household can have at most ${MAX_HOUSEHOLD_SEATS} seats`,
  guestName: "Each guest needs a name",
  tooManyGuests: (seats: number) =>
    `The household is invited for ${seats} ${seats === 1 ? "person" : "people"}: list at most ${seats} ${seats === 1 ? "name" : "names"}.`,
  tag: `Each tag must be a word or two, at most ${MAX_TAG_LENGTH} characters`,
  tooManyTags: `A household can have at most ${MAX_HOUSEHOLD_TAGS} tags`,
  events: "Choose functions from the itinerary that ask guests whether they come",
  notFound: "Household not found",
  unknownInvitation: "This invitation link is not valid any more. Please ask the couple to send you a new one.",
  tooManyPeople: (seats: number) => `Your invitation is for ${seats} ${seats === 1 ? "guest" : "guests"}. Please ask the couple before adding more.`,
  eventNotInvited: "Your invitation does not include one of the chosen functions. Please choose from the functions on your invitation.",
  rsvpNotFound: "RSVP not found",
  alreadyReplied: (name: string) =>
    `${name} already has a reply. Choose which of the two replies counts for the household, or link this one to another household.`,
  overSeats: (name: string, people: number, seats: number) =>
    `This reply names ${people} ${people === 1 ? "person" : "people"}, and ${name} is invited for ${seats}. Give the household more seats first, or choose another household.`,
  linkChoice: "Choose a household to link the reply to, or make a new household from it",
} as const;

const zTag = oneLine(z.string({ error: HOUSEHOLD_MESSAGES.tag }).trim().min(1, HOUSEHOLD_MESSAGES.tag).max(MAX_TAG_LENGTH, HOUSEHOLD_MESSAGES.tag));
/** Tags compare without case; the first spelling is kept. */
const zTags = z
  .array(zTag, { error: HOUSEHOLD_MESSAGES.tag })
  .max(MAX_HOUSEHOLD_TAGS, HOUSEHOLD_MESSAGES.tooManyTags)
  .default([])
  .transform((tags) => tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i));

/** Any way of writing a number; stored as E.164. Blank means the list has no number yet. */
export const zHouseholdPhone = z
  .string({ error: HOUSEHOLD_MESSAGES.phone })
  .max(40, HOUSEHOLD_MESSAGES.phone)
  .nullish()
  .transform((v, ctx) => {
    if (!v || !v.trim()) return null;
    const e164 = toE164(v);
    if (!e164) ctx.addIssue({ code: "custom", message: HOUSEHOLD_MESSAGES.phone });
    return e164;
  });

const zSeats = numberish(
  z
    .number({ error: HOUSEHOLD_MESSAGES.seats })
    .int(HOUSEHOLD_MESSAGES.seats)
    .min(1, HOUSEHOLD_MESSAGES.seats)
    .max(MAX_HOUSEHOLD_SEATS, HOUSEHOLD_MESSAGES.seatsTooMany)
    .default(1),
);

const ZHouseholdFields = z.object({
  name: requiredText(HOUSEHOLD_MESSAGES.name, undefined, CONTROL_MESSAGES.name),
  // Blank means not said; an enum inside a union would lose its message, so "" is mapped first.
  side: z.preprocess((v) => (v === "" ? null : v), z.enum(HOUSEHOLD_SIDES, { error: HOUSEHOLD_MESSAGES.side }).nullish()).transform((v) => v ?? null),
  tags: zTags,
  phone: zHouseholdPhone,
  language: z.enum(HOUSEHOLD_LANGUAGES, { error: HOUSEHOLD_MESSAGES.language }).default("en"),
  seats: zSeats,
  guests: z
    .array(requiredText(HOUSEHOLD_MESSAGES.guestName, undefined, CONTROL_MESSAGES.name), { error: HOUSEHOLD_MESSAGES.guestName })
    .max(MAX_HOUSEHOLD_SEATS)
    .default([]),
  /** Ids of the functions it is invited to; null (or absent) means every function that asks who comes. */
  events: z
    .array(zId, { error: HOUSEHOLD_MESSAGES.events })
    .max(100, HOUSEHOLD_MESSAGES.events)
    .nullish()
    .transform((v) => (v ? [...new Set(v)] : null)),
  notes: optionalLongText(),
});
const guestsWithinSeats = (v: { seats: number; guests: string[] }, ctx: z.RefinementCtx) => {
  if (v.guests.length > v.seats) ctx.addIssue({ code: "custom", path: ["guests"], message: HOUSEHOLD_MESSAGES.tooManyGuests(v.seats) });
};
export const ZHouseholdInput = ZHouseholdFields.superRefine(guestsWithinSeats);
export type HouseholdInput = z.input<typeof ZHouseholdInput>;
export type HouseholdValues = z.output<typeof ZHouseholdInput>;
export const ZHouseholdUpdate = ZHouseholdFields.extend({ id: zId }).superRefine(guestsWithinSeats);

export const ZHousehold = z.object({
  id: z.number(),
  name: z.string(),
  side: z.enum(HOUSEHOLD_SIDES).nullable(),
  tags: z.array(z.string()),
  phone: z.string().nullable(),
  language: z.enum(HOUSEHOLD_LANGUAGES),
  seats: z.number(),
  guests: z.array(z.string()),
  events: z.array(z.number()).nullable(),
  notes: z.string().nullable(),
  status: z.enum(HOUSEHOLD_STATUSES),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  rsvpId: z.string().nullable(),
  /** `/i/<token>`: the household's invitation, which is also its reply's private link. */
  inviteUrl: z.string(),
  /** The latest message the server sent it through WhatsApp (the list only; absent before any). */
  lastSend: ZLastSend.nullable().optional(),
});
export type Household = z.infer<typeof ZHousehold>;
export const ZHouseholdList = z.object({ data: z.array(ZHousehold) });
export const ZInviteLink = z.object({ inviteUrl: z.string() });

/** The token of an invitation link, as it arrives in a URL (an unknown one is a 404, not a 400). */
export const ZInvitationInput = z.object({ token: z.string({ error: HOUSEHOLD_MESSAGES.unknownInvitation }).max(200, HOUSEHOLD_MESSAGES.unknownInvitation) });

export const ZInvitationEvent = z.object({
  id: z.number(),
  eventName: z.string(),
  day: z.number(),
  time: z.string(),
  toTime: z.string().nullable(),
  place: z.string(),
  dressCode: z.string().nullable(),
});
export const ZInvitation = z.object({
  householdName: z.string(),
  guests: z.array(z.string()),
  seats: z.number(),
  events: z.array(ZInvitationEvent),
  language: z.enum(HOUSEHOLD_LANGUAGES),
  /** The reply as its private link reads it, or null before the household replies. */
  reply: ZMyRsvp.nullable(),
});
export type Invitation = z.infer<typeof ZInvitation>;

/** POST /api/admin/rsvps/:id/household: link a reply to a household on the list, or make a household from it. */
export const ZLinkRsvpHouseholdInput = z
  .object({
    id: zRsvpRef,
    householdId: zId.optional(),
    create: z.literal(true, { error: HOUSEHOLD_MESSAGES.linkChoice }).optional(),
    /** The household already has another reply: this one counts for it instead (the other stays, not on the list). */
    replace: z.boolean().optional(),
  })
  .refine((v) => (v.householdId === undefined) !== (v.create === undefined), HOUSEHOLD_MESSAGES.linkChoice);
