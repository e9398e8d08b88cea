/** The admin's RSVP reads and deletes: Kysely queries, each taking the database first. */
import type { DB } from "../../../../db/connect";
import { sortRooms } from "../../../shared/room-sort";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { editLinkOf } from "../rsvp/edit-link";
import { PRIMARY_PERSON, personEventsOf, personKey } from "../rsvp/queries";

/** The columns of an RSVP the dashboard and the export read. */
export const RSVP_FIELDS = [
  "id",
  "primaryGuestName",
  "primaryGuestPhone",
  "primaryGuestGender",
  "rsvpStatus",
  "dietaryPreference",
  "beveragePreference",
  "needsMakeupArtist",
  "makeupCount",
  "idProofUrl",
  "idDeletedAt",
  "idDeletedBy",
  "specialRequests",
  "createdAt",
] as const;

/**
 * Every RSVP, newest first, with its family members, children and room assignments (each with its room).
 * Four flat queries grouped in memory, so the cost stays linear in the number of rows.
 */
export async function listRsvpsWithDetails(db: DB, secret: string): Promise<Rsvp[]> {
  const [rsvps, members, children, assignments, events, households] = await Promise.all([
    db
      .selectFrom("rsvps")
      .select([...RSVP_FIELDS, "updatedAt", "editVersion", "idConsentAt", "possibleHouseholdId"])
      .orderBy("createdAt", "desc")
      .orderBy("id")
      .execute(),
    db.selectFrom("familyMembers").selectAll().orderBy("rsvpId").orderBy("position").execute(),
    db.selectFrom("children").select(["id", "rsvpId", "name", "age"]).orderBy("rsvpId").orderBy("position").execute(),
    db
      .selectFrom("roomAssignments as ra")
      .innerJoin("rooms as r", "r.id", "ra.roomId")
      .select(["ra.rsvpId", "ra.roomId", "r.roomNo", "r.floorNo", "r.description"])
      .execute(),
    personEventsOf(db),
    db.selectFrom("households").select(["id", "name", "rsvpId"]).execute(),
  ]);
  const householdOf = new Map(households.filter((h) => h.rsvpId !== null).map((h) => [h.rsvpId!, h.id]));
  const householdById = new Map(households.map((h) => [h.id, { id: h.id, name: h.name }]));

  const byRsvp = <T extends { rsvpId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(row.rsvpId);
      if (list) list.push(row);
      else map.set(row.rsvpId, [row]);
    }
    return map;
  };
  const membersOf = byRsvp(members);
  const childrenOf = byRsvp(children);
  // SQL text order puts "10" before "2": sort like the room lists do (floor, then numeric-aware number).
  const roomsOf = byRsvp(sortRooms(assignments));

  return rsvps.map(({ editVersion, possibleHouseholdId, ...r }) => ({
    ...r,
    possibleHousehold: possibleHouseholdId === null ? null : (householdById.get(possibleHouseholdId) ?? null),
    editUrl: editLinkOf(secret, r.id, editVersion).editUrl,
    householdId: householdOf.get(r.id) ?? null,
    events: events.get(personKey(r.id, "primary", PRIMARY_PERSON)) ?? [],
    needsMakeupArtist: Boolean(r.needsMakeupArtist),
    familyMembers: (membersOf.get(r.id) ?? []).map((m) => ({
      id: m.id,
      name: m.name,
      gender: m.gender,
      dietaryPreference: m.dietaryPreference,
      beveragePreference: m.beveragePreference,
      needsMakeupArtist: Boolean(m.needsMakeupArtist),
      makeupCount: m.makeupCount,
      idProofUrl: m.idProofUrl,
      idDeletedAt: m.idDeletedAt,
      idDeletedBy: m.idDeletedBy,
      events: events.get(personKey(r.id, "member", m.id)) ?? [],
    })),
    children: (childrenOf.get(r.id) ?? []).map(({ id, name, age }) => ({ id, name, age, events: events.get(personKey(r.id, "child", id)) ?? [] })),
    roomAssignments: (roomsOf.get(r.id) ?? []).map((a) => ({
      rsvpId: a.rsvpId,
      roomId: a.roomId,
      room: { id: a.roomId, roomNo: a.roomNo, floorNo: a.floorNo, description: a.description, isOccupied: true },
    })),
  }));
}

/** The stored file names in ID proof paths ("/files/id/<name>", sides joined by "|"). */
export const idFileNamesIn = (idProofUrls: (string | null | undefined)[]) =>
  idProofUrls
    .flatMap((v) => (v ?? "").split("|"))
    .map((p) => /^\/files\/id\/([^/?#]+)$/.exec(p.trim())?.[1])
    .filter((n): n is string => Boolean(n));

/** Names of the ID documents an RSVP holds: claimed uploads and any /files/id/ path in its ID proofs. */
export async function idFileNamesOf(db: DB, rsvpId: string): Promise<string[]> {
  const [files, rsvp, members] = await Promise.all([
    db.selectFrom("storedFiles").select("name").where("rsvpId", "=", rsvpId).where("kind", "=", "id").execute(),
    db.selectFrom("rsvps").select("idProofUrl").where("id", "=", rsvpId).executeTakeFirst(),
    db.selectFrom("familyMembers").select("idProofUrl").where("rsvpId", "=", rsvpId).execute(),
  ]);
  const fromUrls = idFileNamesIn([rsvp?.idProofUrl, ...members.map((m) => m.idProofUrl)]);
  return [...new Set([...files.map((f) => f.name), ...fromUrls])];
}

/**
 * Deletes the RSVP (family members, children and room assignments cascade) and its stored-file rows,
 * in one transaction. False when no such RSVP exists.
 */
export async function deleteRsvpRows(db: DB, rsvpId: string, fileNames: string[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (fileNames.length) await trx.deleteFrom("storedFiles").where("kind", "=", "id").where("name", "in", fileNames).execute();
    await trx.deleteFrom("storedFiles").where("rsvpId", "=", rsvpId).where("kind", "=", "id").execute();
    const res = await trx.deleteFrom("rsvps").where("id", "=", rsvpId).executeTakeFirst();
    return res.numDeletedRows > 0n;
  });
}
