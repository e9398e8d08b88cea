import { z } from "zod";
import {
  BEVERAGE_PREFERENCES,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  DIETARY_PREFERENCES,
  GENDERS,
  MAKEUP_MAX,
  MAX_CHILDREN,
  MAX_FAMILY_MEMBERS,
  RSVP_STATUSES,
  UPLOAD_MODES,
} from "../constants";
import { MESSAGES } from "./rsvp-messages";
import { parseGuestPhone } from "../phone-e164";
import { CONTROL_MESSAGES, numberish, optionalEnum, optionalLongText, requiredText } from "./common";
import { ZRoom } from "./rooms";
import { ZTravel, ZTravelInput } from "./travel";
import { ZReplyProof } from "./reply-proof";

export { ID_CONSENT_LABEL, MESSAGES } from "./rsvp-messages";

/** A name the server gave a temp upload: random, no path separators. */
export const zStoredFileName = z.string().regex(/^[A-Za-z0-9_-]{8,64}\.(pdf|jpg|png)$/, MESSAGES.fileName);
const optionalFileName = zStoredFileName
  .or(z.literal(""))
  .nullish()
  .transform((v) => (v ? v : null));

/** "empty or string input becomes a number or 0" (guest spec, validation table). */
const toCount = (v: unknown) => {
  if (v === undefined || v === null || v === "") return 0;
  if (typeof v === "string") {
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
  }
  return v;
};
const zMakeupCount = z.preprocess(
  toCount,
  z.number({ error: MESSAGES.makeupCount }).int(MESSAGES.makeupCount).min(0, MESSAGES.makeupCount).max(MAKEUP_MAX, MESSAGES.makeupCount),
);

/**
 * The count only means something when a makeup artist is asked for. Not asked: 0, whatever a hidden
 * field still holds (it must never block a submission). Asked with 0 or nothing: 1 session, as the
 * admin shows it. Applied before validation, so the form and the server agree.
 */
function makeupRule(v: unknown) {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = v as { needsMakeupArtist?: unknown; makeupCount?: unknown };
  if (o.needsMakeupArtist !== true) return { ...o, makeupCount: 0 };
  const n = toCount(o.makeupCount);
  return { ...o, makeupCount: n === 0 ? 1 : n };
}
// The preprocess accepts anything; typed with the object's own input so the form and tRPC keep their types.
const withMakeupRule = <T extends z.ZodObject>(schema: T) => z.preprocess(makeupRule, schema) as unknown as z.ZodType<z.output<T>, z.input<T>>;

const zPersonId = z.number().int().positive().optional();
/** The asked celebrations (timeline event ids) a person will join; absent: every asked one. */
const zPersonEvents = z
  .array(z.number({ error: MESSAGES.events }).int(MESSAGES.events).positive(MESSAGES.events), { error: MESSAGES.events })
  .max(50, MESSAGES.events)
  .optional();

const idUploadFields = {
  uploadedFileName: optionalFileName,
  frontIdFileName: optionalFileName,
  backIdFileName: optionalFileName,
  uploadMode: optionalEnum(UPLOAD_MODES),
};

export const ZFamilyMemberInput = withMakeupRule(
  z.object({
    /** On a change of an existing reply: which person this is (keeps their ID document and their id). */
    id: zPersonId,
    name: requiredText(MESSAGES.name, undefined, CONTROL_MESSAGES.name),
    events: zPersonEvents,
    gender: optionalEnum(GENDERS),
    dietaryPreference: optionalEnum(DIETARY_PREFERENCES),
    beveragePreference: optionalEnum(BEVERAGE_PREFERENCES),
    needsMakeupArtist: z.boolean().default(false),
    makeupCount: zMakeupCount,
    ...idUploadFields,
  }),
);

export const ZChildInput = z.object({
  id: zPersonId,
  name: requiredText(MESSAGES.childName, undefined, CONTROL_MESSAGES.name),
  events: zPersonEvents,
  age: numberish(
    z.number({ error: MESSAGES.childAge }).int(MESSAGES.childAge).min(CHILD_AGE_MIN, MESSAGES.childAge).max(CHILD_AGE_MAX, MESSAGES.childAge).nullish(),
  ).transform((v) => (v ?? null) as number | null),
});

