/** A household's invitation or reminder: the template in its language, filled with its name, link and the wedding's dates. */
import { venueDay } from "../../../shared/id-retention";
import { fillTemplate, type MessageKind, type MessageLanguage, waUrl } from "../../../shared/message-templates";
import { formatReplyDate } from "../../../shared/reply-deadline";
import { HOUSEHOLD_MESSAGES } from "../../../shared/schemas/households";
import type { HouseholdMessage } from "../../../shared/schemas/message-templates";
import { weddingView } from "../../../shared/wedding-view";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";
import { findHousehold } from "../households/queries";
import { getWeddingDetails } from "../wedding/queries";
import { templateBody } from "./queries";
import { publicOrigin } from "../../public-origin";

/** "12–14 फ़रवरी 2027": the days of the wedding as a Hindi reader writes them (calendar days in the wedding's zone). */
function hindiDates(weddingDate: string, days: number, timeZone: string): string {
  const start = new Date(`${venueDay(weddingDate, timeZone) ?? weddingDate.slice(0, 10)}T00:00:00Z`);
  const end = new Date(start.getTime() + (days - 1) * 86_400_000);
  const format = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return days > 1 ? format.formatRange(start, end) : format.format(start);
}

const hindiDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The message's wording and its wa.me link; the link is on the site's public address (public-origin.ts), never the request's Host. */
export async function householdMessage(ctx: Pick<Context, "db" | "config">, id: number, kind: MessageKind): Promise<HouseholdMessage> {
  const household = await findHousehold(ctx.db, ctx.config.appSecret, id);
  if (!household) throw notFound(HOUSEHOLD_MESSAGES.notFound);
  const details = await getWeddingDetails(ctx.db);
  const view = weddingView(details);
  const language: MessageLanguage = household.language;
  const body = await templateBody(ctx.db, kind, language);
  const origin = await publicOrigin(ctx);
  const text = fillTemplate(body, {
    name: household.name,
    link: new URL(household.inviteUrl, origin).href,
    couple: view.couple,
    // The same days as the guest site's dates label (the itinerary's last day, two while it is empty).
    dates: language === "hi" ? hindiDates(view.weddingDate, view.days, details.timeZone) : view.datesLabel,
    deadline: details.rsvpDeadline ? (language === "hi" ? hindiDay(details.rsvpDeadline) : formatReplyDate(details.rsvpDeadline)) : null,
  });
  return { text, waUrl: household.phone ? waUrl(household.phone, text) : null };
}

/**
 * Writes many households' messages of one kind with one read of the wedding and the templates (a round of a
 * hundred): `write(household, link)` gives its text in its language.
 */
export async function messageWriter(ctx: Pick<Context, "db">, kind: MessageKind) {
  const details = await getWeddingDetails(ctx.db);
  const view = weddingView(details);
  const bodies = { en: await templateBody(ctx.db, kind, "en"), hi: await templateBody(ctx.db, kind, "hi") };
  return (household: { name: string; language: MessageLanguage }, link: string) =>
    fillTemplate(bodies[household.language], {
      name: household.name,
      link,
      couple: view.couple,
      dates: household.language === "hi" ? hindiDates(view.weddingDate, view.days, details.timeZone) : view.datesLabel,
      deadline: details.rsvpDeadline ? (household.language === "hi" ? hindiDay(details.rsvpDeadline) : formatReplyDate(details.rsvpDeadline)) : null,
    });
}
