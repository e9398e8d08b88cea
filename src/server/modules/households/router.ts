/** admin.* procedures for the guest list, and the invitation a household's link opens (guest.invitation). */
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import {
  HOUSEHOLD_MESSAGES,
  type Household,
  ZHousehold,
  ZHouseholdInput,
  ZHouseholdList,
  ZHouseholdUpdate,
  ZInvitation,
  ZInvitationInput,
  ZInviteLink,
  ZLinkRsvpHouseholdInput,
} from "../../../shared/schemas/households";
import { roleAllows } from "../../../shared/roles";
import { notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure, publicProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { lastSends } from "../whatsapp/store";
import { recordActivity } from "../activity/record";
import { logMessage } from "../chase/queries";
import { revokeInviteLink } from "./invite-link";
import * as q from "./queries";
import * as service from "./service";

const EDITABLE = ["name", "side", "tags", "phone", "language", "seats", "guests", "events", "notes"] as const;
/** The fields an edit changed, by name, for the Activity log (values stay out of it: phones are personal). */
const changedFields = (before: Household, after: Household) => EDITABLE.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));

export const householdsAdminProcedures = {
  households: deskProcedure
    .meta(rest("admin.households", { method: "GET", path: "/api/admin/households" }))
    .output(ZHouseholdList)
    .query(async ({ ctx }) => {
      const sends = await lastSends(ctx.db);
      const data = (await q.listHouseholds(ctx.db, ctx.config.appSecret)).map((h) => {
        const lastSend = sends.get(h.id);
        return lastSend ? { ...h, lastSend } : h;
      });
      // The link is also the reply's private link, which the desk may not use to change a reply (as with editUrl).
      return { data: roleAllows(ctx.session.role, "planner") ? data : data.map((h) => ({ ...h, inviteUrl: "" })) };
    }),

  createHousehold: plannerProcedure
    .meta(rest("admin.createHousehold", { method: "POST", path: "/api/admin/households", status: 201 }))
    .input(ZHouseholdInput)
    .output(ZHousehold)
    .mutation(async ({ ctx, input }) => {
      const created = await service.createHousehold(ctx, input);
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "guests.add", detail: created.name });
      return created;
    }),

  updateHousehold: plannerProcedure
    .meta(rest("admin.updateHousehold", { method: "PUT", path: "/api/admin/households/:id" }))
    .input(ZHouseholdUpdate)
    .output(ZHousehold)
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const before = await q.findHousehold(ctx.db, ctx.config.appSecret, id);
      const after = await service.updateHousehold(ctx, id, values);
      const changed = before ? changedFields(before, after) : [];
      if (changed.length) {
        await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "guests.change", detail: `${after.name}: ${changed.join(", ")}` });
      }
      return after;
    }),

  /** Its reply stays, unlinked: the couple still sees who answered. */
  deleteHousehold: plannerProcedure
    .meta(rest("admin.deleteHousehold", { method: "DELETE", path: "/api/admin/households/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const household = await q.householdRow(ctx.db, input.id);
      if (!household || !(await q.deleteHousehold(ctx.db, input.id))) throw notFound(HOUSEHOLD_MESSAGES.notFound);
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "guests.delete", detail: household.name });
      return { success: true as const };
    }),

  /** The dashboard calls it when the couple taps Send. */
  markHouseholdSent: plannerProcedure
    .meta(rest("admin.markHouseholdSent", { method: "POST", path: "/api/admin/households/:id/sent", input: (req) => req.params }))
    .input(ZIdInput)
    .output(ZHousehold)
    .mutation(async ({ ctx, input }) => {
      if (!(await q.markSent(ctx.db, input.id, ctx.now().toISOString()))) throw notFound(HOUSEHOLD_MESSAGES.notFound);
      const household = (await q.findHousehold(ctx.db, ctx.config.appSecret, input.id))!;
      await logMessage(ctx.db, { householdId: input.id, kind: "invitation", at: ctx.now().toISOString(), via: "link" });
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "guests.send", detail: household.name });
      return household;
    }),

  /** A new link; the old one then opens nothing. */
  revokeHouseholdLink: plannerProcedure
    .meta(rest("admin.revokeHouseholdLink", { method: "POST", path: "/api/admin/households/:id/revoke-link", input: (req) => req.params }))
    .input(ZIdInput)
    .output(ZInviteLink)
    .mutation(async ({ ctx, input }) => {
      const link = await ctx.db.transaction().execute((trx) => revokeInviteLink(trx, ctx.config.appSecret, input.id));
      if (!link) throw notFound(HOUSEHOLD_MESSAGES.notFound);
      const household = (await q.householdRow(ctx.db, input.id))!;
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "guests.revoke", detail: household.name });
      return { inviteUrl: link.inviteUrl };
    }),

  /** A reply "not on the guest list" linked to a household, or made into one. */
  linkRsvpHousehold: plannerProcedure
    .meta(rest("admin.linkRsvpHousehold", { method: "POST", path: "/api/admin/rsvps/:id/household" }))
    .input(ZLinkRsvpHouseholdInput)
    .output(ZHousehold)
    .mutation(async ({ ctx, input: { id, ...target } }) => {
      const household = await service.linkRsvpToHousehold(ctx, id, target);
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "guests.link", detail: household.name, rsvpId: household.rsvpId });
      return household;
    }),
};

export const householdsGuestProcedures = {
  /** GET /api/invitation/:token: private to the household (never cached), and records the first opening. */
  invitation: publicProcedure
    .meta(rest("guest.invitation", { method: "GET", path: "/api/invitation/:token" }))
    .input(ZInvitationInput)
    .output(ZInvitation)
    .query(({ ctx, input }) => service.openInvitation(ctx, input.token)),
};
