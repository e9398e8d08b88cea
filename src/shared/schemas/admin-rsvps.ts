/** The admin's reads and deletes of RSVPs (dashboard part 1). */
import { z } from "zod";
import { zRsvpRef } from "./rooms";
import { ZRsvp, ZRsvpSubmission } from "./rsvp";

export const ZAdminRsvpIdInput = z.object({ id: zRsvpRef });

/** GET /api/admin/rsvps answers an object whose data is the list (admin spec, section 7). */
export const ZAdminRsvpList = z.object({ data: z.array(ZRsvp) });
export type AdminRsvpList = z.infer<typeof ZAdminRsvpList>;

/** PUT /api/admin/rsvps/:id and admin.updateRsvp: the submission's shape, replacing the reply. */
export const ZAdminUpdateRsvpInput = z.object({ id: zRsvpRef, reply: ZRsvpSubmission });
/** POST /api/admin/rsvps/:id/revoke-link: the fresh link that replaces the old one. */
export const ZRevokeLinkResponse = z.object({ success: z.literal(true), editUrl: z.string() });
