/** A round's messages: each household's text in its language with its own invitation link, and its wa.me link. */
import { waUrl } from "../../../shared/message-templates";
import type { RoundItem } from "../../../shared/schemas/chase";
import type { Context } from "../../trpc/context";
import { inviteLinkOf } from "../households/invite-link";
import { messageWriter } from "../messages/service";
import { publicOrigin } from "../../public-origin";
import type { RoundHousehold } from "./queries";

type Ctx = Pick<Context, "db" | "config">;

/** The household's invitation link on the site's public address (public-origin.ts), as its single message has it. */
export const linkFor = (ctx: Ctx, origin: string, h: Pick<RoundHousehold, "id" | "inviteVersion">) =>
  new URL(inviteLinkOf(ctx.config.appSecret, h.id, h.inviteVersion).inviteUrl, origin).href;

const itemOf = (h: RoundHousehold, text: string): RoundItem => ({ id: h.id, name: h.name, text, waUrl: h.phone ? waUrl(h.phone, text) : null });

export async function reminderItems(ctx: Ctx, households: RoundHousehold[]): Promise<RoundItem[]> {
  const write = await messageWriter(ctx, "reminder");
  const origin = await publicOrigin(ctx);
  return households.map((h) => itemOf(h, write(h, linkFor(ctx, origin, h))));
}

const ANNOUNCEMENT_WORDS = {
  en: { dear: "Dear", more: "Your invitation, with every update, is here:" },
  hi: { dear: "प्रिय", more: "आपका निमंत्रण और सारी ताज़ा जानकारी इस लिंक पर है:" },
} as const;

/** An announcement as a message: its title in WhatsApp's bold, its text, when and where, and the household's link. */
export function announcementText(
  a: { title: string; text: string; eventName: string | null; time: string | null },
  h: Pick<RoundHousehold, "name" | "language">,
  link: string,
): string {
  const w = ANNOUNCEMENT_WORDS[h.language];
  const when = [a.eventName, a.time].filter(Boolean).join(", ");
  return [`${w.dear} ${h.name},`, "", `*${a.title.replace(/\*/g, "")}*`, a.text, ...(when ? [when] : []), "", w.more, link].join("\n");
}

export async function announcementItems(
  ctx: Ctx,
  a: { title: string; text: string; eventName: string | null; time: string | null },
  households: RoundHousehold[],
): Promise<RoundItem[]> {
  const origin = await publicOrigin(ctx);
  return households.map((h) => itemOf(h, announcementText(a, h, linkFor(ctx, origin, h))));
}
