/**
 * Migration 0013 on a database that holds replies from before it: the real migrations run up to the one before,
 * replies are written as the old form wrote them (ten digits), then the rest runs. Ten digits become +91 and the
 * digits; anything else is kept exactly.
 */
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { createKysely, migrate, openSqlite } from "./connect";
import { migrations } from "./migrations/index";

const BEFORE = Object.keys(migrations)
  .filter((name) => name < "0013-phones-e164")
  .sort()
  .at(-1)!;

async function databaseBefore0013() {
  const { db } = createKysely(openSqlite(":memory:"));
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(BEFORE);
  if (error) throw error;
  return { db, migrator };
}

const reply = (id: string, phone: string) => ({
  id,
  primaryGuestName: `Guest ${id}`,
  primaryGuestPhone: phone,
  rsvpStatus: "yes",
  needsMakeupArtist: 0,
  makeupCount: 0,
  createdAt: "2025-10-01T10:00:00.000Z",
});

describe("migration 0013-phones-e164", () => {
  it("turns old ten-digit replies into +91 E.164 and keeps every other value as it was", async () => {
    const { db, migrator } = await databaseBefore0013();
    const old = [
      reply("a", "9876543210"),
      reply("b", "9123456789"),
      reply("c", "1234567890"), // any ten digits passed the old rule
      reply("d", "98765 4321"), // written by hand: unreadable, kept
      reply("e", "+447400123456"), // already E.164
      reply("f", "12345"),
    ];
    await db.insertInto("rsvps").values(old).execute();

    await migrate(db);

    const rows = await db.selectFrom("rsvps").select(["id", "primaryGuestPhone"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "a", primaryGuestPhone: "+919876543210" },
      { id: "b", primaryGuestPhone: "+919123456789" },
      { id: "c", primaryGuestPhone: "+911234567890" },
      { id: "d", primaryGuestPhone: "98765 4321" },
      { id: "e", primaryGuestPhone: "+447400123456" },
      { id: "f", primaryGuestPhone: "12345" },
    ]);

    // Down gives the old ten digits back for Indian numbers; abroad stays E.164.
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const back = await db.selectFrom("rsvps").select(["id", "primaryGuestPhone"]).orderBy("id").execute();
    expect(back.map((r) => r.primaryGuestPhone)).toEqual(["9876543210", "9123456789", "1234567890", "98765 4321", "+447400123456", "12345"]);
    await db.destroy();
  });
});
