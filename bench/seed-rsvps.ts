/** Fills a fresh data folder with `count` RSVPs (three in four attending, each with two family members and a child: ~4 people each), 200 rooms and assignments. */
import crypto from "node:crypto";
import path from "node:path";
import { openDatabase } from "../db/connect";

export async function seedRsvps(dataDir: string, count: number): Promise<void> {
  const { db, sqlite } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  const rsvp = sqlite.prepare(
    `INSERT INTO rsvps (id, primary_guest_name, primary_guest_phone, primary_guest_gender, rsvp_status, dietary_preference, beverage_preference,
     needs_makeup_artist, makeup_count, id_proof_url, upload_mode, special_requests, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const member = sqlite.prepare(
    `INSERT INTO family_members (rsvp_id, position, name, gender, dietary_preference, beverage_preference, needs_makeup_artist, makeup_count, id_proof_url, upload_mode)
     VALUES (?,?,?,?,?,?,?,?,?,?)`,
  );
  const child = sqlite.prepare(`INSERT INTO children (rsvp_id, position, name, age) VALUES (?,?,?,?)`);
  const room = sqlite.prepare(`INSERT INTO rooms (room_no, floor_no, description) VALUES (?,?,?)`);
  const assign = sqlite.prepare(`INSERT INTO room_assignments (rsvp_id, room_id) VALUES (?,?)`);
  const diets = ["veg", "non-veg", "vegan"];
  sqlite.transaction(() => {
    for (let r = 0; r < 200; r++) room.run(String(100 + r), 1 + Math.floor(r / 20), "Deluxe double, valley view");
    for (let i = 0; i < count; i++) {
      const id = crypto.randomUUID();
      const yes = i % 4 !== 3;
      rsvp.run(
        id,
        `Guest ${i} Sharma`,
        String(9_000_000_000 + i),
        i % 2 ? "male" : "female",
        yes ? "yes" : "no",
        diets[i % 3],
        i % 2 ? "alcoholic" : "non-alcoholic",
        i % 5 === 0 ? 1 : 0,
        i % 5 === 0 ? 2 : 0,
        i % 3 ? `/files/id/${crypto.randomBytes(8).toString("hex")}.pdf` : null,
        "single",
        i % 10 ? null : "Ground floor, please.",
        new Date(Date.UTC(2025, 8, 1) + i * 60_000).toISOString(),
      );
      member.run(id, 0, `Partner ${i}`, "female", diets[(i + 1) % 3], "non-alcoholic", 0, 0, null, null);
      member.run(id, 1, `Parent ${i}`, "male", "veg", "non-alcoholic", 1, 1, null, null);
      child.run(id, 0, `Child ${i}`, 3 + (i % 12));
      if (yes && i % 2 === 0) assign.run(id, 1 + (i % 200));
    }
  })();
  await db.destroy();
}
