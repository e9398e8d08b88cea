import { z } from "zod";
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { ZCustomIconInput, ZMoveTimelineEventInput, ZTimelineEvent, ZTimelineEventInput, ZTimelineEventUpdate } from "../../../shared/schemas/timeline";
import { notFound } from "../../trpc/errors";
import { plannerProcedure, publicProcedure } from "../../trpc/init";
import { releaseMediaUrl, requireMediaUrl } from "../media/stored-media";
import { setEventAsking } from "../rsvp/queries";
import { publicRead } from "../../public-cache/cache";
import type { SingleRead } from "../../public-cache/registry";
import * as q from "./queries";
import { rest } from "../../trpc/rest-meta";
import type { TimelineEvent } from "../../../shared/schemas/timeline";
import { recordBy as log } from "../activity/actor";
import { changeDetail, type FieldList, fieldChanges, fileField } from "../activity/diff";

/** "Sangeet (day 2, 7:00 PM)": an event as the couple finds it in the itinerary. */
const eventWords = (e: { eventName: string; day: number; time: string }) => `${e.eventName} (day ${e.day}, ${e.time})`;
const EVENT_FIELDS: FieldList<TimelineEvent> = {
  eventName: "Name",
  day: "Day",
  time: "Starts",
  toTime: "Ends",
  place: "Place",
  dressCode: "Dress code",
  description: "Description",
  asksAttendance: "Asks guests if they will attend",
  customIconUrl: fileField("Icon"),
};

export const TIMELINE_MESSAGES = { notFound: "Timeline event not found" } as const;

/** The itinerary guests see, kept by the public read cache (src/server/trpc/guest-reads.ts lists it). */
export const timelineEventsRead = { procedure: "guest.timelineEvents", build: q.listTimelineEvents } satisfies SingleRead;

export const timelineGuestProcedures = {
  /** Served from the public read cache (src/server/public-cache). */
  timelineEvents: publicProcedure
    .meta(rest("guest.timelineEvents", { method: "GET", path: "/api/timeline-events" }))
    .query(({ ctx }) => publicRead(ctx.cache, timelineEventsRead)),
};

export const timelineAdminProcedures = {
  createTimelineEvent: plannerProcedure
    .meta(rest("admin.createTimelineEvent", { method: "POST", path: "/api/timeline-events", status: 201 }))
    .input(ZTimelineEventInput)
    .output(ZTimelineEvent)
    .mutation(async ({ ctx, input }) => {
      await requireMediaUrl(ctx.db, input.customIconUrl, "icon");
      const id = await q.insertTimelineEvent(ctx.db, input);
      if (input.asksAttendance) await setEventAsking(ctx.db, id, true);
      const created = (await q.findTimelineEvent(ctx.db, id))!;
      await log(ctx, "timeline.add", eventWords(created));
      return created;
    }),

  updateTimelineEvent: plannerProcedure
    .meta(rest("admin.updateTimelineEvent", { method: "PUT", path: "/api/timeline-events/:id" }))
    .input(ZTimelineEventUpdate)
    .output(ZTimelineEvent)
    .mutation(async ({ ctx, input: { id, ...event } }) => {
      await requireMediaUrl(ctx.db, event.customIconUrl, "icon");
      const before = await q.findTimelineEvent(ctx.db, id);
      if (!before || !(await q.updateTimelineEvent(ctx.db, id, event))) throw notFound(TIMELINE_MESSAGES.notFound);
      if (before.customIconUrl !== event.customIconUrl) await releaseMediaUrl(ctx.db, ctx.config.filesDir, before.customIconUrl);
      if (before.asksAttendance !== event.asksAttendance) await setEventAsking(ctx.db, id, event.asksAttendance);
      const after = (await q.findTimelineEvent(ctx.db, id))!;
      const changes = fieldChanges(before, after, EVENT_FIELDS);
      if (changes.length) await log(ctx, "timeline.change", changeDetail(eventWords(before), changes));
      return after;
    }),

  deleteTimelineEvent: plannerProcedure
    .meta(rest("admin.deleteTimelineEvent", { method: "DELETE", path: "/api/timeline-events/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const deleted = await q.deleteTimelineEvent(ctx.db, input.id);
      if (!deleted) throw notFound(TIMELINE_MESSAGES.notFound);
      await log(ctx, "timeline.delete", eventWords(deleted));
      await releaseMediaUrl(ctx.db, ctx.config.filesDir, deleted.customIconUrl);
      return { success: true as const };
    }),

  /** PUT /api/timeline-events/{id}/custom-icon: saves an uploaded icon straight to an existing event. */
  setTimelineEventIcon: plannerProcedure
    .meta(rest("admin.setTimelineEventIcon", { method: "PUT", path: "/api/timeline-events/:id/custom-icon" }))
    .input(ZCustomIconInput)
    .output(ZTimelineEvent)
    .mutation(async ({ ctx, input }) => {
      await requireMediaUrl(ctx.db, input.customIconUrl, "icon");
      const before = await q.findTimelineEvent(ctx.db, input.id);
      if (!before || !(await q.setTimelineEventIcon(ctx.db, input.id, input.customIconUrl))) throw notFound(TIMELINE_MESSAGES.notFound);
      if (before.customIconUrl !== input.customIconUrl) await releaseMediaUrl(ctx.db, ctx.config.filesDir, before.customIconUrl);
      const after = (await q.findTimelineEvent(ctx.db, input.id))!;
      const changes = fieldChanges(before, after, { customIconUrl: EVENT_FIELDS.customIconUrl });
      if (changes.length) await log(ctx, "timeline.change", changeDetail(eventWords(before), changes));
      return after;
    }),

  moveTimelineEvent: plannerProcedure
    .meta(rest("admin.moveTimelineEvent", { method: "POST", path: "/api/timeline-events/:id/move" }))
    .input(ZMoveTimelineEventInput)
    .output(z.array(ZTimelineEvent))
    .mutation(async ({ ctx, input }) => {
      const event = await q.findTimelineEvent(ctx.db, input.id);
      if (!event || !(await q.moveTimelineEvent(ctx.db, input.id, input.direction))) throw notFound(TIMELINE_MESSAGES.notFound);
      await log(ctx, "timeline.change", changeDetail(eventWords(event), [`Moved ${input.direction} in the itinerary`]));
      return q.listTimelineEvents(ctx.db);
    }),
};
