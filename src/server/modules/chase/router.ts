/** admin.* procedures for chasing replies: the chase board, reminder and announcement rounds, who was told what. */
import { z } from "zod";
import { ANNOUNCEMENT_MESSAGES } from "../../../shared/schemas/announcements";
import {
  ZAnnouncementSentInput,
  ZChaseBoard,
  ZMessageLog,
  ZRound,
  ZRoundFilter,
  ZStartRoundInput,
  type MessageLogEntry,
  type RoundFilter,
} from "../../../shared/schemas/chase";
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { HOUSEHOLD_MESSAGES } from "../../../shared/schemas/households";
import { notFound } from "../../trpc/errors";
import { plannerProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { findAnnouncementRow } from "../announcements/queries";
import { describeAudience } from "../announcements/describe";
import * as q from "./queries";
import { announcementItems, reminderItems } from "./service";

const ZReminded = z.object({ id: z.number(), remindedAt: z.string(), reminderCount: z.number() });

/** "not replied, bride's side, tag college, Sangeet" for the Activity log. */
async function describeFilter(ctx: { db: Parameters<typeof findAnnouncementRow>[0] }, f: RoundFilter): Promise<string> {
  const parts = ["not replied"];
  if (f.side) parts.push(f.side === "both" ? "both sides" : `${f.side}'s side`);
  if (f.tag) parts.push(`tag ${f.tag}`);
  if (f.eventId) {
    const e = await ctx.db.selectFrom("timelineEvents").select("eventName").where("id", "=", f.eventId).executeTakeFirst();
    parts.push(`invited to ${e?.eventName ?? "a deleted function"}`);
  }
  return parts.join(", ");
}

export const chaseAdminProcedures = {
  chaseBoard: plannerProcedure
    .meta(rest("admin.chaseBoard", { method: "GET", path: "/api/admin/chase-board" }))
    .output(ZChaseBoard)
    .query(async ({ ctx }) => {
      const [events, notReplied, notSent] = await Promise.all([
        q.boardEvents(ctx.db),
        q.selectRoundHouseholds(ctx.db, { status: "not-replied", side: null, tag: null, eventId: null }),
        q.notSentCount(ctx.db),
      ]);
      return { events, notReplied: notReplied.map(({ inviteVersion: _v, ...h }) => h), notSent };
    }),

  /** The households of a reminder round in order, each with its message and wa.me link. */
  reminderRound: plannerProcedure
    .meta(rest("admin.reminderRound", { method: "GET", path: "/api/admin/reminder-round" }))
    .input(ZRoundFilter)
    .output(ZRound)
    .query(async ({ ctx, input }) => reminderItems(ctx, await q.selectRoundHouseholds(ctx.db, input))),

  /** The couple opened the household's reminder in WhatsApp. */
  markHouseholdReminded: plannerProcedure
    .meta(rest("admin.markHouseholdReminded", { method: "POST", path: "/api/admin/households/:id/reminded", input: (req) => req.params }))
    .input(ZIdInput)
    .output(ZReminded)
    .mutation(async ({ ctx, input }) => {
      const at = ctx.now().toISOString();
      const done = await ctx.db.transaction().execute(async (trx) => {
        if (!(await q.markReminded(trx, input.id, at))) return undefined;
        await q.logMessage(trx, { householdId: input.id, kind: "reminder", at, via: "link" });
        return trx.selectFrom("households").select(["id", "remindedAt", "reminderCount"]).where("id", "=", input.id).executeTakeFirstOrThrow();
      });
      if (!done) throw notFound(HOUSEHOLD_MESSAGES.notFound);
      return { id: done.id, remindedAt: done.remindedAt!, reminderCount: done.reminderCount };
    }),

  /** The households an announcement reaches now, by name, each with the update as a message. */
  announcementRound: plannerProcedure
    .meta(rest("admin.announcementRound", { method: "GET", path: "/api/admin/announcements/:id/round" }))
    .input(ZIdInput)
    .output(ZRound)
    .query(async ({ ctx, input }) => {
      const a = await findAnnouncementRow(ctx.db, input.id);
      const households = a && (await q.householdsForAnnouncement(ctx.db, input.id));
      if (!a || !households) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      return announcementItems(ctx, a, households);
    }),

  /** The couple opened the announcement's message to the household in WhatsApp. */
  markAnnouncementSent: plannerProcedure
    .meta(rest("admin.markAnnouncementSent", { method: "POST", path: "/api/admin/announcements/:id/sent" }))
    .input(ZAnnouncementSentInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (!(await findAnnouncementRow(ctx.db, input.id))) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      const household = await ctx.db.selectFrom("households").select("id").where("id", "=", input.householdId).executeTakeFirst();
      if (!household) throw notFound(HOUSEHOLD_MESSAGES.notFound);
      await q.logMessage(ctx.db, { householdId: input.householdId, kind: "announcement", announcementId: input.id, at: ctx.now().toISOString(), via: "link" });
      return { success: true as const };
    }),

  /** A round was opened: the Activity log keeps who started it, over whom, and how many households. */
  startRound: plannerProcedure
    .meta(rest("admin.startRound", { method: "POST", path: "/api/admin/rounds", status: 201 }))
    .input(ZStartRoundInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      let what: string;
      if (input.kind === "announcement") {
        const a = input.announcementId === undefined ? undefined : await findAnnouncementRow(ctx.db, input.announcementId);
        if (!a) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
        what = `Announcement "${a.title}" to ${await describeAudience(ctx.db, a)}`;
      } else {
        what = `Reminder to ${await describeFilter(ctx, input.filter ?? ZRoundFilter.parse({}))}`;
      }
      const detail = `${what}: ${input.count} ${input.count === 1 ? "household" : "households"}`;
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "messages.round", detail });
      return { success: true as const };
    }),

  /** Who was told what: each household's invitation, reminders and announcements, newest first. */
  messageLog: plannerProcedure
    .meta(rest("admin.messageLog", { method: "GET", path: "/api/admin/message-log" }))
    .output(ZMessageLog)
    .query(async ({ ctx }) => {
      const byHousehold: Record<string, MessageLogEntry[]> = {};
      for (const { householdId, ...entry } of await q.messageLogRows(ctx.db)) (byHousehold[householdId] ??= []).push(entry);
      return { byHousehold };
    }),
};
