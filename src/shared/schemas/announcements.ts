/** Announcements: an update the couple writes for some of their guests, and what a guest's page reads of them. */
import { z } from "zod";
import { HOUSEHOLD_SIDES } from "./households";
import { optionalText, requiredLongText, requiredText, zId } from "./common";

export const AUDIENCE_KINDS = ["everyone", "coming", "event", "side", "tag", "pickup-point", "arrival-day"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
/** Kinds that name one function, side, tag, pickup point or day. */
export const AUDIENCE_NEEDS_VALUE: readonly AudienceKind[] = ["event", "side", "tag", "pickup-point", "arrival-day"];

export const MAX_ANNOUNCEMENT_TITLE = 120;
export const MAX_ANNOUNCEMENT_TEXT = 1000;

export const ANNOUNCEMENT_MESSAGES = {
  title: "Please give the update a title, such as Sangeet moves indoors",
  text: "Please write the update",
  audience: "Choose who the update is for",
  value: {
    event: "Choose the function the update is for",
    side: "Choose the bride's side, the groom's side or both",
    tag: "Choose the tag the update is for",
    "pickup-point": "Choose the pickup point the update is for",
    "arrival-day": "Choose the arrival day, such as 2027-02-11",
  } as Record<string, string>,
  event: "Choose a function from the itinerary",
  notFound: "Announcement not found",
} as const;

export const ZAudience = z
  .object({
    kind: z.enum(AUDIENCE_KINDS, { error: ANNOUNCEMENT_MESSAGES.audience }),
    value: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v).trim() || null)),
  })
  .transform((a) => ({ kind: a.kind, value: AUDIENCE_NEEDS_VALUE.includes(a.kind) ? a.value : null }))
  .superRefine((a, ctx) => {
    if (!AUDIENCE_NEEDS_VALUE.includes(a.kind)) return;
    const v = a.value;
    const ok =
      v !== null &&
      (a.kind === "side"
        ? (HOUSEHOLD_SIDES as readonly string[]).includes(v)
        : a.kind === "tag"
          ? v.length <= 40
          : a.kind === "arrival-day"
            ? /^\d{4}-\d{2}-\d{2}$/.test(v)
            : /^[1-9]\d{0,9}$/.test(v));
    if (!ok) ctx.addIssue({ code: "custom", path: ["value"], message: ANNOUNCEMENT_MESSAGES.value[a.kind]! });
  });
export type Audience = z.output<typeof ZAudience>;

const ZAnnouncementFields = z.object({
  title: requiredText(ANNOUNCEMENT_MESSAGES.title, MAX_ANNOUNCEMENT_TITLE),
  text: requiredLongText(ANNOUNCEMENT_MESSAGES.text, MAX_ANNOUNCEMENT_TEXT),
  eventId: zId.nullish().transform((v) => v ?? null),
  time: optionalText(20),
  audience: ZAudience,
});
export const ZAnnouncementInput = ZAnnouncementFields;
export type AnnouncementInput = z.input<typeof ZAnnouncementInput>;
export type AnnouncementValues = z.output<typeof ZAnnouncementInput>;
export const ZAnnouncementUpdate = ZAnnouncementFields.extend({ id: zId });

/** What the dashboard lists: the update, its audience and how many households it reaches now. */
export const ZAnnouncement = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  eventId: z.number().nullable(),
  eventName: z.string().nullable(),
  time: z.string().nullable(),
  audience: z.object({ kind: z.enum(AUDIENCE_KINDS), value: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  households: z.number(),
});
export type Announcement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementList = z.object({ data: z.array(ZAnnouncement) });

/** GET /api/announcements?invite=<token>: a household's updates; without a token, those for everyone. */
export const ZGuestAnnouncementsInput = z
  .object({ invite: z.string().max(200).nullish() })
  .optional()
  .transform((v) => ({ invite: v?.invite || null }));

/** What a guest sees: no audience (a tag is the couple's word, not the guest's). */
export const ZGuestAnnouncement = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  eventName: z.string().nullable(),
  time: z.string().nullable(),
  at: z.string(),
});
export type GuestAnnouncement = z.infer<typeof ZGuestAnnouncement>;
export const ZGuestAnnouncements = z.array(ZGuestAnnouncement);
