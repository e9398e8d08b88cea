/** The admin's reads and deletes of RSVPs (dashboard part 1). */
import { z } from "zod";
import { zRsvpRef } from "./rooms";
import { ZRsvp } from "./rsvp";

export const ZAdminRsvpIdInput = z.object({ id: zRsvpRef });

/** GET /api/admin/rsvps answers an object whose data is the list (admin spec, section 7). */
export const ZAdminRsvpList = z.object({ data: z.array(ZRsvp) });
export type AdminRsvpList = z.infer<typeof ZAdminRsvpList>;
