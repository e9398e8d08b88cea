/** The people of attending parties and the room each sleeps in (room_placements), read in one pass. */
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database } from "../../../../db/schema";
import type { PersonKind } from "../../../shared/schemas/hotels";

export type Db = DB | Transaction<Database>;

export interface PlacedPerson {
  rsvpId: string;
  kind: PersonKind;
  position: number;
  name: string;
  child: boolean;
  roomId: number | null;
}
export interface Party {
  rsvpId: string;
  party: string;
  attending: boolean;
  createdAt: string;
  people: PlacedPerson[];
}

export const personKeyOf = (p: { rsvpId: string; kind: string; position: number }) => `${p.rsvpId}:${p.kind}:${p.position}`;

/** Parties (attending only unless `all`) with their people in the reply's order; placements of people no longer in a reply are left out. */
export async function partiesWithPlacements(db: Db, opts: { rsvpIds?: string[]; all?: boolean } = {}): Promise<Party[]> {
  const ids = opts.rsvpIds;
  if (ids && ids.length === 0) return [];
  let replies = db.selectFrom("rsvps").select(["id", "primaryGuestName", "rsvpStatus", "createdAt"]);
  if (!opts.all) replies = replies.where("rsvpStatus", "=", "yes");
  if (ids) replies = replies.where("id", "in", ids);
  const rows = await replies.orderBy("createdAt").orderBy("id").execute();
  if (rows.length === 0) return [];
  const within = rows.map((r) => r.id);
  const inList = <T extends { rsvpId: string }>(list: T[]) => list.filter((x) => byId.has(x.rsvpId));
  const byId = new Map<string, Party>();
  for (const r of rows)
    byId.set(r.id, {
      rsvpId: r.id,
      party: r.primaryGuestName,
      attending: r.rsvpStatus === "yes",
      createdAt: r.createdAt,
      people: [{ rsvpId: r.id, kind: "primary", position: 0, name: r.primaryGuestName, child: false, roomId: null }],
    });
  // Without ids every reply's people are read and those of other replies dropped (one query, no long IN list).
  const scope = ids ? within : undefined;
  let membersQ = db.selectFrom("familyMembers").select(["rsvpId", "position", "name"]).orderBy("rsvpId").orderBy("position");
  let childrenQ = db.selectFrom("children").select(["rsvpId", "position", "name"]).orderBy("rsvpId").orderBy("position");
  let placementsQ = db.selectFrom("roomPlacements").select(["rsvpId", "kind", "position", "roomId"]);
  if (scope) {
    membersQ = membersQ.where("rsvpId", "in", scope);
    childrenQ = childrenQ.where("rsvpId", "in", scope);
    placementsQ = placementsQ.where("rsvpId", "in", scope);
  }
  const [members, children, placements] = await Promise.all([membersQ.execute(), childrenQ.execute(), placementsQ.execute()]);
  for (const m of inList(members))
    byId.get(m.rsvpId)!.people.push({ rsvpId: m.rsvpId, kind: "member", position: m.position, name: m.name, child: false, roomId: null });
  for (const c of inList(children))
    byId.get(c.rsvpId)!.people.push({ rsvpId: c.rsvpId, kind: "child", position: c.position, name: c.name, child: true, roomId: null });
  const roomOf = new Map(inList(placements).map((p) => [personKeyOf(p), p.roomId]));
  for (const party of byId.values()) for (const p of party.people) p.roomId = roomOf.get(personKeyOf(p)) ?? null;
  return [...byId.values()];
}
