/**
 * The demo guest list: forty households from both families, a third of them in Hindi, read through the same schema
 * as the dashboard's form (phones to E.164, tags once each). The close family is invited to every function that asks
 * (the Haldi and the Sangeet), everyone else to the Sangeet. Invitations went out from 25 September (times are the
 * couple's wall clock in India); five demo replies belong to households, the sixth (Dev Malhotra) is not on the list.
 */
import type { Transaction } from "kysely";
import { ZHouseholdInput } from "../src/shared/schemas/households";
import { insertHousehold } from "../src/server/modules/households/queries";
import type { Database } from "../db/schema";

type Trx = Transaction<Database>;

/** The itinerary's functions that ask guests whether they come. */
export const ASKED_FUNCTIONS = ["Haldi Ceremony", "Sangeet & Dance Night"];
const SANGEET = "Sangeet & Dance Night";

interface HouseholdSpec {
  name: string;
  side: "bride" | "groom" | "both";
  tags?: string[];
  /** As a family's list writes it: ten digits for India, or with its country code. */
  phone: string;
  hi?: true;
  seats: number;
  guests?: string[];
  /** Close family: every asked function; the others the Sangeet only. */
  all?: true;
  notes?: string;
  /** Wall-clock times in India, "2025-09-26 10:00". */
  sent?: string;
  opened?: string;
  /** The demo reply (its primary guest) that is this household's. */
  reply?: string;
}

const HOUSEHOLDS: HouseholdSpec[] = [
  // The bride's side (Meera Iyer).
  {
    name: "Iyer family (Chennai)",
    side: "bride",
    tags: ["outstation"],
    phone: "9988776655",
    seats: 6,
    guests: ["Ananya Iyer", "Lakshmi Iyer", "Raghav Iyer", "Divya Iyer", "Ishaan Iyer", "Meenu Iyer"],
    all: true,
    notes: "Meera's aunt's family",
    sent: "2025-09-26 10:00",
    opened: "2025-09-26 21:40",
    reply: "Ananya Iyer",
  },
  {
    name: "Nair family",
    side: "bride",
    tags: ["college"],
    phone: "9847012345",
    seats: 2,
    guests: ["Priya Nair", "Arjun Nair"],
    sent: "2025-09-29 11:30",
    opened: "2025-10-01 08:05",
    reply: "Priya Nair",
  },
  {
    name: "Krishnan family (Bengaluru)",
    side: "bride",
    tags: ["outstation"],
    phone: "9845098765",
    seats: 4,
    guests: ["S. Krishnan", "Uma Krishnan"],
    all: true,
    sent: "2025-09-26 10:05",
    opened: "2025-09-27 07:30",
  },
  { name: "Subramaniam family", side: "bride", tags: ["outstation", "college"], phone: "9840012345", seats: 3, sent: "2025-09-26 10:10" },
  { name: "Venkatesh family", side: "bride", tags: ["neighbours"], phone: "9884011223", seats: 4 },
  { name: "Deshpande household", side: "bride", tags: ["office"], phone: "9820033445", seats: 2, sent: "2025-10-03 18:00", opened: "2025-10-03 19:12" },
  { name: "Fernandes family (Goa)", side: "bride", tags: ["college", "outstation"], phone: "9741022334", seats: 3, notes: "Ask about a room for three nights" },
  { name: "Rao family", side: "bride", tags: ["office"], phone: "9916687889", seats: 2, sent: "2025-10-03 18:05" },
  { name: "Menon family", side: "bride", tags: ["neighbours"], phone: "9003798990", seats: 5 },
  { name: "अग्रवाल परिवार", side: "bride", tags: ["office"], phone: "8939809001", hi: true, seats: 2, sent: "2025-10-04 09:30" },
  {
    name: "Pillai family",
    side: "bride",
    tags: ["outstation"],
    phone: "9442910112",
    seats: 4,
    all: true,
    notes: "Meera's grandmother's side",
    sent: "2025-09-26 10:20",
    opened: "2025-09-28 12:00",
  },
  { name: "Joshi family (Pune)", side: "bride", tags: ["college"], phone: "9790021223", seats: 2 },
  { name: "Iyengar family", side: "bride", phone: "9176132334", seats: 3, all: true },
  { name: "Banerjee family", side: "bride", tags: ["college"], phone: "9831012345", seats: 2, sent: "2025-10-03 18:10", opened: "2025-10-04 07:45" },

  // The groom's side (Aarav Sharma).
  {
    name: "शर्मा परिवार",
    side: "groom",
    phone: "98100 23401",
    hi: true,
    seats: 5,
    guests: ["रमेश शर्मा", "सुनीता शर्मा", "आदित्य शर्मा"],
    all: true,
    notes: "Aarav's chacha ji",
    sent: "2025-09-25 09:00",
    opened: "2025-09-25 09:45",
  },
  {
    name: "Kapoor family (Delhi)",
    side: "groom",
    tags: ["outstation"],
    phone: "98765 43210",
    seats: 6,
    guests: ["Rohan Kapoor", "Sunita Kapoor", "Vikram Kapoor", "Anaya Kapoor", "Kabir Kapoor"],
    all: true,
    notes: "A ground-floor room for the parents",
    sent: "2025-09-25 09:05",
    opened: "2025-09-25 20:30",
    reply: "Rohan Kapoor",
  },
  {
    name: "Sameer Khan",
    side: "groom",
    tags: ["office"],
    phone: "+91-91234-56780",
    seats: 2,
    guests: ["Sameer Khan"],
    sent: "2025-10-05 12:00",
    opened: "2025-10-09 22:15",
    reply: "Sameer Khan",
  },
  { name: "वर्मा परिवार (जयपुर)", side: "groom", tags: ["outstation"], phone: "09829011223", hi: true, seats: 4, all: true, sent: "2025-09-25 09:10" },
  {
    name: "Mehta family (London)",
    side: "groom",
    tags: ["NRI", "outstation"],
    phone: "+44 7911 123456",
    seats: 3,
    guests: ["Nikhil Mehta", "Anjali Mehta", "Kavya Mehta"],
    notes: "Flying into Delhi on 4 Nov",
    sent: "2025-09-28 14:00",
    opened: "2025-09-28 14:20",
  },
  { name: "चौधरी परिवार", side: "groom", tags: ["neighbours"], phone: "9811044556", hi: true, seats: 4 },
  { name: "Bansal family", side: "groom", tags: ["office"], phone: "9899055667", seats: 2, sent: "2025-10-06 11:00" },
  { name: "सिंह परिवार (लुधियाना)", side: "groom", tags: ["outstation"], phone: "9717066778", hi: true, seats: 6, notes: "Dadi ji uses a wheelchair" },
  { name: "Aggarwal family", side: "groom", tags: ["college"], phone: "9650077889", seats: 2 },
  { name: "यादव परिवार", side: "groom", tags: ["neighbours"], phone: "9958021223", hi: true, seats: 3, sent: "2025-10-06 11:05", opened: "2025-10-07 08:00" },
  { name: "Chopra family", side: "groom", tags: ["office"], phone: "8800132334", seats: 2, sent: "2025-10-06 11:10" },
  {
    name: "त्रिपाठी परिवार (लखनऊ)",
    side: "groom",
    tags: ["outstation"],
    phone: "9415099001",
    hi: true,
    seats: 4,
    all: true,
    notes: "Aarav's mausi",
    sent: "2025-09-25 09:15",
    opened: "2025-09-26 07:10",
  },
  { name: "Saxena family", side: "groom", tags: ["office", "college"], phone: "9871243445", seats: 1 },
  { name: "मिश्रा परिवार", side: "groom", phone: "9837010112", hi: true, seats: 5, all: true },
  { name: "Arora family", side: "groom", tags: ["college"], phone: "7838354556", seats: 2, sent: "2025-10-08 17:00" },
  { name: "पांडे परिवार (वाराणसी)", side: "groom", tags: ["outstation"], phone: "9414088990", hi: true, seats: 3 },
  { name: "Sethi family", side: "groom", tags: ["neighbours"], phone: "9313465667", seats: 4 },
  { name: "Kohli family", side: "groom", tags: ["college"], phone: "9910012345", seats: 2 },
  { name: "दुबे परिवार", side: "groom", tags: ["neighbours"], phone: "9935012345", hi: true, seats: 3, sent: "2025-10-06 11:15" },

  // Friends of both.
  {
    name: "गुप्ता परिवार (नोएडा)",
    side: "both",
    tags: ["neighbours"],
    phone: "9811122233",
    hi: true,
    seats: 3,
    guests: ["नेहा गुप्ता"],
    sent: "2025-10-10 10:00",
    opened: "2025-10-12 19:30",
    reply: "Neha Gupta",
  },
  { name: "Bhatia family", side: "both", tags: ["office"], phone: "6280576778", seats: 2, sent: "2025-10-08 17:05", opened: "2025-10-08 18:00" },
  { name: "जैन परिवार", side: "both", tags: ["neighbours"], phone: "9600243445", hi: true, seats: 3 },
  { name: "Das family (Kolkata)", side: "both", tags: ["college", "outstation"], phone: "9094354556", seats: 2, sent: "2025-10-08 17:10" },
  { name: "Reddy family (Hyderabad)", side: "both", tags: ["outstation"], phone: "9345465667", seats: 4 },
  { name: "Kulkarni family", side: "both", tags: ["office"], phone: "9810023402", seats: 1 },
  { name: "ठाकुर परिवार", side: "both", phone: "9830045567", hi: true, seats: 2 },
];

