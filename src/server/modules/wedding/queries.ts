import type { DB } from "../../../../db/connect";
import { ID_RETENTION_DEFAULT_DAYS, idDeletionDay } from "../../../shared/id-retention";
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import type { WeddingDetails } from "../../../shared/schemas";

export const EMPTY_WEDDING: WeddingDetails = {
  weddingDate: null,
  brideName: null,
  groomName: null,
  venue: null,
  venueAddress: null,
  directionsLink: null,
  backgroundAudioUrl: null,
  backgroundAudioTitle: null,
  backgroundAudioEnabled: false,
  rsvpDeadline: null,
  timeZone: WEDDING_TIME_ZONE,
  idRetentionDays: ID_RETENTION_DEFAULT_DAYS,
  idDeletionDate: null,
  rsvpMode: "open",
  contactPhone: null,
  itineraryDays: null,
};

/** The itinerary's last day number; null when it has no event. */
export async function itineraryDays(db: DB): Promise<number | null> {
  const row = await db
    .selectFrom("timelineEvents")
    .select((eb) => eb.fn.max("day").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) || null;
}

/** The itinerary's last day number; 1 (the wedding day) when it is empty. */
export async function lastItineraryDay(db: DB): Promise<number> {
  return (await itineraryDays(db)) ?? 1;
}

/** Who may reply: "open" until the couple chooses invite-only. */
export async function rsvpModeOf(db: DB): Promise<"open" | "invite-only"> {
  const row = await db.selectFrom("wedding").select("rsvpMode").where("id", "=", 1).executeTakeFirst();
  return row?.rsvpMode ?? "open";
}

/** The single wedding row, or all-null details before the couple has saved any (the client shows defaults). */
export async function getWeddingDetails(db: DB): Promise<WeddingDetails> {
  const [row, days] = await Promise.all([db.selectFrom("wedding").selectAll().where("id", "=", 1).executeTakeFirst(), itineraryDays(db)]);
  if (!row) return { ...EMPTY_WEDDING, itineraryDays: days };
  const lastDay = days ?? 1;
  return {
    weddingDate: row.weddingDate,
    brideName: row.brideName,
    groomName: row.groomName,
    venue: row.venue,
    venueAddress: row.venueAddress,
    directionsLink: row.directionsLink,
    backgroundAudioUrl: row.backgroundAudioUrl,
    backgroundAudioTitle: row.backgroundAudioTitle,
    backgroundAudioEnabled: row.backgroundAudioEnabled === 1,
    rsvpDeadline: row.rsvpDeadline,
    timeZone: row.timeZone,
    idRetentionDays: row.idRetentionDays,
    idDeletionDate: idDeletionDay({ weddingDate: row.weddingDate, timeZone: row.timeZone, lastDay, retentionDays: row.idRetentionDays }),
    rsvpMode: row.rsvpMode,
    contactPhone: row.contactPhone,
    itineraryDays: days,
  };
}

/** Saves the wedding form into the single row (created on first save). */
export async function saveWeddingDetails(
  db: DB,
  input: {
    brideName: string;
    groomName: string;
    weddingDate: string;
    venue: string;
    venueAddress: string | null;
    directionsLink: string | null;
    /** Undefined keeps the stored date. */
    rsvpDeadline?: string | null;
    /** Undefined keeps the stored zone. */
    timeZone?: string;
    /** Undefined keeps the stored number. */
    idRetentionDays?: number;
    /** Undefined keeps the stored mode. */
    rsvpMode?: "open" | "invite-only";
    /** Undefined keeps the stored number. */
    contactPhone?: string | null;
  },
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto("wedding")
    .values({ id: 1, ...input, backgroundAudioUrl: null, backgroundAudioTitle: null, backgroundAudioEnabled: 0, updatedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...input, updatedAt }))
    .execute();
}

/** Saves the audio settings; before any wedding form was saved the row starts from the guest-site defaults. */
export async function saveAudioSettings(
  db: DB,
  input: { backgroundAudioUrl: string | null; backgroundAudioTitle: string | null; backgroundAudioEnabled: boolean },
  defaults: { brideName: string; groomName: string; weddingDate: string; venue: string },
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  const audio = { ...input, backgroundAudioEnabled: input.backgroundAudioEnabled ? 1 : 0 };
  await db
    .insertInto("wedding")
    .values({ id: 1, ...defaults, venueAddress: null, directionsLink: null, ...audio, updatedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...audio, updatedAt }))
    .execute();
}
