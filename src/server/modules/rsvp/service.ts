/**
 * A reply and its people written in one transaction with the claim of every referenced ID upload
 * (a missing or already claimed file rolls everything back): the guest's first submission, the guest's
 * change through their private link, and the couple's entries, all through the same code.
 */
import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { AppConfig } from "../../../../fastify.config";
import type { DB } from "../../../../db/connect";
import type { Database, IdDeletedBy } from "../../../../db/schema";
import { joinIdProof } from "../../../shared/id-proof";
import { DEADLINE_MESSAGES, repliesClosed } from "../../../shared/reply-deadline";
import { MESSAGES, type RsvpSubmission, type RsvpSubmitResponse } from "../../../shared/schemas/rsvp";
import { idFileNamesIn, idFileNamesOf } from "../admin-rsvps/queries";
import { removeIdFile } from "../../files/storage";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { TRPCError } from "@trpc/server";
import { TRAVEL_MESSAGES } from "../../../shared/schemas/travel";
import { findPickupPoint, replaceTravel } from "../travel/queries";
import { editLinkOf } from "./edit-link";
import {
  askedEventIds,
  claimIdFile,
  findRsvpByIdempotencyKey,
  findRsvpIdByPhone,
  insertChildren,
  insertFamilyMembers,
  insertRsvp,
  type PersonKind,
  PRIMARY_PERSON,
  replacePersonEvents,
  replyDeadline,
} from "./queries";

export const RSVP_MESSAGES = {
  fileNotFound: "An uploaded ID file was not found. Please upload it again.",
  fileReused: "The same uploaded ID file was used more than once. Please upload each file separately.",
} as const;

type Trx = Transaction<Database>;
export interface ReplyDeps {
  db: DB;
  now: () => Date;
  config: Pick<AppConfig, "appSecret" | "filesDir">;
}

interface IdUploadFields {
  uploadedFileName: string | null;
  frontIdFileName: string | null;
  backIdFileName: string | null;
  uploadMode: "single" | "separate" | null;
}

export const idFileUrl = (name: string) => `/files/id/${name}`;

/**
 * The stored idProofUrl and the file names to claim for one person. Separate mode: "front|back" or
 * the one side given; single mode: the single file. Without a mode, whichever the client sent.
 */
export function idProofOf(fields: IdUploadFields): { url: string | null; names: string[] } {
  const separate = fields.uploadMode === "separate" || (!fields.uploadMode && !fields.uploadedFileName);
  if (separate) {
    const { frontIdFileName: front, backIdFileName: back } = fields;
    if (front && back) return { url: joinIdProof(idFileUrl(front), idFileUrl(back)), names: [front, back] };
    const one = front ?? back;
    return one ? { url: idFileUrl(one), names: [one] } : { url: null, names: [] };
  }
  const single = fields.uploadedFileName;
  return single ? { url: idFileUrl(single), names: [single] } : { url: null, names: [] };
}

/** A stored ID document kept as it was: its path and upload mode (and when, and by whom, it was deleted). */
type KeptId = { url: string | null; mode: string | null; deletedAt?: string | null; deletedBy?: IdDeletedBy | null };

/** Dining and makeup only mean something for a guest who comes; a declined reply stores none. */
const dining = <T extends { dietaryPreference: string | null; beveragePreference: string | null; needsMakeupArtist: boolean; makeupCount: number }>(
  p: T,
  attending: boolean,
) => ({
  dietaryPreference: attending ? p.dietaryPreference : null,
  beveragePreference: attending ? p.beveragePreference : null,
  needsMakeupArtist: attending && p.needsMakeupArtist ? 1 : 0,
  makeupCount: attending && p.needsMakeupArtist ? p.makeupCount : 0,
});

/** The reply row's own fields: what the guest said, dining only when attending, the primary's ID on file. */
const replyRowFields = (input: RsvpSubmission, primary: KeptId) => ({
  primaryGuestName: input.primaryGuestName,
  primaryGuestPhone: input.primaryGuestPhone,
  primaryGuestGender: input.primaryGuestGender,
  rsvpStatus: input.rsvpStatus,
  ...dining(input, input.rsvpStatus === "yes"),
  idProofUrl: primary.url,
  uploadMode: primary.url ? primary.mode : null,
  specialRequests: input.specialRequests,
});

