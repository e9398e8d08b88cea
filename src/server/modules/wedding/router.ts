import { WEDDING_DEFAULTS } from "../../../shared/constants";
import { ZAudioSettingsInput, ZWeddingDetails, ZWeddingDetailsInput } from "../../../shared/schemas/wedding";
import { plannerProcedure, publicProcedure } from "../../trpc/init";
import { publicRead } from "../../public-cache/cache";
import type { SingleRead } from "../../public-cache/registry";
import { releaseMediaUrl, requireMediaUrl } from "../media/stored-media";
import { getWeddingDetails, saveAudioSettings, saveWeddingDetails } from "./queries";
import { rest } from "../../trpc/rest-meta";
import type { WeddingDetails } from "../../../shared/schemas";
import { actorOf } from "../activity/actor";
import { changeDetail, type FieldList, fieldChanges, fileField, showValue } from "../activity/diff";
import { recordActivity } from "../activity/record";

/** The wedding tab's fields as the activity log names them; the date at the venue, in its zone. */
const weddingFields = (timeZone: string): FieldList<WeddingDetails> => ({
  brideName: "Bride's name",
  groomName: "Groom's name",
  weddingDate: {
    label: "Wedding date",
    show: (v) => (typeof v === "string" ? new Date(v).toLocaleString("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" }) : showValue(v)),
  },
  venue: "Venue",
  venueAddress: "Venue address",
  directionsLink: "Directions link",
  rsvpDeadline: "Reply-by date",
  timeZone: "Time zone",
  idRetentionDays: "Days ID documents are kept after the wedding",
  rsvpMode: { label: "Who may reply", show: (v) => (v === "invite-only" ? "by invitation only" : v === "open" ? "anyone with the link" : showValue(v)) },
  contactPhone: "Couple's WhatsApp number",
});
const AUDIO_FIELDS: FieldList<WeddingDetails> = {
  backgroundAudioTitle: "Title",
  backgroundAudioEnabled: { label: "Plays on the site", show: (v) => (v ? "on" : "off") },
  backgroundAudioUrl: fileField("Music file"),
};

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
      const before = await getWeddingDetails(ctx.db);
      await saveWeddingDetails(ctx.db, { ...input, weddingDate: new Date(input.weddingDate).toISOString() }, ctx.now());
      const after = await getWeddingDetails(ctx.db);
      const changes = fieldChanges(before, after, weddingFields(after.timeZone));
      if (changes.length) {
        await recordActivity(ctx.db, {
          at: ctx.now(),
          actor: actorOf(ctx.session),
          action: "wedding.change",
          detail: changeDetail("Wedding details", changes),
        });
      }
      return after;
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
      const after = await getWeddingDetails(ctx.db);
      const changes = fieldChanges(before, after, AUDIO_FIELDS);
      if (changes.length) {
        await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "audio.change", detail: changeDetail("Background music", changes) });
      }
      return after;
    }),
};
