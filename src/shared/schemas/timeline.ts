import { z } from "zod";
import { TIMELINE_DAY_MAX, TIMELINE_DAY_MIN } from "../constants";
import { endsBeforeStart } from "../time-range";
import { numberish, optionalLongText, optionalSafeLink, optionalText, requiredText, zId } from "./common";

export const ZTimelineEvent = z.object({
  id: z.number(),
  day: z.number(),
  eventName: z.string(),
  time: z.string(),
  toTime: z.string().nullable(),
  place: z.string(),
  dressCode: z.string().nullable(),
  description: z.string().nullable(),
  displayOrder: z.number(),
  customIconUrl: z.string().nullable(),
  /** Guests are asked, per person, whether they will attend. */
  asksAttendance: z.boolean(),
});
export type TimelineEvent = z.infer<typeof ZTimelineEvent>;

const dayMessage = `Day must be between ${TIMELINE_DAY_MIN} and ${TIMELINE_DAY_MAX}`;
export const END_BEFORE_START_MESSAGE = "End time must be after the start time";
const ZTimelineEventFields = z.object({
  day: numberish(z.number({ error: dayMessage }).int(dayMessage).min(TIMELINE_DAY_MIN, dayMessage).max(TIMELINE_DAY_MAX, dayMessage)),
  eventName: requiredText("Event name is required"),
  time: requiredText("Time is required", 20),
  /** Blank or "none" means open-ended ("X onwards"). */
  toTime: optionalText(20).transform((v) => (v && v.toLowerCase() !== "none" ? v : null)),
  place: requiredText("Place is required"),
  dressCode: optionalText(),
  description: optionalLongText(),
  customIconUrl: optionalSafeLink("Icon must be an uploaded file"),
  displayOrder: numberish(z.number().int().min(0).nullish()).transform((v) => (v ?? null) as number | null),
  asksAttendance: z.boolean({ error: "Ask guests if they will attend must be on or off" }).default(false),
});
/** An end before the start is refused; an end before 6:00 AM after an evening start is the next morning. */
const endAfterStart = (v: { time: string; toTime: string | null }, ctx: z.RefinementCtx) => {
  if (endsBeforeStart(v.time, v.toTime)) ctx.addIssue({ code: "custom", path: ["toTime"], message: END_BEFORE_START_MESSAGE });
};
export const ZTimelineEventInput = ZTimelineEventFields.superRefine(endAfterStart);
export type TimelineEventInput = z.input<typeof ZTimelineEventInput>;
export const ZTimelineEventUpdate = ZTimelineEventFields.extend({ id: zId }).superRefine(endAfterStart);

export const ZCustomIconInput = z.object({
  id: zId,
  customIconUrl: optionalSafeLink("Icon must be an uploaded file"),
});

export const ZMoveTimelineEventInput = z.object({
  id: zId,
  direction: z.enum(["up", "down"], { error: "Direction must be up or down" }),
});
