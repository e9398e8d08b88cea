import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import { ZObjectUploadInput, ZUploadUrlResponse } from "../../../shared/schemas/uploads";
import { ZVenueMedia, ZVenueMediaInput } from "../../../shared/schemas/venue-media";
import { mediaTypeOf } from "../../../shared/upload-kinds";
import { uploadAddress } from "../../files/upload-token";
import { badRequest, notFound } from "../../trpc/errors";
import { plannerProcedure, publicProcedure } from "../../trpc/init";
import { publicRead } from "../../public-cache/cache";
import type { SingleRead } from "../../public-cache/registry";
import * as q from "./queries";
import { releaseMediaUrl, requireMediaUrl } from "./stored-media";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";

/** "Photo: Sunset terrace" / "Video (untitled)": the item as the couple knows it, never its file's address. */
const mediaWords = (m: { type: string; title: string | null }) => `${m.type === "video" ? "Video" : "Photo"}${m.title ? `: ${m.title}` : " (untitled)"}`;

export const MEDIA_MESSAGES = {
  notFound: "Venue media not found",
  typeMismatch: (type: string) => `The uploaded file is not ${type === "video" ? "a video" : "an image"}.`,
} as const;

/** The venue media guests see, kept by the public read cache (src/server/trpc/guest-reads.ts lists it). */
export const venueMediaRead = { procedure: "guest.venueMedia", build: q.listVenueMedia } satisfies SingleRead;

export const mediaGuestProcedures = {
  /** Served from the public read cache (src/server/public-cache). */
  venueMedia: publicProcedure
    .meta(rest("guest.venueMedia", { method: "GET", path: "/api/venue-media" }))
    .query(({ ctx }) => publicRead(ctx.cache, venueMediaRead)),
};

export const mediaAdminProcedures = {
  /** POST /api/objects/upload: a signed upload address for an icon or an audio file. */
  createUploadUrl: plannerProcedure
    .meta(rest("admin.createUploadUrl", { method: "POST", path: "/api/objects/upload" }))
    .input(ZObjectUploadInput)
    .output(ZUploadUrlResponse.extend({ path: ZUploadUrlResponse.shape.uploadURL }))
    .mutation(({ ctx, input }) => uploadAddress(ctx.config.appSecret, input.kind, ctx.now())),

  /** POST /api/venue-media/upload-url: a signed upload address for a venue image or video. */
  createVenueUploadUrl: plannerProcedure
    .meta(rest("admin.createVenueUploadUrl", { method: "POST", path: "/api/venue-media/upload-url" }))
    .output(ZUploadUrlResponse.extend({ path: ZUploadUrlResponse.shape.uploadURL }))
    .mutation(({ ctx }) => uploadAddress(ctx.config.appSecret, "venue", ctx.now())),

  createVenueMedia: plannerProcedure
    .meta(rest("admin.createVenueMedia", { method: "POST", path: "/api/venue-media", status: 201 }))
    .input(ZVenueMediaInput)
    .output(ZVenueMedia)
    .mutation(async ({ ctx, input }) => {
      const mimeType = await requireMediaUrl(ctx.db, input.mediaUrl, "venue");
      if (mimeType && mediaTypeOf(mimeType) !== input.type) throw badRequest(MEDIA_MESSAGES.typeMismatch(input.type));
      const created = (await q.findVenueMedia(ctx.db, await q.insertVenueMedia(ctx.db, input)))!;
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "media.add", detail: mediaWords(created) });
      return created;
    }),

  /** Also removes the stored file when no other item links to it. */
  deleteVenueMedia: plannerProcedure
    .meta(rest("admin.deleteVenueMedia", { method: "DELETE", path: "/api/venue-media/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const deleted = await q.deleteVenueMedia(ctx.db, input.id);
      if (!deleted) throw notFound(MEDIA_MESSAGES.notFound);
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "media.delete", detail: mediaWords(deleted) });
      await releaseMediaUrl(ctx.db, ctx.config.filesDir, deleted.mediaUrl);
      return { success: true as const };
    }),
};
