/** The guest list's rules beyond one query: which functions a household may be invited to, and its invitation. */
import { toE164 } from "../../../shared/phone-e164";
import { HOUSEHOLD_MESSAGES, type HouseholdValues, type Invitation, MAX_HOUSEHOLD_SEATS } from "../../../shared/schemas/households";
import type { Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { myReply } from "../rsvp/router";
import { findHouseholdIdByInviteToken } from "./invite-link";
import * as q from "./queries";
import { isLinkPreview } from "../../link-preview";

type Ctx = Pick<Context, "db" | "config" | "now">;

/** A household's functions must be ones the itinerary asks guests about (null: all of them). */
export async function assertInvitableEvents(ctx: Pick<Context, "db">, events: number[] | null) {
  if (events === null) return;
  const asked = new Set((await q.askedEvents(ctx.db)).map((e) => e.id));
  if (events.some((id) => !asked.has(id))) throw badRequest(HOUSEHOLD_MESSAGES.events);
}

export async function createHousehold(ctx: Ctx, values: HouseholdValues) {
  await assertInvitableEvents(ctx, values.events);
  const id = await q.insertHousehold(ctx.db, ctx.config.appSecret, values, ctx.now().toISOString());
  return (await q.findHousehold(ctx.db, ctx.config.appSecret, id))!;
}

export async function updateHousehold(ctx: Ctx, id: number, values: HouseholdValues) {
  await assertInvitableEvents(ctx, values.events);
  if (!(await q.updateHousehold(ctx.db, id, values, ctx.now().toISOString()))) throw notFound(HOUSEHOLD_MESSAGES.notFound);
  return (await q.findHousehold(ctx.db, ctx.config.appSecret, id))!;
}

/** The functions a household is invited to, in itinerary order; a function that stopped asking drops out. */
export async function invitedEvents(ctx: Pick<Context, "db">, events: number[] | null) {
  const asked = await q.askedEvents(ctx.db);
  return events === null ? asked : asked.filter((e) => events.includes(e.id));
}

/** What an invitation link opens; the first opening is recorded. 404 for an unknown or revoked link. */
export async function openInvitation(ctx: Ctx & Partial<Pick<Context, "req">>, token: string): Promise<Invitation> {
  const id = await findHouseholdIdByInviteToken(ctx.db, token);
  const row = id === undefined ? undefined : await q.householdRow(ctx.db, id);
  if (!row) throw notFound(HOUSEHOLD_MESSAGES.unknownInvitation);
  // A chat app reading the link for its preview is not the guest opening it.
  if (!isLinkPreview(ctx.req?.headers["user-agent"])) await q.markOpened(ctx.db, row.id, ctx.now().toISOString());
  const household = (await q.findHousehold(ctx.db, ctx.config.appSecret, row.id))!;
  return {
    householdName: household.name,
    guests: household.guests,
    seats: household.seats,
    events: await invitedEvents(ctx, household.events),
    language: household.language,
    reply: household.rsvpId ? await myReply(ctx, household.rsvpId) : null,
  };
}

/**
 * Links a reply to a household (leaving any other it was linked to), or makes a household from it: the reply's
 * name and phone, a seat for each of its people and their names. A household holds one reply: when it has another,
 * the planner chooses (`replace`: this reply counts, the other stays as a reply not on the list, suggested for
 * the household), else 409. Once linked, the household's seats and functions apply to the reply.
 */
export async function linkRsvpToHousehold(ctx: Ctx, rsvpId: string, target: { householdId?: number; create?: true; replace?: boolean }) {
  return ctx.db.transaction().execute(async (trx) => {
    const rsvp = await trx.selectFrom("rsvps").select(["id", "primaryGuestName", "primaryGuestPhone"]).where("id", "=", rsvpId).executeTakeFirst();
    if (!rsvp) throw notFound(HOUSEHOLD_MESSAGES.rsvpNotFound);
    const [members, children] = await Promise.all([
      trx.selectFrom("familyMembers").select("name").where("rsvpId", "=", rsvpId).orderBy("position").execute(),
      trx.selectFrom("children").select("name").where("rsvpId", "=", rsvpId).orderBy("position").execute(),
    ]);
    let householdId = target.householdId;
    if (householdId !== undefined) {
      const household = await q.householdRow(trx, householdId);
      if (!household) throw notFound(HOUSEHOLD_MESSAGES.notFound);
      const other = household.rsvpId && household.rsvpId !== rsvpId ? household.rsvpId : null;
      if (other && !target.replace) throw conflict(HOUSEHOLD_MESSAGES.alreadyReplied(household.name));
      const people = 1 + members.length + children.length;
      if (people > household.seats) throw conflict(HOUSEHOLD_MESSAGES.overSeats(household.name, people, household.seats));
      if (other) await trx.updateTable("rsvps").set({ possibleHouseholdId: householdId }).where("id", "=", other).execute();
      await keepToInvitedEvents(trx, rsvpId, household.events);
    }
    await trx.updateTable("households").set({ rsvpId: null }).where("rsvpId", "=", rsvpId).execute();
    if (householdId === undefined) {
      const guests = [rsvp.primaryGuestName, ...members.map((m) => m.name), ...children.map((c) => c.name)].slice(0, MAX_HOUSEHOLD_SEATS);
      const values = {
        name: rsvp.primaryGuestName,
        side: null,
        tags: [],
        phone: toE164(rsvp.primaryGuestPhone),
        language: "en" as const,
        seats: guests.length,
        guests,
        events: null,
        notes: null,
      };
      householdId = await q.insertHousehold(trx, ctx.config.appSecret, values, ctx.now().toISOString());
    }
    await trx.updateTable("households").set({ rsvpId }).where("id", "=", householdId).execute();
    await trx.updateTable("rsvps").set({ possibleHouseholdId: null }).where("id", "=", rsvpId).execute();
    return (await q.findHousehold(trx, ctx.config.appSecret, householdId))!;
  });
}

/** A linked reply joins only the functions its household is invited to (null: all it was asked about). */
async function keepToInvitedEvents(trx: Transaction<Database>, rsvpId: string, events: string | null) {
  if (events === null) return;
  const invited = JSON.parse(events) as number[];
  let drop = trx.deleteFrom("personEvents").where("rsvpId", "=", rsvpId);
  if (invited.length) drop = drop.where("eventId", "not in", invited);
  await drop.execute();
}
