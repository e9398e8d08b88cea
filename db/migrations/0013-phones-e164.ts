/**
 * FROZEN once shipped. Replies' phones in E.164, as households' already are, so guests abroad can give theirs:
 * a reply's ten digits (the only form accepted until now) become +91 and the digits. Anything else (a row
 * written by hand, say) is kept exactly as it is and still shown; nothing is lost or guessed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update rsvps set primary_guest_phone = '+91' || primary_guest_phone
    where length(primary_guest_phone) = 10 and primary_guest_phone not glob '*[^0-9]*'`.execute(db);
}

/** Back to the ten digits for Indian numbers; numbers from abroad stay in E.164 (they have no ten-digit form). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update rsvps set primary_guest_phone = substr(primary_guest_phone, 4)
    where length(primary_guest_phone) = 13 and primary_guest_phone glob '+91[0-9]*' and substr(primary_guest_phone, 2) not glob '*[^0-9]*'`.execute(db);
}
