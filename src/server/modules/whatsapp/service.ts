/** A round sent by the server: who it goes to, one queued row and job per household with a number, and the Activity log line. */
import { TRPCError } from "@trpc/server";
import { KIND_LABELS } from "../../../shared/message-templates";
import { WHATSAPP_MESSAGES, type WhatsappSendInput, type WhatsappSetup } from "../../../shared/schemas/whatsapp";
import type { AppConfig } from "../../../../fastify.config";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { type AnnouncementAudience, announcementHouseholds, DEFAULT_STATUS, roundHouseholds } from "./recipients";
import { householdsInFlight, insertQueued } from "./store";
import { publicOrigin } from "../../public-origin";

const canSend = (config: AppConfig) => Boolean(config.whatsappToken && config.whatsappPhoneNumberId);

/** Which kinds the server can send itself: an account and that kind's approved template. */
export const whatsappSetup = (config: AppConfig): WhatsappSetup => ({
  invitation: canSend(config) && Boolean(config.whatsappTemplates.invitation),
  reminder: canSend(config) && Boolean(config.whatsappTemplates.reminder),
  announcement: canSend(config) && Boolean(config.whatsappTemplates.announcement),
});

const KIND_WORDS = { invitation: "the invitation", reminder: "the reminder", announcement: "announcements" } as const;

/** "Reminder to 12 households (not-replied, side groom, tag College)": who, for the Activity log. */
function roundDetail(input: WhatsappSendInput, count: number): string {
  const label = input.kind === "announcement" ? `Announcement ${input.announcementId}` : KIND_LABELS[input.kind];
  const audience = [
    input.status ?? DEFAULT_STATUS[input.kind],
    input.side && `side ${input.side}`,
    input.tag && `tag ${input.tag}`,
    input.eventId !== undefined && `function ${input.eventId}`,
  ].filter(Boolean);
  return `${label} on WhatsApp to ${count} ${count === 1 ? "household" : "households"}${audience.length ? ` (${audience.join(", ")})` : ""}`;
}

export async function startRound(
  ctx: Pick<Context, "db" | "config" | "now" | "whatsapp"> & { session: Parameters<typeof actorOf>[0] },
  input: WhatsappSendInput,
  announcementAudience: AnnouncementAudience = announcementHouseholds,
): Promise<{ queued: number }> {
  const { config } = ctx;
  if (!canSend(config)) throw new TRPCError({ code: "CONFLICT", message: WHATSAPP_MESSAGES.notSetUp });
  const template = config.whatsappTemplates[input.kind];
  if (!template) throw new TRPCError({ code: "CONFLICT", message: WHATSAPP_MESSAGES.noTemplate(KIND_WORDS[input.kind]) });

  const households = await roundHouseholds(ctx.db, config.appSecret, input, announcementAudience);
  if (!households) throw notFound(WHATSAPP_MESSAGES.announcementUnknown);
  const announcementId = input.kind === "announcement" ? input.announcementId! : null;
  const waiting = await householdsInFlight(ctx.db, input.kind, announcementId);
  const recipients = households.filter((h) => h.phone && !waiting.has(h.id));

  const at = ctx.now();
  const ids = await ctx.db.transaction().execute((trx) =>
    insertQueued(
      trx,
      recipients.map((h) => ({ householdId: h.id, kind: input.kind, announcementId })),
      at.toISOString(),
    ),
  );
  // The site's public address, as for the wa.me messages: never the Host the dashboard was reached through.
  const origin = await publicOrigin(ctx);
  ctx.whatsapp.enqueue(
    recipients.map((h, i) => ({
      sendId: ids[i]!,
      householdId: h.id,
      kind: input.kind,
      message: { to: h.phone!, template, language: h.language, params: [h.name, new URL(h.inviteUrl, origin).href] },
    })),
  );
  await recordActivity(ctx.db, { at, actor: actorOf(ctx.session), action: "whatsapp.send", detail: roundDetail(input, recipients.length) });
  return { queued: recipients.length };
}