/**
 * Writes the reply's row fields and its people. `kept` (a change of an existing reply) holds the ID
 * documents on file by person: a person keeps theirs unless the body names new uploads. Returns the
 * file names the write references, and those it claims.
 */
async function writePeople(
  trx: Trx,
  rsvpId: string,
  input: RsvpSubmission,
  people: { family: RsvpSubmission["familyMembers"]; children: RsvpSubmission["children"] },
  at: string,
  kept?: { primary: KeptId; members: Map<number, KeptId>; childIds: Set<number> },
) {
  const attending = input.rsvpStatus === "yes";
  const primaryNew = idProofOf(input);
  const memberNew = people.family.map((m) => idProofOf(m));
  const claims = [...primaryNew.names, ...memberNew.flatMap((p) => p.names)];
  if (new Set(claims).size !== claims.length) throw badRequest(RSVP_MESSAGES.fileReused);
  // New documents go with the guest's consent to share them with the hotel, and its time (issue 17).
  if (claims.length > 0 && !input.idConsent) throw badRequest(MESSAGES.idConsent);

  const primary: KeptId = primaryNew.url ? { url: primaryNew.url, mode: input.uploadMode } : (kept?.primary ?? { url: null, mode: input.uploadMode });
  if (kept)
    await trx
      .updateTable("rsvps")
      .set({ ...replyRowFields(input, primary), updatedAt: at })
      .where("id", "=", rsvpId)
      .execute();
  if (claims.length > 0) await trx.updateTable("rsvps").set({ idConsentAt: at }).where("id", "=", rsvpId).execute();
  // A new document after a purge replaces the "deleted on" mark.
  if (primaryNew.url) await trx.updateTable("rsvps").set({ idDeletedAt: null, idDeletedBy: null }).where("id", "=", rsvpId).execute();

  // A new reply (nothing kept) has no people yet: nothing to delete.
  if (kept) {
    await trx.deleteFrom("familyMembers").where("rsvpId", "=", rsvpId).execute();
    await trx.deleteFrom("children").where("rsvpId", "=", rsvpId).execute();
  }
  const memberRows = people.family.map((m, position) => {
    const known = m.id !== undefined && kept?.members.has(m.id) ? kept.members.get(m.id)! : undefined;
    const id: KeptId = memberNew[position]!.url ? { url: memberNew[position]!.url, mode: m.uploadMode } : (known ?? { url: null, mode: m.uploadMode });
    return {
      ...(known ? { id: m.id } : {}),
      rsvpId,
      position,
      name: m.name,
      gender: m.gender,
      ...dining(m, attending),
      idProofUrl: id.url,
      uploadMode: id.url ? id.mode : null,
      // Kept people keep their "deleted on" mark until they send a new document.
      idDeletedAt: memberNew[position]!.url ? null : (known?.deletedAt ?? null),
      idDeletedBy: memberNew[position]!.url ? null : (known?.deletedBy ?? null),
    };
  });
  const memberIds = await insertFamilyMembers(trx, memberRows);
  const childIds = await insertChildren(
    trx,
    people.children.map((c, position) => ({
      ...(c.id !== undefined && kept?.childIds.has(c.id) ? { id: c.id } : {}),
      rsvpId,
      position,
      name: c.name,
      age: c.age,
    })),
  );
  for (const name of claims) {
    if (!(await claimIdFile(trx, name, rsvpId, at))) throw badRequest(RSVP_MESSAGES.fileNotFound);
  }
  await writeTravel(trx, rsvpId, input.travel);
  await writePersonEvents(trx, rsvpId, attending, !kept, [
    { kind: "primary", personId: PRIMARY_PERSON, events: input.events },
    ...people.family.map((m, i) => ({ kind: "member" as const, personId: memberIds[i]!, events: m.events })),
    ...people.children.map((c, i) => ({ kind: "child" as const, personId: childIds[i]!, events: c.events })),
  ]);
}

