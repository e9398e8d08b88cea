import { WEDDING_DEFAULTS } from "../../../shared/constants";
import { ZAudioSettingsInput, ZWeddingDetails, ZWeddingDetailsInput } from "../../../shared/schemas/wedding";
import { plannerProcedure, publicProcedure } from "../../trpc/init";
import { publicRead } from "../../public-cache/cache";
import type { SingleRead } from "../../public-cache/registry";
import { releaseMediaUrl, requireMediaUrl } from "../media/stored-media";
import { getWeddingDetails, saveAudioSettings, saveWeddingDetails } from "./queries";
import { rest } from "../../trpc/rest-meta";

/** The shared audio schema, with "omitted" kept apart from null for the URL (.optional() passes undefined through). */
const ZAudioSettingsSave = ZAudioSettingsInput.extend({ backgroundAudioUrl: ZAudioSettingsInput.shape.backgroundAudioUrl.optional() });

/** The wedding details guests read, kept by the public read cache (src/server/trpc/guest-reads.ts lists it). */
export const weddingDetailsRead = { procedure: "guest.weddingDetails", build: getWeddingDetails } satisfies SingleRead;

export const weddingGuestProcedures = {
  /** Served from the public read cache (src/server/public-cache): rebuilt after a write to what it reads. */
  weddingDetails: publicProcedure
    .meta(rest("guest.weddingDetails", { method: "GET", path: "/api/wedding-details" }))
    .query(({ ctx }) => publicRead(ctx.cache, weddingDetailsRead)),
};

export const weddingAdminProcedures = {
  /** PUT /api/wedding-details. */
  updateWeddingDetails: plannerProcedure
    .meta(rest("admin.updateWeddingDetails", { method: "PUT", path: "/api/wedding-details" }))
    .input(ZWeddingDetailsInput)
    .output(ZWeddingDetails)
    .mutation(async ({ ctx, input }) => {
      await saveWeddingDetails(ctx.db, { ...input, weddingDate: new Date(input.weddingDate).toISOString() }, ctx.now());
      return getWeddingDetails(ctx.db);
    }),

  /**
   * PUT /api/wedding-details/audio: title, enabled switch and the uploaded file; a replaced file is deleted.
   * An omitted backgroundAudioUrl keeps the stored file (a title-only save must not lose it); null or "" clears it.
   */
  updateAudioSettings: plannerProcedure
    .meta(rest("admin.updateAudioSettings", { method: "PUT", path: "/api/wedding-details/audio" }))
    .input(ZAudioSettingsSave)
    .output(ZWeddingDetails)
    .mutation(async ({ ctx, input }) => {
      const before = await getWeddingDetails(ctx.db);
      const backgroundAudioUrl = input.backgroundAudioUrl === undefined ? before.backgroundAudioUrl : input.backgroundAudioUrl;
      if (input.backgroundAudioUrl !== undefined) await requireMediaUrl(ctx.db, backgroundAudioUrl, "audio");
      const { brideName, groomName, weddingDate, venue } = WEDDING_DEFAULTS;
      await saveAudioSettings(ctx.db, { ...input, backgroundAudioUrl }, { brideName, groomName, weddingDate, venue }, ctx.now());
      if (before.backgroundAudioUrl !== backgroundAudioUrl) await releaseMediaUrl(ctx.db, ctx.config.filesDir, before.backgroundAudioUrl);
      return getWeddingDetails(ctx.db);
    }),
};
