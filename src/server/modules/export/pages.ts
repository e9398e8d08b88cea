/**
 * Reads RSVPs for the export in keyset pages (oldest first), each page with its family members,
 * children, rooms and each person's attended functions. The connection is free between pages, and memory holds one page at a time.
 */
import type { DB } from "../../../../db/connect";
import { RSVP_FIELDS } from "../admin-rsvps/queries";
import { PRIMARY_PERSON, personEventsOf, personKey } from "../rsvp/queries";

export interface ExportMember {
  name: string;
  gender: string | null;
  dietaryPreference: string | null;
  beveragePreference: string | null;
  needsMakeupArtist: boolean;
  makeupCount: number;
  idProofUrl: string | null;
  /** When the purge deleted this person's ID documents (issue 17); null while on file or never sent. */
  idDeletedAt?: string | null;
  /** Ids of the timeline events this person said they attend. */
  events: number[];
}

export interface ExportRsvp extends ExportMember {
  id: string;
  phone: string;
  rsvpStatus: string;
  specialRequests: string | null;
  createdAt: string;
  updatedAt: string | null;
  familyMembers: ExportMember[];
  children: { name: string; age: number | null; events: number[] }[];
  rooms: { roomNo: string; floorNo: number }[];
}

export const EXPORT_PAGE_SIZE = 500;

export async function* rsvpPages(db: DB, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportRsvp[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let q = db
      .selectFrom("rsvps")
      .select([...RSVP_FIELDS, "updatedAt"])
      .orderBy("createdAt")
      .orderBy("id")
      .limit(pageSize);
    if (after) {
      const { createdAt, id } = after;
      q = q.where((eb) => eb.or([eb("createdAt", ">", createdAt), eb.and([eb("createdAt", "=", createdAt), eb("id", ">", id)])]));
    }
    const rows = await q.execute();
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const [members, children, rooms, events] = await Promise.all([
      db.selectFrom("familyMembers").selectAll().where("rsvpId", "in", ids).orderBy("rsvpId").orderBy("position").execute(),
      db.selectFrom("children").select(["rsvpId", "id", "name", "age"]).where("rsvpId", "in", ids).orderBy("rsvpId").orderBy("position").execute(),
      db
        .selectFrom("roomAssignments as ra")
        .innerJoin("rooms as r", "r.id", "ra.roomId")
        .select(["ra.rsvpId", "r.roomNo", "r.floorNo"])
        .where("ra.rsvpId", "in", ids)
        .orderBy("r.floorNo")
        .orderBy("r.roomNo")
        .execute(),
      personEventsOf(db, ids),
    ]);
    const eventsOf = (rsvpId: string, kind: "primary" | "member" | "child", id: number) => events.get(personKey(rsvpId, kind, id)) ?? [];
    const group = <T extends { rsvpId: string }>(list: T[]) => {
      const map = new Map<string, T[]>();
      for (const item of list) map.set(item.rsvpId, [...(map.get(item.rsvpId) ?? []), item]);
      return map;
    };
    const m = group(members);
    const c = group(children);
    const r = group(rooms);
    yield rows.map((row) => ({
      id: row.id,
      name: row.primaryGuestName,
      phone: row.primaryGuestPhone,
      gender: row.primaryGuestGender,
      rsvpStatus: row.rsvpStatus,
      dietaryPreference: row.dietaryPreference,
      beveragePreference: row.beveragePreference,
      needsMakeupArtist: Boolean(row.needsMakeupArtist),
      makeupCount: row.makeupCount,
      idProofUrl: row.idProofUrl,
      idDeletedAt: row.idDeletedAt,
      specialRequests: row.specialRequests,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      events: eventsOf(row.id, "primary", PRIMARY_PERSON),
      familyMembers: (m.get(row.id) ?? []).map((f) => ({
        name: f.name,
        gender: f.gender,
        dietaryPreference: f.dietaryPreference,
        beveragePreference: f.beveragePreference,
        needsMakeupArtist: Boolean(f.needsMakeupArtist),
        makeupCount: f.makeupCount,
        idProofUrl: f.idProofUrl,
        idDeletedAt: f.idDeletedAt,
        events: eventsOf(row.id, "member", f.id),
      })),
      children: (c.get(row.id) ?? []).map(({ id, name, age }) => ({ name, age, events: eventsOf(row.id, "child", id) })),
      rooms: (r.get(row.id) ?? []).map(({ roomNo, floorNo }) => ({ roomNo, floorNo })),
    }));
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