/** The party's travel (the couple's cars kept); a point id that is not a pickup point is a 400. */
async function writeTravel(trx: Trx, rsvpId: string, travel: RsvpSubmission["travel"]) {
  if (travel) {
    for (const [id, field] of [
      [travel.arrivalPointId, "Pickup point"],
      [travel.departurePointId, "Drop point"],
    ] as const) {
      if (id !== null && !(await findPickupPoint(trx, id))) throw badRequest(TRAVEL_MESSAGES.unknownPoint(field));
    }
  }
  await replaceTravel(trx, rsvpId, travel);
}

/**
 * Who of the reply joins which asked celebration. A person without `events` joins every asked one (the
 * spec's own payload has none); an id that is not an asked event is a 400; a declined reply joins nothing.
 */
async function writePersonEvents(
  trx: Trx,
  rsvpId: string,
  attending: boolean,
  fresh: boolean,
  people: { kind: PersonKind; personId: number; events?: number[] }[],
) {
  const asked = attending ? await askedEventIds(trx) : [];
  const askedSet = new Set(asked);
  const rows = people.flatMap(({ kind, personId, events }) => {
    if (!attending) return [];
    const chosen = events === undefined ? asked : [...new Set(events)];
    if (chosen.some((id) => !askedSet.has(id))) throw badRequest(MESSAGES.unknownEvent);
    return chosen.map((eventId) => ({ kind, personId, eventId }));
  });
  await replacePersonEvents(trx, rsvpId, rows, fresh);
}

/** Refuses guests' writes once the reply-by date has passed (the couple may still enter replies). */
export async function assertRepliesOpen(db: DB | Trx, now: Date) {
  const row = await replyDeadline(db);
  if (row?.rsvpDeadline && repliesClosed(row.rsvpDeadline, now, row.timeZone)) {
    throw new TRPCError({ code: "FORBIDDEN", message: DEADLINE_MESSAGES.closed(row.rsvpDeadline) });
  }
}

const responseFor = (secret: string, rsvpId: string, version: number): RsvpSubmitResponse => {
  const { editToken, editUrl } = editLinkOf(secret, rsvpId, version);
  return { success: true, rsvpId, editToken, editUrl };
};

/**
 * A new reply. From a guest (`asGuest`): refused after the reply-by date and when the phone already has
 * a reply (409: they change it through their link). The couple may enter a second reply on purpose.
 * One transaction: the checks and the rows it writes stand or fall together.
 */
export async function submitRsvp(
  deps: ReplyDeps,
  input: RsvpSubmission,
  opts: { asGuest: boolean; onRetry?: () => void; samePhoneOk?: boolean } = { asGuest: true },
): Promise<RsvpSubmitResponse> {
  const { db, config } = deps;
  const key = input.idempotencyKey ?? null;
  const attending = input.rsvpStatus === "yes";
  const rsvpId = crypto.randomUUID();
  const at = deps.now().toISOString();
  const link = editLinkOf(config.appSecret, rsvpId, 1);
  const stored = await db.transaction().execute(async (trx) => {
    // A retry of a form already stored answers that reply (also after the reply-by date).
    const earlier = key ? await findRsvpByIdempotencyKey(trx, key) : undefined;
    if (earlier) return earlier;
    if (opts.asGuest) {
      await assertRepliesOpen(trx, deps.now());
      // A household's invitation is its own identity: a relative who answered the open form earlier does not block it.
      if (!opts.samePhoneOk && (await findRsvpIdByPhone(trx, input.primaryGuestPhone))) throw conflict(MESSAGES.duplicatePhone);
    }
    // The row first (people reference it), then its people and claims.
    const primary = attending ? idProofOf(input) : { url: null, names: [] };
    await insertRsvp(trx, {
      id: rsvpId,
      ...replyRowFields(input, { url: primary.url, mode: input.uploadMode }),
      idempotencyKey: key,
      createdAt: at,
      editVersion: 1,
      editTokenHash: link.editTokenHash,
    });
    // A first reply that declines lists nobody else (the form hides them); its own uploads are not claimed.
    const declined = { ...input, uploadedFileName: null, frontIdFileName: null, backIdFileName: null };
    await writePeople(
      trx,
      rsvpId,
      attending ? input : declined,
      attending ? { family: input.familyMembers, children: input.children } : { family: [], children: [] },
      at,
    );
    return undefined;
  });
  if (stored) {
    opts.onRetry?.(); // a retry stores nothing, so it is not charged
    return responseFor(config.appSecret, stored.id, stored.editVersion);
  }
  return { success: true, rsvpId, editToken: link.editToken, editUrl: link.editUrl };
}

