/**
 * Replies that match the guest list. Through an invitation link the reply is the household's: at most its seats,
 * only its functions, and a second reply replaces the first (no 409). Its writes are counted per link, never by
 * address. From the open form nothing is linked: a phone number or a name proves nothing (anyone can type one), so a
 * reply whose phone or name is a household's only keeps that household as a suggestion, which the planner confirms.
 */
import { HOUSEHOLD_MESSAGES } from "../../../shared/schemas/households";
import type { RsvpSubmission, RsvpSubmitResponse } from "../../../shared/schemas/rsvp";
import { toE164 } from "../../../shared/phone-e164";
import type { Context } from "../../trpc/context";
import { badRequest, notFound } from "../../trpc/errors";
import type { DB } from "../../../../db/connect";
import { editLinkOf } from "../rsvp/edit-link";
import { takeLinkSlot } from "../rsvp/limits";
import { assertRepliesOpen, replaceRsvp, submitRsvp } from "../rsvp/service";
import { findHouseholdIdByInviteToken } from "./invite-link";
import { askedEvents, householdRow } from "./queries";

type Ctx = Pick<Context, "db" | "config" | "now" | "limits" | "res" | "ip" | "proofs">;

const parseIds = (json: string | null): number[] | null => (json === null ? null : (JSON.parse(json) as number[]));

/** Fits the reply to the household: people within seats, functions within its own (a person who chose none gets them all). */
export async function fitToHousehold(db: DB, household: { seats: number; events: string | null }, input: RsvpSubmission): Promise<RsvpSubmission> {
  if (input.rsvpStatus !== "yes") return input;
  const people = 1 + input.familyMembers.length + input.children.length;
  if (people > household.seats) throw badRequest(HOUSEHOLD_MESSAGES.tooManyPeople(household.seats));
  const invitedTo = parseIds(household.events);
  if (invitedTo === null) return input;
  const invited = (await askedEvents(db)).map((e) => e.id).filter((id) => invitedTo.includes(id));
  const fit = <T extends { events?: number[] }>(p: T): T => {
    if (p.events === undefined) return { ...p, events: invited };
    if (p.events.some((id) => !invited.includes(id))) throw badRequest(HOUSEHOLD_MESSAGES.eventNotInvited);
    return p;
  };
  return { ...fit(input), familyMembers: input.familyMembers.map(fit), children: input.children.map(fit) };
}

/** A reply through the household's invitation link: its first reply, or a change of the one it has. */
export async function submitInvitedReply(ctx: Ctx, input: RsvpSubmission & { invitationToken: string }): Promise<RsvpSubmitResponse> {
  const id = await findHouseholdIdByInviteToken(ctx.db, input.invitationToken);
  const household = id === undefined ? undefined : await householdRow(ctx.db, id);
  if (!household) throw notFound(HOUSEHOLD_MESSAGES.unknownInvitation);
  const reply = await fitToHousehold(ctx.db, household, input);
  const refund = takeLinkSlot(ctx, `household:${household.id}`);
  try {
    if (household.rsvpId) {
      await assertRepliesOpen(ctx.db, ctx.now());
      await replaceRsvp(ctx, household.rsvpId, reply);
      const row = await ctx.db.selectFrom("rsvps").select("editVersion").where("id", "=", household.rsvpId).executeTakeFirstOrThrow();
      const { editToken, editUrl } = editLinkOf(ctx.config.appSecret, household.rsvpId, row.editVersion);
      return { success: true, rsvpId: household.rsvpId, editToken, editUrl };
    }
    const result = await submitRsvp(ctx, reply, { asGuest: true, samePhoneOk: true, onRetry: refund });
    await ctx.db.updateTable("households").set({ rsvpId: result.rsvpId }).where("id", "=", household.id).where("rsvpId", "is", null).execute();
    return result;
  } catch (error) {
    refund();
    throw error;
  }
}

/** The household a reply belongs to (its seats and functions), if any. */
export async function householdOfReply(db: DB, rsvpId: string) {
  return db.selectFrom("households").select(["id", "seats", "events"]).where("rsvpId", "=", rsvpId).executeTakeFirst();
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLocaleLowerCase() === b.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * Open mode: the household an open-form reply may belong to, by its phone first, then by a name it expects.
 * Stored as `possible_household_id` only: the reply stays its own, never the household's, until the planner links it.
 */
export async function notePossibleHousehold(db: DB, rsvpId: string, phone: string, name: string): Promise<void> {
  const e164 = toE164(phone);
  const byPhone = e164 ? await db.selectFrom("households").select("id").where("phone", "=", e164).orderBy("id").executeTakeFirst() : undefined;
  let match = byPhone?.id;
  if (match === undefined) {
    const households = await db.selectFrom("households").select(["id", "name", "guests"]).orderBy("id").execute();
    match = households.find((h) => sameName(h.name, name) || (JSON.parse(h.guests) as string[]).some((g) => sameName(g, name)))?.id;
  }
  if (match !== undefined) await db.updateTable("rsvps").set({ possibleHouseholdId: match }).where("id", "=", rsvpId).execute();
}
