import { activityAdminProcedures } from "../modules/activity/router";
import { adminRsvpProcedures } from "../modules/admin-rsvps/router";
import { announcementsAdminProcedures, announcementsGuestProcedures } from "../modules/announcements/router";
import { authProcedures } from "../modules/auth/router";
import { chaseAdminProcedures } from "../modules/chase/router";
import { fleetAdminProcedures } from "../modules/fleet/router";
import { guestPageAdminProcedures, guestPageGuestProcedures } from "../modules/guest-page/router";
import { headcountAdminProcedures } from "../modules/headcounts/router";
import { householdsAdminProcedures, householdsGuestProcedures } from "../modules/households/router";
import { idDocumentAdminProcedures, idDocumentGuestProcedures } from "../modules/id-documents/router";
import { mediaAdminProcedures, mediaGuestProcedures } from "../modules/media/router";
import { messagesAdminProcedures } from "../modules/messages/router";
import { menusAdminProcedures, menusGuestProcedures } from "../modules/menus/router";
import { roomsAdminProcedures } from "../modules/rooms/router";
import { rsvpGuestProcedures } from "../modules/rsvp/router";
import { teamAdminProcedures } from "../modules/team/router";
import { timelineAdminProcedures, timelineGuestProcedures } from "../modules/timeline/router";
import { travelAdminProcedures, travelGuestProcedures } from "../modules/travel/router";
import { weddingAdminProcedures, weddingGuestProcedures } from "../modules/wedding/router";
import { whatsappAdminProcedures } from "../modules/whatsapp/router";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  guest: router({
    ...weddingGuestProcedures,
    ...mediaGuestProcedures,
    ...timelineGuestProcedures,
    ...menusGuestProcedures,
    ...rsvpGuestProcedures,
    ...travelGuestProcedures,
    ...idDocumentGuestProcedures,
    ...householdsGuestProcedures,
    ...announcementsGuestProcedures,
    ...guestPageGuestProcedures,
  }),
  auth: router(authProcedures),
  /** Dashboard procedures: every one is an adminProcedure (the access test checks it). */
  admin: router({
    // part 1: RSVPs, rooms, assignments, ID proofs, export
    ...adminRsvpProcedures,
    ...roomsAdminProcedures,
    // part 2: timeline, menus, wedding, audio, venue media, signed uploads
    ...timelineAdminProcedures,
    ...menusAdminProcedures,
    ...weddingAdminProcedures,
    ...mediaAdminProcedures,
    // who comes to which celebration
    ...headcountAdminProcedures,
    // arrivals, departures and pickups
    ...travelAdminProcedures,
    ...fleetAdminProcedures,
    // the activity log and the ID purge (issue 17)
    ...activityAdminProcedures,
    ...idDocumentAdminProcedures,
    // the team (issue 17)
    ...teamAdminProcedures,
    // the guest list: households, their invitations and the import
    ...householdsAdminProcedures,
    // the couple's message templates and each household's message
    ...messagesAdminProcedures,
    // rounds sent through the WhatsApp Cloud API
    ...whatsappAdminProcedures,
    // chasing replies and telling guests what changed
    ...chaseAdminProcedures,
    ...announcementsAdminProcedures,
    // the guest's own page: whether it shows rooms
    ...guestPageAdminProcedures,
  }),
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
