/**
 * Longest values of the streamed sheets (RSVPs, Guests), read from the database before their header rows are
 * committed: one query of aggregates, so the widths fit every row without holding the rows in memory.
 * Derived texts (names joined with ", ", "Name (age)", "101 (Floor 1)") are measured as they are built.
 */
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";
import { LABELS } from "../../../shared/constants";

export interface TextStats {
  name: number;
  phone: number;
  requests: number;
  memberName: number;
  childName: number;
  memberNames: number;
  childNames: number;
  rooms: number;
}

export async function textStats(db: DB): Promise<TextStats> {
  const { rows } = await sql<Record<keyof TextStats, number | null>>`
    select
      (select max(length(primary_guest_name)) from rsvps) as name,
      (select max(length(primary_guest_phone)) from rsvps) as phone,
      (select max(length(special_requests)) from rsvps) as requests,
      (select max(length(name)) from family_members) as "memberName",
      (select max(length(name)) from children) as "childName",
      (select max(s) from (select sum(length(name)) + 2 * (count(*) - 1) as s from family_members group by rsvp_id)) as "memberNames",
      (select max(s) from (select sum(length(name) + case when age is null then 0 else length(age) + 3 end) + 2 * (count(*) - 1) as s
        from children group by rsvp_id)) as "childNames",
      (select max(s) from (select sum(length(r.room_no) + length(r.floor_no) + 9) + 2 * (count(*) - 1) as s
        from room_assignments a join rooms r on r.id = a.room_id group by a.rsvp_id)) as rooms
  `.execute(db);
  const row = rows[0] ?? ({} as Record<keyof TextStats, number | null>);
  const n = (v: number | null | undefined) => Number(v ?? 0);
  return {
    name: n(row.name),
    phone: n(row.phone),
    requests: n(row.requests),
    memberName: n(row.memberName),
    childName: n(row.childName),
    memberNames: n(row.memberNames),
    childNames: n(row.childNames),
    rooms: n(row.rooms),
  };
}

const longest = (texts: Iterable<string>) => Math.max(0, ...[...texts].map((t) => t.length));
export const LABEL_LENGTHS = {
  gender: longest(Object.values(LABELS.gender)),
  diet: longest(Object.values(LABELS.dietary)),
  beverage: longest(Object.values(LABELS.beverage)),
  status: "Not Attending".length,
  idProof: "Uploaded (front & back)".length,
  uuid: 36,
};
