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
      return (await q.findTimelineEvent(ctx.db, id))!;
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
      return (await q.findTimelineEvent(ctx.db, id))!;
    }),

  deleteTimelineEvent: plannerProcedure
    .meta(rest("admin.deleteTimelineEvent", { method: "DELETE", path: "/api/timeline-events/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const deleted = await q.deleteTimelineEvent(ctx.db, input.id);
      if (!deleted) throw notFound(TIMELINE_MESSAGES.notFound);
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
      return (await q.findTimelineEvent(ctx.db, input.id))!;
    }),

  moveTimelineEvent: plannerProcedure
    .meta(rest("admin.moveTimelineEvent", { method: "POST", path: "/api/timeline-events/:id/move" }))
    .input(ZMoveTimelineEventInput)
    .output(z.array(ZTimelineEvent))
    .mutation(async ({ ctx, input }) => {
      if (!(await q.moveTimelineEvent(ctx.db, input.id, input.direction))) throw notFound(TIMELINE_MESSAGES.notFound);
      return q.listTimelineEvents(ctx.db);
    }),
};