/** "2025-09-26 10:00" on the couple's clock in India (UTC+05:30) as an ISO instant. */
const fromIndia = (wall: string) => new Date(Date.parse(`${wall.replace(" ", "T")}:00.000+05:30`)).toISOString();

/**
 * Writes the guest list: each household with its invitation link's hash under `appSecret` (as the dashboard stores
 * it), its sending and opening, and its reply; a household invited to fewer functions keeps its reply to them.
 */
export async function seedGuestList(trx: Trx, appSecret: string, replyIds: Map<string, string>, eventIds: Map<string, number>): Promise<void> {
  const sangeet = eventIds.get(SANGEET)!;
  for (const spec of HOUSEHOLDS) {
    const values = ZHouseholdInput.parse({
      name: spec.name,
      side: spec.side,
      tags: spec.tags ?? [],
      phone: spec.phone,
      language: spec.hi ? "hi" : "en",
      seats: spec.seats,
      guests: spec.guests ?? [],
      events: spec.all ? null : [sangeet],
      notes: spec.notes ?? null,
    });
    const id = await insertHousehold(trx, appSecret, values, fromIndia("2025-09-20 10:00"));
    const rsvpId = spec.reply ? replyIds.get(spec.reply)! : null;
    await trx
      .updateTable("households")
      .set({ sentAt: spec.sent ? fromIndia(spec.sent) : null, openedAt: spec.opened ? fromIndia(spec.opened) : null, rsvpId })
      .where("id", "=", id)
      .execute();
    if (rsvpId && values.events) {
      await trx.deleteFrom("personEvents").where("rsvpId", "=", rsvpId).where("eventId", "not in", values.events).execute();
    }
  }
}