/**
 * Replaces an existing reply (its row, family and children) in one transaction. People named by id
 * keep their ID documents unless new uploads are given; documents no longer referenced are deleted:
 * their rows in the same transaction, their files right after it. A reply that changes to no keeps no
 * documents (their purpose has ended; each person gets a "deleted on" mark), but keeps its people
 * (without dining) so a guest who changes back loses nothing.
 */
export async function replaceRsvp(deps: ReplyDeps, rsvpId: string, input: RsvpSubmission): Promise<void> {
  const { db } = deps;
  const at = deps.now().toISOString();
  const declined = input.rsvpStatus !== "yes";
  const dropped = await db.transaction().execute(async (trx) => {
    const before = await idFileNamesOf(trx, rsvpId);
    const row = await trx.selectFrom("rsvps").select(["idProofUrl", "uploadMode", "idDeletedAt", "idDeletedBy"]).where("id", "=", rsvpId).executeTakeFirst();
    if (!row) throw notFound(MESSAGES.unknownLink);
    const members = await trx
      .selectFrom("familyMembers")
      .select(["id", "idProofUrl", "uploadMode", "idDeletedAt", "idDeletedBy"])
      .where("rsvpId", "=", rsvpId)
      .execute();
    const children = await trx.selectFrom("children").select("id").where("rsvpId", "=", rsvpId).execute();
    const keep = (k: KeptId): KeptId => (declined && k.url ? { url: null, mode: null, deletedAt: at, deletedBy: "declined" } : k);
    const primary = keep({ url: row.idProofUrl, mode: row.uploadMode, deletedAt: row.idDeletedAt, deletedBy: row.idDeletedBy });
    await writePeople(trx, rsvpId, declined ? withoutUploads(input) : input, { family: input.familyMembers, children: input.children }, at, {
      primary,
      members: new Map(members.map((m) => [m.id, keep({ url: m.idProofUrl, mode: m.uploadMode, deletedAt: m.idDeletedAt, deletedBy: m.idDeletedBy })])),
      childIds: new Set(children.map((c) => c.id)),
    });
    if (declined && row.idProofUrl) await trx.updateTable("rsvps").set({ idDeletedAt: at, idDeletedBy: "declined" }).where("id", "=", rsvpId).execute();
    const after = new Set(await idFileNamesOfReferences(trx, rsvpId));
    const gone = before.filter((name) => !after.has(name));
    if (gone.length) await trx.deleteFrom("storedFiles").where("kind", "=", "id").where("name", "in", gone).execute();
    return gone;
  });
  for (const name of dropped) await removeIdFile(deps.config.filesDir, name).catch(() => undefined);
}

/** A declined change sends no documents: uploads it names stay unclaimed (and are swept). */
const withoutUploads = (input: RsvpSubmission): RsvpSubmission => ({
  ...input,
  uploadedFileName: null,
  frontIdFileName: null,
  backIdFileName: null,
  familyMembers: input.familyMembers.map((m) => ({ ...m, uploadedFileName: null, frontIdFileName: null, backIdFileName: null })),
});

/** The ID document names the reply's rows point at now (claimed files no longer pointed at are dropped). */
async function idFileNamesOfReferences(db: DB | Trx, rsvpId: string): Promise<string[]> {
  const [rsvp, members] = await Promise.all([
    db.selectFrom("rsvps").select("idProofUrl").where("id", "=", rsvpId).executeTakeFirst(),
    db.selectFrom("familyMembers").select("idProofUrl").where("rsvpId", "=", rsvpId).execute(),
  ]);
  return idFileNamesIn([rsvp?.idProofUrl, ...members.map((m) => m.idProofUrl)]);
}
