/** Chasing replies: the chase board, reminder rounds, announcement rounds, and who was told what. */
import { z } from "zod";
import { HOUSEHOLD_LANGUAGES, HOUSEHOLD_SIDES } from "./households";
import { zId } from "./common";

export const ROUND_STATUSES = ["not-replied"] as const;

/** GET /api/admin/reminder-round?status=not-replied&side=&tag=&eventId= (blank means any). */
export const ZRoundFilter = z.object({
  status: z.enum(ROUND_STATUSES, { error: "Status must be not-replied" }).default("not-replied"),
  side: z
    .preprocess((v) => (v === "" ? null : v), z.enum(HOUSEHOLD_SIDES, { error: "Side must be bride, groom or both" }).nullish())
    .transform((v) => v ?? null),
  tag: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  eventId: z.preprocess((v) => (v === "" ? null : v), zId.nullish()).transform((v) => v ?? null),
});
export type RoundFilter = z.output<typeof ZRoundFilter>;

export const ZRoundItem = z.object({
  id: z.number(),
  name: z.string(),
  text: z.string(),
  /** null when the household has no phone number: the round shows it and moves on. */
  waUrl: z.string().nullable(),
});
export type RoundItem = z.infer<typeof ZRoundItem>;
export const ZRound = z.array(ZRoundItem);

/** Opening a round: the Activity log records who started it, over whom, and how many. */
export const ZStartRoundInput = z.object({
  kind: z.enum(["reminder", "announcement"]),
  filter: ZRoundFilter.optional(),
  announcementId: zId.optional(),
  count: z.number().int().min(0).max(100_000),
});

export const ZAnnouncementSentInput = z.object({ id: zId, householdId: zId });

export const ZMessageLogEntry = z.object({
  kind: z.enum(["invitation", "reminder", "announcement"]),
  announcementTitle: z.string().nullable(),
  at: z.string(),
  via: z.enum(["link", "api"]),
  status: z.string().nullable(),
  error: z.string().nullable(),
});
export type MessageLogEntry = z.infer<typeof ZMessageLogEntry>;
/** Every household's messages, newest first, by household id. */
export const ZMessageLog = z.object({ byHousehold: z.record(z.string(), z.array(ZMessageLogEntry)) });

export const ZChaseHousehold = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  language: z.enum(HOUSEHOLD_LANGUAGES),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  reminderCount: z.number(),
});
export type ChaseHousehold = z.infer<typeof ZChaseHousehold>;

export const ZChaseBoard = z.object({
  /** Per function that asks who comes: people invited (seats), of those replied, coming (people), not replied. */
  events: z.array(
    z.object({ eventId: z.number(), eventName: z.string(), invited: z.number(), replied: z.number(), coming: z.number(), notReplied: z.number() }),
  ),
  /** Households sent their invitation and not replied, oldest invitation first. */
  notReplied: z.array(ZChaseHousehold),
  /** Households whose invitation has not gone out yet (no reminder makes sense for them). */
  notSent: z.number(),
});
export type ChaseBoard = z.infer<typeof ZChaseBoard>;