/** The reply's phone, stored in E.164: ten digits are Indian (the spec's rule and message); a "+" brings a country code. */
export const zPhone = z
  .string({ error: MESSAGES.phone })
  .max(40, MESSAGES.phoneJunk)
  .transform((v, ctx) => {
    const phone = parseGuestPhone(v);
    if (phone.ok) return phone.e164;
    ctx.addIssue({ code: "custom", message: phone.message });
    return z.NEVER;
  });

/** POST /api/rsvp and guest.submitRsvp. */
export const ZRsvpSubmission = withMakeupRule(
  z.object({
    primaryGuestName: requiredText(MESSAGES.name, undefined, CONTROL_MESSAGES.name),
    primaryGuestPhone: zPhone,
    primaryGuestGender: optionalEnum(GENDERS),
    rsvpStatus: z.enum(RSVP_STATUSES, { error: MESSAGES.attendance }),
    events: zPersonEvents,
    dietaryPreference: optionalEnum(DIETARY_PREFERENCES),
    beveragePreference: optionalEnum(BEVERAGE_PREFERENCES),
    needsMakeupArtist: z.boolean().default(false),
    makeupCount: zMakeupCount,
    specialRequests: optionalLongText(),
    familyMembers: z.array(ZFamilyMemberInput).max(MAX_FAMILY_MEMBERS, `At most ${MAX_FAMILY_MEMBERS} family members`).default([]),
    children: z.array(ZChildInput).max(MAX_CHILDREN, `At most ${MAX_CHILDREN} children`).default([]),
    ...idUploadFields,
    /** The guest agreed that the couple may share the reply's ID documents with the hotel; required to send new ones. */
    idConsent: z.boolean().default(false),
    /** How the party travels; absent or null: not given. */
    travel: ZTravelInput.nullish().transform((v) => v ?? null),
    /** Sent by the client once per form, so a retried submission creates one RSVP. */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, "Invalid submission key")
      .optional(),
    /** A solved check, asked for once the guest's network has sent many new replies in a few minutes. */
    proof: ZReplyProof.optional(),
    /** The household's invitation link token (/i/<token>): the reply is that household's, within its seats and functions. */
    invitationToken: z.string().max(200).optional(),
  }),
);
export type TRsvpSubmission = z.input<typeof ZRsvpSubmission>;
export type RsvpSubmission = z.output<typeof ZRsvpSubmission>;
export type FamilyMemberInput = z.output<typeof ZFamilyMemberInput>;
export type ChildInput = z.output<typeof ZChildInput>;

export const ZRsvpSubmitResponse = z.object({
  success: z.literal(true),
  rsvpId: z.string(),
  /** The reply's private capability: /rsvp/<editToken> views and changes it. */
  editToken: z.string(),
  editUrl: z.string(),
});
export type RsvpSubmitResponse = z.infer<typeof ZRsvpSubmitResponse>;

/** A private reply link's token (anything else is simply not found). */
export const zEditToken = z.string().max(200);
export const ZMyRsvpInput = z.object({ token: zEditToken });
/** guest.updateMyRsvp (PUT /api/rsvp/edit/:token): the submission's shape, replacing the reply. */
export const ZUpdateMyRsvpInput = z.object({ token: zEditToken, reply: ZRsvpSubmission });

