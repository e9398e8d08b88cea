import { WEDDING_DEFAULTS } from "../../../shared/constants";
import { ZAudioSettingsInput, ZWeddingDetails, ZWeddingDetailsInput } from "../../../shared/schemas/wedding";
import { adminProcedure, publicProcedure } from "../../trpc/init";
import { releaseMediaUrl, requireMediaUrl } from "../media/stored-media";
import { getWeddingDetails, saveAudioSettings, saveWeddingDetails } from "./queries";

export const weddingGuestProcedures = {
  weddingDetails: publicProcedure.query(({ ctx }) => getWeddingDetails(ctx.db)),
};

export const weddingAdminProcedures = {
  /** PUT /api/wedding-details. */
  updateWeddingDetails: adminProcedure
    .input(ZWeddingDetailsInput)
    .output(ZWeddingDetails)
    .mutation(async ({ ctx, input }) => {
      await saveWeddingDetails(ctx.db, { ...input, weddingDate: new Date(input.weddingDate).toISOString() }, ctx.now());
      return getWeddingDetails(ctx.db);
    }),

  /** PUT /api/wedding-details/audio: title, enabled switch and the uploaded file; a replaced file is deleted. */
  updateAudioSettings: adminProcedure
    .input(ZAudioSettingsInput)
    .output(ZWeddingDetails)
    .mutation(async ({ ctx, input }) => {
      await requireMediaUrl(ctx.db, input.backgroundAudioUrl, "audio");
      const before = await getWeddingDetails(ctx.db);
      const { brideName, groomName, weddingDate, venue } = WEDDING_DEFAULTS;
      await saveAudioSettings(ctx.db, input, { brideName, groomName, weddingDate, venue }, ctx.now());
      if (before.backgroundAudioUrl !== input.backgroundAudioUrl) await releaseMediaUrl(ctx.db, ctx.config.filesDir, before.backgroundAudioUrl);
      return getWeddingDetails(ctx.db);
    }),
};
