/**
 * A crowd of generated replies on top of the demo (`npm run seed:demo -- --replies 300`): the size a planner
 * runs a three-day destination wedding at, for measuring print views, export sheets and counts. Deterministic
 * (a seeded generator), so two runs give the same names, parties and travel and page counts can be compared.
 */
import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";

type Trx = Transaction<Database>;

const FIRST = [
  "Aditya",
  "Priya",
  "Rahul",
  "Neha",
  "Karan",
  "Pooja",
  "Vivek",
  "Sneha",
  "Arjun",
  "Kavya",
  "Rohit",
  "Divya",
  "Sanjay",
  "Anjali",
  "Manish",
  "Ritu",
  "Nikhil",
  "Swati",
  "Harsh",
  "Isha",
  "Gaurav",
  "Tanvi",
  "Deepak",
  "Meenal",
  "Suresh",
  "Lakshmi",
  "Farhan",
  "Zoya",
  "Harpreet",
  "Simran",
];
const LAST = [
  "Sharma",
  "Iyer",
  "Mehta",
  "Reddy",
  "Gupta",
  "Nair",
  "Malhotra",
  "Bose",
  "Chopra",
  "Menon",
  "Agarwal",
  "Pillai",
  "Khanna",
  "Rao",
  "Joshi",
  "Saxena",
  "Bhatia",
  "Kulkarni",
  "Sethi",
  "Das",
  "Verma",
  "Kaur",
  "Qureshi",
  "Banerjee",
  "Thakur",
];
const CHILDREN = ["Aarav", "Anaya", "Vihaan", "Diya", "Reyansh", "Myra", "Kabir", "Saanvi", "Ishaan", "Aadhya"];
const FOOD_REQUESTS = [
  "No onion or garlic for my mother, please.",
  "My son has a peanut allergy.",
  "Gluten-free meals for me, if possible.",
  "Diabetic-friendly desserts for my father.",
  "Please keep the children's food mild, not spicy.",
];
const OTHER_REQUESTS = [
  "Wheelchair access for my grandmother.",
  "Parking for two cars.",
  "A ground-floor room, my father cannot climb stairs.",
  "We are bringing a baby cot; please keep space.",
  "Late check-out on the last day, our train is at night.",
];
const MODES: [string, string[]][] = [
  ["train", ["12011 Shatabdi", "52456 toy train", "12005 Kalka Shatabdi", "14095 Himalayan Queen"]],
  ["flight", ["6E 2134", "AI 463", "UK 653", "6E 5021"]],
  ["bus", ["HRTC Volvo", "HPTDC AC coach"]],
  ["car", []],
];

/** mulberry32: small, seeded, good enough to spread demo data. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { pick, chance, int };
}

/** "2025-11-07" plus `days`, as the wall-clock date the travel table keeps. */
function dayOf(first: string, days: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const clock = (h: number, m: number) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;

export interface CrowdPlan {
  /** How many replies to add. */
  count: number;
  /** The wedding's first day at the venue, "2025-11-07". */
  firstDay: string;
  /** Days the itinerary spans (arrivals fall from the day before to the first day, departures on the last). */
  days: number;
  /** Pickup point ids the guests come through. */
  pointIds: number[];
}

/** Adds `plan.count` replies with families, children, diets, requests and travel; answers their ids. */
export async function seedCrowd(trx: Trx, plan: CrowdPlan): Promise<string[]> {
  const g = generator(20251107);
  const ids: string[] = [];
  for (let i = 0; i < plan.count; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    const last = g.pick(LAST);
    const name = `${g.pick(FIRST)} ${last}`;
    const coming = g.chance(0.78);
    const diet = () => g.pick(["veg", "veg", "veg", "non-veg", "non-veg", "vegan"]);
    const drink = () => g.pick(["alcoholic", "non-alcoholic", "non-alcoholic"]);
    const gender = () => g.pick(["male", "female"]);
    const requests = g.chance(0.12) ? g.pick(FOOD_REQUESTS) : g.chance(0.1) ? g.pick(OTHER_REQUESTS) : null;
    await trx
      .insertInto("rsvps")
      .values({
        id,
        primaryGuestName: name,
        // 70000 00000 onwards: a block no real demo phone uses.
        primaryGuestPhone: `+917${String(10_000_000 + i * 7919).padStart(9, "0")}`,
        primaryGuestGender: gender(),
        rsvpStatus: coming ? "yes" : "no",
        dietaryPreference: coming ? diet() : null,
        beveragePreference: coming ? drink() : null,
        needsMakeupArtist: 0,
        makeupCount: 0,
        idProofUrl: null,
        uploadMode: null,
        specialRequests: coming ? requests : null,
        idempotencyKey: null,
        createdAt: new Date(Date.UTC(2025, 8, 20) + i * 3_600_000 * 5).toISOString(),
      })
      .execute();
    if (!coming) continue;
    const family = g.int(0, 4) === 0 ? 0 : g.int(1, 3);
    if (family > 0) {
      await trx
        .insertInto("familyMembers")
        .values(
          Array.from({ length: family }, (_, position) => ({
            rsvpId: id,
            position,
            name: `${g.pick(FIRST)} ${last}`,
            gender: gender(),
            dietaryPreference: diet(),
            beveragePreference: drink(),
            needsMakeupArtist: 0,
            makeupCount: 0,
            idProofUrl: null,
            uploadMode: null,
          })),
        )
        .execute();
    }
    const children = g.chance(0.25) ? g.int(1, 2) : 0;
    if (children > 0) {
      await trx
        .insertInto("children")
        .values(Array.from({ length: children }, (_, position) => ({ rsvpId: id, position, name: `${g.pick(CHILDREN)} ${last}`, age: g.int(2, 12) })))
        .execute();
    }
    if (g.chance(0.15)) continue; // no travel details yet
    const [mode, numbers] = g.pick(MODES);
    const own = mode === "car";
    const arrivalDay = g.chance(0.3) ? -1 : 0;
    const departureDay = plan.days - (g.chance(0.2) ? 2 : 1);
    await trx
      .insertInto("travel")
      .values({
        rsvpId: id,
        arrivalAt: `${dayOf(plan.firstDay, arrivalDay)}T${clock(g.int(6, 21), g.pick([0, 15, 30, 45]))}`,
        arrivalMode: mode,
        arrivalNumber: numbers.length ? g.pick(numbers) : null,
        arrivalPointId: own ? null : g.pick(plan.pointIds),
        needsPickup: own ? 0 : 1,
        arrivalVehicle: null,
        departureAt: `${dayOf(plan.firstDay, departureDay)}T${clock(g.int(8, 20), g.pick([0, 30]))}`,
        departureMode: mode,
        departureNumber: numbers.length ? g.pick(numbers) : null,
        departurePointId: own ? null : g.pick(plan.pointIds),
        needsDrop: own ? 0 : 1,
        departureVehicle: null,
      })
      .execute();
  }
  return ids;
}

/** `--replies 300` from the command line: the total replies wanted (the demo's own count included), or null. */
export function repliesWanted(argv: string[]): number | null {
  const at = argv.findIndex((a) => a === "--replies" || a.startsWith("--replies="));
  if (at < 0) return null;
  const raw = argv[at]!.includes("=") ? argv[at]!.split("=")[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 5000) throw new Error("--replies takes a whole number from 1 to 5000, e.g. --replies 300.");
  return n;
}
