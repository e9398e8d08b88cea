/** guest.yourWedding and guest.replyWedding (the guest's own page), and the couple's settings for it. */
import { MESSAGES } from "../../../shared/schemas/rsvp-messages";
import { HOUSEHOLD_MESSAGES, ZInvitationInput } from "../../../shared/schemas/households";
import { ZMyRsvpInput } from "../../../shared/schemas/rsvp";
import { ZGuestPageSettings, ZYourWedding } from "../../../shared/schemas/your-wedding";
import { notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure, publicProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { WEDDING_DEFAULTS } from "../../../shared/constants";
import type { DB } from "../../../../db/connect";
import { actorOf } from "../activity/actor";
import { changeDetail, fieldChanges } from "../activity/diff";
import { recordActivity } from "../activity/record";
import { partyOfInvitation, partyOfReply, yourWedding } from "./your-wedding";

async function guestPageSettings(db: DB) {
  const row = await db.selectFrom("wedding").select("showRoomsToGuests").where("id", "=", 1).executeTakeFirst();
  return { showRoomsToGuests: row?.showRoomsToGuests === 1 };
}

export const guestPageGuestProcedures = {
  /** GET /api/invitation/:token/wedding: private to the household, never cached (a car changed by the desk shows at once). */
  yourWedding: publicProcedure
    .meta(rest("guest.yourWedding", { method: "GET", path: "/api/invitation/:token/wedding" }))
    .input(ZInvitationInput)
    .output(ZYourWedding)
    .query(async ({ ctx, input }) => {
      const party = await partyOfInvitation(ctx.db, input.token);
      if (!party) throw notFound(HOUSEHOLD_MESSAGES.unknownInvitation);
      return yourWedding(ctx.db, party);
    }),

  /** GET /api/rsvp/edit/:token/wedding: the same page for a reply's private link. */
  replyWedding: publicProcedure
    .meta(rest("guest.replyWedding", { method: "GET", path: "/api/rsvp/edit/:token/wedding" }))
    .input(ZMyRsvpInput)
    .output(ZYourWedding)
    .query(async ({ ctx, input }) => {
      const party = await partyOfReply(ctx.db, input.token);
      if (!party) throw notFound(MESSAGES.unknownLink);
      return yourWedding(ctx.db, party);
    }),
};

export const guestPageAdminProcedures = {
  guestPageSettings: deskProcedure
    .meta(rest("admin.guestPageSettings", { method: "GET", path: "/api/admin/guest-page-settings" }))
    .output(ZGuestPageSettings)
    .query(({ ctx }) => guestPageSettings(ctx.db)),

  /** Rooms stay off guests' pages until the couple turns this on (they change until the last days). */
  updateGuestPageSettings: plannerProcedure
    .meta(rest("admin.updateGuestPageSettings", { method: "PUT", path: "/api/admin/guest-page-settings" }))
    .input(ZGuestPageSettings)
    .output(ZGuestPageSettings)
    .mutation(async ({ ctx, input }) => {
      const before = await guestPageSettings(ctx.db);
      const showRoomsToGuests = input.showRoomsToGuests ? 1 : 0;
      const { brideName, groomName, weddingDate, venue } = WEDDING_DEFAULTS;
      // Before the wedding form was saved the row starts from the guest-site defaults (as the audio settings do).
      await ctx.db
        .insertInto("wedding")
        .values({ id: 1, brideName, groomName, weddingDate, venue, showRoomsToGuests, updatedAt: ctx.now().toISOString() })
        .onConflict((oc) => oc.column("id").doUpdateSet({ showRoomsToGuests }))
        .execute();
      const after = await guestPageSettings(ctx.db);
      const changes = fieldChanges(before, after, { showRoomsToGuests: "Show rooms to guests" });
      if (changes.length) {
        await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "wedding.change", detail: changeDetail("Guest page", changes) });
      }
      return after;
    }),
};
