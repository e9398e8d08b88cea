/**
 * The server under benchmark, in its own process: the real app on PORT and, on PORT+1, a bare Fastify
 * (no plugins, no validation) running the same queries and the same RSVP transaction on the same
 * database connection, so ratios compare like with like. Usage: tsx bench/bench-server.ts <dataDir> <port>
 */
import crypto from "node:crypto";
import path from "node:path";
import Fastify from "fastify";
import { loadConfig } from "../fastify.config";
import { openDatabase } from "../db/connect";
import { buildApp } from "../src/server/app";
import { listDayMenus } from "../src/server/modules/menus/queries";
import { listTimelineEvents } from "../src/server/modules/timeline/queries";
import { getWeddingDetails } from "../src/server/modules/wedding/queries";

const [dataDir, portArg] = process.argv.slice(2);
const port = Number(portArg);
const config = loadConfig({ DATA_DIR: dataDir!, LOG_LEVEL: "error", TRUST_PROXY: "true" });
const database = await openDatabase(path.join(config.dataDir, "wedding.sqlite"));
const app = await buildApp({ config, database, logger: false });
await app.listen({ port, host: "127.0.0.1" });

const { db, sqlite } = database;
const bare = Fastify({ logger: false });
bare.get("/wedding-details", async () => getWeddingDetails(db));
bare.get("/timeline-events", async () => listTimelineEvents(db));
bare.get("/published-menus", async () => listDayMenus(db, { publishedOnly: true }));

// The same rows as guest.submitRsvp writes, in one transaction, straight through better-sqlite3.
const insertRsvp = sqlite.prepare(
  `INSERT INTO rsvps (id, primary_guest_name, primary_guest_phone, primary_guest_gender, rsvp_status, dietary_preference, beverage_preference,
   needs_makeup_artist, makeup_count, id_proof_url, upload_mode, special_requests, idempotency_key, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, NULL, ?)`,
);
const insertMember = sqlite.prepare(
  `INSERT INTO family_members (rsvp_id, position, name, gender, dietary_preference, beverage_preference, needs_makeup_artist, makeup_count, id_proof_url, upload_mode)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)`,
);
const insertChild = sqlite.prepare(`INSERT INTO children (rsvp_id, position, name, age) VALUES (?, ?, ?, ?)`);
type Body = {
  primaryGuestName: string;
  primaryGuestPhone: string;
  primaryGuestGender?: string;
  rsvpStatus: string;
  dietaryPreference?: string;
  beveragePreference?: string;
  needsMakeupArtist?: boolean;
  makeupCount?: number;
  specialRequests?: string;
  familyMembers: { name: string; gender?: string; dietaryPreference?: string; beveragePreference?: string; needsMakeupArtist?: boolean; makeupCount?: number }[];
  children: { name: string; age?: number }[];
};
const write = sqlite.transaction((id: string, b: Body) => {
  insertRsvp.run(id, b.primaryGuestName, b.primaryGuestPhone, b.primaryGuestGender ?? null, b.rsvpStatus, b.dietaryPreference ?? null, b.beveragePreference ?? null, b.needsMakeupArtist ? 1 : 0, b.makeupCount ?? 0, b.specialRequests ?? null, new Date().toISOString());
  b.familyMembers.forEach((m, i) => insertMember.run(id, i, m.name, m.gender ?? null, m.dietaryPreference ?? null, m.beveragePreference ?? null, m.needsMakeupArtist ? 1 : 0, m.makeupCount ?? 0));
  b.children.forEach((c, i) => insertChild.run(id, i, c.name, c.age ?? null));
});
bare.post("/rsvp", async (req) => {
  const id = crypto.randomUUID();
  write(id, req.body as Body);
  return { success: true, rsvpId: id };
});
await bare.listen({ port: port + 1, host: "127.0.0.1" });
process.send?.("ready");
process.on("SIGTERM", () => void Promise.all([app.close(), bare.close()]).then(() => process.exit(0)));
