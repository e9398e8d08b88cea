/**
 * Announcements: the couple's updates (admin.*, planner and owner) and what a guest's page reads of them
 * (guest.announcements), kept in the public read cache per household.
 */
import type { DB } from "../../../../db/connect";
import {
  ANNOUNCEMENT_MESSAGES,
  type Announcement,
  type AnnouncementValues,
  type GuestAnnouncement,
  ZAnnouncement,
  ZAnnouncementInput,
  ZAnnouncementList,
  ZAnnouncementUpdate,
  ZGuestAnnouncements,
  ZGuestAnnouncementsInput,
} from "../../../shared/schemas/announcements";
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { HOUSEHOLD_MESSAGES } from "../../../shared/schemas/households";
import { publicRead } from "../../public-cache/cache";
import type { SingleRead } from "../../public-cache/registry";
import type { Context } from "../../trpc/context";
import { badRequest, notFound } from "../../trpc/errors";
import { plannerProcedure, publicProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { findHouseholdIdByInviteToken } from "../households/invite-link";
import { audienceIds, inAudience, loadAudienceFacts } from "./audience";
import * as q from "./queries";

const forGuests = (row: q.AnnouncementRow): GuestAnnouncement => ({
  id: row.id,
  title: row.title,
  text: row.text,
  eventName: row.eventName,
  time: row.time,
  at: row.updatedAt ?? row.createdAt,
});

/**
 * Every announcement with its audience, newest first, kept in the public read cache (it reads only
 * announcements and the itinerary, so replies written all day leave it in memory, and a new update is seen on
 * the next read). No door answers it whole: its name is no procedure's, and guest.announcements hands a visitor
 * only the updates whose audience holds their household, decided from that household's own facts each time.
 */
export const announcementsRead = {
  procedure: "guest.announcements:all",
  build: async (db: DB) => (await q.listAnnouncementRows(db)).map((row) => ({ audience: q.audienceOf(row), shown: forGuests(row) })),
} satisfies SingleRead;

async function withCount(ctx: Pick<Context, "db">, rows: q.AnnouncementRow[]): Promise<Announcement[]> {
  const facts = await loadAudienceFacts(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    eventId: row.eventId,
    eventName: row.eventName,
    time: row.time,
    audience: { kind: row.audienceKind, value: row.audienceValue },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    households: audienceIds(facts, q.audienceOf(row)).length,
  }));
}

/** The function an update names (its own, or its audience's) must be on the itinerary; a pickup point must exist. */
async function assertReferences(ctx: Pick<Context, "db">, v: AnnouncementValues) {
  const eventIds = [v.eventId, v.audience.kind === "event" ? Number(v.audience.value) : null].filter((id): id is number => id !== null);
  for (const id of eventIds) {
    if (!(await ctx.db.selectFrom("timelineEvents").select("id").where("id", "=", id).executeTakeFirst())) throw badRequest(ANNOUNCEMENT_MESSAGES.event);
  }
  if (v.audience.kind === "pickup-point") {
    const point = await ctx.db.selectFrom("pickupPoints").select("id").where("id", "=", Number(v.audience.value)).executeTakeFirst();
    if (!point) throw badRequest(ANNOUNCEMENT_MESSAGES.value["pickup-point"]!);
  }
}

async function one(ctx: Pick<Context, "db">, id: number): Promise<Announcement> {
  const row = await q.findAnnouncementRow(ctx.db, id);
  if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
  return (await withCount(ctx, [row]))[0]!;
}

export const announcementsAdminProcedures = {
  announcements: plannerProcedure
    .meta(rest("admin.announcements", { method: "GET", path: "/api/admin/announcements" }))
    .output(ZAnnouncementList)
    .query(async ({ ctx }) => ({ data: await withCount(ctx, await q.listAnnouncementRows(ctx.db)) })),

  createAnnouncement: plannerProcedure
    .meta(rest("admin.createAnnouncement", { method: "POST", path: "/api/admin/announcements", status: 201 }))
    .input(ZAnnouncementInput)
    .output(ZAnnouncement)
    .mutation(async ({ ctx, input }) => {
      await assertReferences(ctx, input);
      const id = await q.insertAnnouncement(ctx.db, input, ctx.now().toISOString());
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "announcements.add", detail: input.title });
      return one(ctx, id);
    }),

  updateAnnouncement: plannerProcedure
    .meta(rest("admin.updateAnnouncement", { method: "PUT", path: "/api/admin/announcements/:id" }))
    .input(ZAnnouncementUpdate)
    .output(ZAnnouncement)
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      await assertReferences(ctx, values);
      if (!(await q.updateAnnouncement(ctx.db, id, values, ctx.now().toISOString()))) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "announcements.change", detail: values.title });
      return one(ctx, id);
    }),

  deleteAnnouncement: plannerProcedure
    .meta(rest("admin.deleteAnnouncement", { method: "DELETE", path: "/api/admin/announcements/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const row = await q.findAnnouncementRow(ctx.db, input.id);
      if (!row || !(await q.deleteAnnouncement(ctx.db, input.id))) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "announcements.delete", detail: row.title });
      return { success: true as const };
    }),
};

export const announcementsGuestProcedures = {
  /** GET /api/announcements?invite=<token>: the household's updates, newest first; without a token, those for everyone. */
  announcements: publicProcedure
    .meta(rest("guest.announcements", { method: "GET", path: "/api/announcements" }))
    .input(ZGuestAnnouncementsInput)
    .output(ZGuestAnnouncements)
    .query(async ({ ctx, input }) => {
      const all = await publicRead(ctx.cache, announcementsRead);
      if (input.invite === null) return all.filter((a) => a.audience.kind === "everyone").map((a) => a.shown);
      const id = await findHouseholdIdByInviteToken(ctx.db, input.invite);
      if (id === undefined) throw notFound(HOUSEHOLD_MESSAGES.unknownInvitation);
      const facts = await loadAudienceFacts(ctx.db, id);
      const household = facts.households[0]!;
      return all.filter((a) => inAudience(household, a.audience, facts)).map((a) => a.shown);
    }),
};