/** A reply as the guest gave it, for the edit page: ID documents only as "on file", never their paths. */
const idOnFile = { uploadMode: z.enum(UPLOAD_MODES).nullable(), hasIdDocument: z.boolean() };
export const ZMyRsvp = z.object({
  rsvpId: z.string(),
  primaryGuestName: z.string(),
  primaryGuestPhone: z.string(),
  primaryGuestGender: z.enum(GENDERS).nullable(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  dietaryPreference: z.enum(DIETARY_PREFERENCES).nullable(),
  beveragePreference: z.enum(BEVERAGE_PREFERENCES).nullable(),
  needsMakeupArtist: z.boolean(),
  makeupCount: z.number(),
  specialRequests: z.string().nullable(),
  ...idOnFile,
  events: z.array(z.number()).optional(),
  familyMembers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      events: z.array(z.number()).optional(),
      gender: z.enum(GENDERS).nullable(),
      dietaryPreference: z.enum(DIETARY_PREFERENCES).nullable(),
      beveragePreference: z.enum(BEVERAGE_PREFERENCES).nullable(),
      needsMakeupArtist: z.boolean(),
      makeupCount: z.number(),
      ...idOnFile,
    }),
  ),
  children: z.array(z.object({ id: z.number(), name: z.string(), age: z.number().nullable(), events: z.array(z.number()).optional() })),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  editUrl: z.string(),
  /** How the party travels, as given; null: not given yet. */
  travel: ZTravel.nullable().optional(),
  /** When the guest agreed to share the reply's ID documents with the hotel; null: never. */
  idConsentAt: z.string().nullable().optional(),
});
export type MyRsvp = z.infer<typeof ZMyRsvp>;
export const ZUploadResponse = z.object({ success: z.boolean(), fileName: z.string(), message: z.string() });
export type UploadResponse = z.infer<typeof ZUploadResponse>;

export const ZRsvpIdInput = z.object({ id: z.string().uuid("Unknown RSVP") });

/** RSVP as the admin reads it. */
export const ZFamilyMember = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.string().nullable(),
  dietaryPreference: z.string().nullable(),
  beveragePreference: z.string().nullable(),
  needsMakeupArtist: z.boolean(),
  makeupCount: z.number(),
  idProofUrl: z.string().nullable(),
  /** When this person's ID documents were deleted (the purge); idProofUrl is null from then on. */
  idDeletedAt: z.string().nullable().optional(),
  /** Who deleted them when not the purge: "guest" (withdrawn through the private link) or "declined". */
  idDeletedBy: z.enum(["guest", "declined"]).nullable().optional(),
  /** Asked celebrations this person attends (timeline event ids). */
  events: z.array(z.number()).optional(),
});
export const ZChild = z.object({ id: z.number(), name: z.string(), age: z.number().nullable(), events: z.array(z.number()).optional() });
export const ZRoomAssignment = z.object({ rsvpId: z.string(), roomId: z.number(), room: ZRoom });
export const ZRsvp = z.object({
  id: z.string(),
  primaryGuestName: z.string(),
  primaryGuestPhone: z.string(),
  primaryGuestGender: z.string().nullable(),
  rsvpStatus: z.string(),
  dietaryPreference: z.string().nullable(),
  beveragePreference: z.string().nullable(),
  needsMakeupArtist: z.boolean(),
  makeupCount: z.number(),
  idProofUrl: z.string().nullable(),
  /** When the guest agreed to share the reply's ID documents with the hotel. */
  idConsentAt: z.string().nullable().optional(),
  /** When the primary guest's ID documents were deleted (the purge). */
  idDeletedAt: z.string().nullable().optional(),
  /** Who deleted them when not the purge: "guest" (withdrawn through the private link) or "declined". */
  idDeletedBy: z.enum(["guest", "declined"]).nullable().optional(),
  specialRequests: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** When the reply was last changed, by the guest or the couple; null if never. */
  updatedAt: z.string().nullable(),
  /** The guest's private link to view and change the reply. */
  editUrl: z.string(),
  /** Asked celebrations the primary guest attends. */
  events: z.array(z.number()).optional(),
  familyMembers: z.array(ZFamilyMember),
  children: z.array(ZChild),
  roomAssignments: z.array(ZRoomAssignment),
  /** The household on the guest list the reply belongs to; null: "Not on the guest list". */
  householdId: z.number().nullable().optional(),
  /** An open-form reply whose phone or name is this household's: only a suggestion until the planner links it. */
  possibleHousehold: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
});
export type Rsvp = z.infer<typeof ZRsvp>;
export type FamilyMember = z.infer<typeof ZFamilyMember>;
export type Child = z.infer<typeof ZChild>;
