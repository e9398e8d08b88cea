/** admin.* procedures for reading and deleting RSVPs (dashboard part 1). */
import { z } from "zod";
import { ZAdminRsvpIdInput, ZAdminRsvpList } from "../../../shared/schemas/admin-rsvps";
import { ZSuccess } from "../../../shared/schemas/common";
import { zStoredFileName } from "../../../shared/schemas/rsvp";
import { ZRsvp } from "../../../shared/schemas/rsvp";
import { removeIdFile } from "../../files/storage";
import { notFound } from "../../trpc/errors";
import { adminProcedure } from "../../trpc/init";
import { deleteRsvpRows, idFileNamesOf, listRsvpsWithDetails } from "./queries";

export const ADMIN_RSVP_MESSAGES = { notFound: "RSVP not found" } as const;

export const adminRsvpProcedures = {
  /** GET /api/admin/rsvps: {data: [...]} with family members, children and room assignments. */
  rsvps: adminProcedure.output(ZAdminRsvpList).query(async ({ ctx }) => ({ data: await listRsvpsWithDetails(ctx.db) })),

  /** GET /api/rsvps-with-rooms: the same RSVPs as a plain list. */
  rsvpsWithRooms: adminProcedure.output(z.array(ZRsvp)).query(({ ctx }) => listRsvpsWithDetails(ctx.db)),

  /** Deletes the RSVP with its members, children, room assignments and ID documents (rows and files). */
  deleteRsvp: adminProcedure
    .input(ZAdminRsvpIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const names = await idFileNamesOf(ctx.db, input.id);
      if (!(await deleteRsvpRows(ctx.db, input.id, names))) throw notFound(ADMIN_RSVP_MESSAGES.notFound);
      for (const name of names) {
        if (!zStoredFileName.safeParse(name).success) continue;
        await removeIdFile(ctx.config.filesDir, name).catch((err: unknown) => ctx.req.log.warn({ err }, "could not remove an ID file"));
      }
      return { success: true as const };
    }),
};
