import type { Insertable, Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { ChildTable, Database, FamilyMemberTable, PersonEventTable, RsvpTable } from "../../../../db/schema";
import type { DIETARY_PREFERENCES } from "../../../shared/constants";

type Db = DB | Transaction<Database>;

/** The reply-by date and the zone it is in (the wedding row). */
export async function replyDeadline(db: Db): Promise<{ rsvpDeadline: string | null; timeZone: string } | undefined> {
  return db.selectFrom("wedding").select(["rsvpDeadline", "timeZone"]).where("id", "=", 1).executeTakeFirst();
}

/** The reply an idempotency key stored, with its link's version. */
export async function findRsvpByIdempotencyKey(db: Db, key: string): Promise<{ id: string; editVersion: number } | undefined> {
  return db.selectFrom("rsvps").select(["id", "editVersion"]).where("idempotencyKey", "=", key).executeTakeFirst();
}

/** A reply that already has this phone number, if any. */
export async function findRsvpIdByPhone(db: Db, phone: string): Promise<string | undefined> {
  return (await db.selectFrom("rsvps").select("id").where("primaryGuestPhone", "=", phone).limit(1).executeTakeFirst())?.id;
}

export async function insertRsvp(db: Db, row: Insertable<RsvpTable>) {
  await db.insertInto("rsvps").values(row).execute();
}

/**
 * Inserts a reply's people in one statement each kind; their ids in the rows' order. SQLite returns
 * RETURNING rows in no promised order, so ids are matched back by position (unique within a reply).
 */
export async function insertFamilyMembers(db: Db, rows: Insertable<FamilyMemberTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return inPositionOrder(rows, await db.insertInto("familyMembers").values(rows).returning(["id", "position"]).execute());
}

export async function insertChildren(db: Db, rows: Insertable<ChildTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return inPositionOrder(rows, await db.insertInto("children").values(rows).returning(["id", "position"]).execute());
}

function inPositionOrder(rows: { position: number }[], inserted: { id: number; position: number }[]): number[] {
  const byPosition = new Map(inserted.map((r) => [r.position, r.id]));
  return rows.map((r) => byPosition.get(r.position)!);
}

export type PersonKind = "primary" | "member" | "child";
/** The primary guest's person id in person_events. */
export const PRIMARY_PERSON = 0;

/** Ids of the timeline events that ask guests whether they attend. */
export async function askedEventIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("timelineEvents")
    .select("id")
    .where("asksAttendance", "=", 1)
    .orderBy("day")
    .orderBy("displayOrder")
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

/** Replaces a reply's attendance per person and event (`fresh`: a new reply, with nothing to delete). */
export async function replacePersonEvents(db: Db, rsvpId: string, rows: { kind: PersonKind; personId: number; eventId: number }[], fresh = false) {
  if (!fresh) await db.deleteFrom("personEvents").where("rsvpId", "=", rsvpId).execute();
  if (rows.length === 0) return;
  const values: Insertable<PersonEventTable>[] = rows.map((r) => ({ ...r, rsvpId }));
  await db.insertInto("personEvents").values(values).execute();
}

/** Attendance of the given replies: "<rsvpId>:<kind>:<personId>" -> event ids, in the timeline's order. */
export async function personEventsOf(db: Db, rsvpIds?: string[]): Promise<Map<string, number[]>> {
  let q = db
    .selectFrom("personEvents as pe")
    .innerJoin("timelineEvents as te", "te.id", "pe.eventId")
    .select(["pe.rsvpId", "pe.kind", "pe.personId", "pe.eventId"])
    .orderBy("te.day")
    .orderBy("te.displayOrder")
    .orderBy("te.id");
  if (rsvpIds) q = q.where("pe.rsvpId", "in", rsvpIds.length ? rsvpIds : [""]);
  const map = new Map<string, number[]>();
  for (const r of await q.execute()) {
    const key = personKey(r.rsvpId, r.kind, r.personId);
    const list = map.get(key);
    if (list) list.push(r.eventId);
    else map.set(key, [r.eventId]);
  }
  return map;
}
export const personKey = (rsvpId: string, kind: PersonKind, personId: number) => `${rsvpId}:${kind}:${personId}`;

/** Claims an unclaimed ID upload for an RSVP; false when no such temp upload exists (unknown or already claimed). */
export async function claimIdFile(db: Db, name: string, rsvpId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("storedFiles")
    .set({ rsvpId, claimedAt: at, uploaderKey: null })
    .where("name", "=", name)
    .where("kind", "=", "id")
    .where("rsvpId", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The reply with its people in order, as the guest gave it; ID documents only as "on file". */
export async function readReply(db: Db, rsvpId: string) {
  const row = await db.selectFrom("rsvps").selectAll().where("id", "=", rsvpId).executeTakeFirst();
  if (!row) return undefined;
  const [members, children] = await Promise.all([
    db.selectFrom("familyMembers").selectAll().where("rsvpId", "=", rsvpId).orderBy("position").execute(),
    db.selectFrom("children").select(["id", "name", "age"]).where("rsvpId", "=", rsvpId).orderBy("position").execute(),
  ]);
  const events = await personEventsOf(db, [rsvpId]);
  const eventsOf = (kind: PersonKind, id: number) => events.get(personKey(rsvpId, kind, id)) ?? [];
  const idOnFile = (p: { idProofUrl: string | null; uploadMode: string | null }) => ({
    uploadMode: p.idProofUrl ? (p.uploadMode as "single" | "separate" | null) : null,
    hasIdDocument: Boolean(p.idProofUrl),
  });
  type Enum<T extends string> = T | null;
  return {
    row,
    reply: {
      rsvpId: row.id,
      primaryGuestName: row.primaryGuestName,
      primaryGuestPhone: row.primaryGuestPhone,
      primaryGuestGender: row.primaryGuestGender as Enum<"male" | "female" | "prefer-not-to-say">,
      rsvpStatus: row.rsvpStatus as "yes" | "no",
      dietaryPreference: row.dietaryPreference as Enum<(typeof DIETARY_PREFERENCES)[number]>,
      beveragePreference: row.beveragePreference as Enum<"alcoholic" | "non-alcoholic">,
      needsMakeupArtist: Boolean(row.needsMakeupArtist),
      makeupCount: row.makeupCount,
      specialRequests: row.specialRequests,
      ...idOnFile(row),
      events: eventsOf("primary", PRIMARY_PERSON),
      familyMembers: members.map((m) => ({
        id: m.id,
        name: m.name,
        events: eventsOf("member", m.id),
        gender: m.gender as Enum<"male" | "female" | "prefer-not-to-say">,
        dietaryPreference: m.dietaryPreference as Enum<(typeof DIETARY_PREFERENCES)[number]>,
        beveragePreference: m.beveragePreference as Enum<"alcoholic" | "non-alcoholic">,
        needsMakeupArtist: Boolean(m.needsMakeupArtist),
        makeupCount: m.makeupCount,
        ...idOnFile(m),
      })),
      children: children.map((c) => ({ ...c, events: eventsOf("child", c.id) })),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      idConsentAt: row.idConsentAt,
    },
  };
}

/**
 * An event that starts asking: replies already given never answered it, so every person of an attending
 * reply is taken to join it (as a submission without `events` would). One that stops asking drops its answers.
 */
export async function setEventAsking(db: Db, eventId: number, asks: boolean): Promise<void> {
  await db.deleteFrom("personEvents").where("eventId", "=", eventId).execute();
  if (!asks) return;
  const attending = db.selectFrom("rsvps").select("id").where("rsvpStatus", "=", "yes");
  await db
    .insertInto("personEvents")
    .columns(["rsvpId", "kind", "personId", "eventId"])
    .expression(
      db
        .selectFrom("rsvps")
        .select((eb) => ["id as rsvpId", eb.val("primary").as("kind"), eb.val(PRIMARY_PERSON).as("personId"), eb.val(eventId).as("eventId")])
        .where("rsvpStatus", "=", "yes")
        .unionAll(
          db
            .selectFrom("familyMembers")
            .select((eb) => ["rsvpId", eb.val("member").as("kind"), "id as personId", eb.val(eventId).as("eventId")])
            .where("rsvpId", "in", attending),
        )
        .unionAll(
          db
            .selectFrom("children")
            .select((eb) => ["rsvpId", eb.val("child").as("kind"), "id as personId", eb.val(eventId).as("eventId")])
            .where("rsvpId", "in", attending),
        ),
    )
    .execute();
}
