/**
 * guest.submitRsvp: the RSVP, its family members and children, and the claim of every referenced
 * ID upload, all in one transaction (a missing or already claimed file rolls everything back).
 */
import crypto from "node:crypto";
import type { DB } from "../../../../db/connect";
import { joinIdProof } from "../../../shared/id-proof";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { badRequest } from "../../trpc/errors";
import { claimIdFile, findRsvpIdByIdempotencyKey, insertChildren, insertFamilyMembers, insertRsvp } from "./queries";

export const RSVP_MESSAGES = {
  fileNotFound: "An uploaded ID file was not found. Please upload it again.",
  fileReused: "The same uploaded ID file was used more than once. Please upload each file separately.",
} as const;

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

const isIdempotencyConflict = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return typeof e?.code === "string" && e.code.startsWith("SQLITE_CONSTRAINT") && /idempotency_key/.test(e.message ?? "");
};

export async function submitRsvp(deps: { db: DB; now: () => Date }, input: RsvpSubmission): Promise<{ success: true; rsvpId: string }> {
  const { db } = deps;
  const key = input.idempotencyKey ?? null;
  if (key) {
    const existing = await findRsvpIdByIdempotencyKey(db, key);
    if (existing) return { success: true, rsvpId: existing };
  }

  const attending = input.rsvpStatus === "yes";
  const family = attending ? input.familyMembers : [];
  const children = attending ? input.children : [];
  const primaryId = attending ? idProofOf(input) : { url: null, names: [] };
  const familyIds = family.map((m) => idProofOf(m));

  const names = [...primaryId.names, ...familyIds.flatMap((p) => p.names)];
  if (new Set(names).size !== names.length) throw badRequest(RSVP_MESSAGES.fileReused);

  const rsvpId = crypto.randomUUID();
  const at = deps.now().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await insertRsvp(trx, {
        id: rsvpId,
        primaryGuestName: input.primaryGuestName,
        primaryGuestPhone: input.primaryGuestPhone,
        primaryGuestGender: input.primaryGuestGender,
        rsvpStatus: input.rsvpStatus,
        dietaryPreference: attending ? input.dietaryPreference : null,
        beveragePreference: attending ? input.beveragePreference : null,
        needsMakeupArtist: attending && input.needsMakeupArtist ? 1 : 0,
        makeupCount: attending && input.needsMakeupArtist ? input.makeupCount : 0,
        idProofUrl: primaryId.url,
        uploadMode: attending ? input.uploadMode : null,
        specialRequests: input.specialRequests,
        idempotencyKey: key,
        createdAt: at,
      });
      await insertFamilyMembers(
        trx,
        family.map((m, position) => ({
          rsvpId,
          position,
          name: m.name,
          gender: m.gender,
          dietaryPreference: m.dietaryPreference,
          beveragePreference: m.beveragePreference,
          needsMakeupArtist: m.needsMakeupArtist ? 1 : 0,
          makeupCount: m.needsMakeupArtist ? m.makeupCount : 0,
          idProofUrl: familyIds[position]!.url,
          uploadMode: m.uploadMode,
        })),
      );
      await insertChildren(
        trx,
        children.map((c, position) => ({ rsvpId, position, name: c.name, age: c.age })),
      );
      for (const name of names) {
        if (!(await claimIdFile(trx, name, rsvpId, at))) throw badRequest(RSVP_MESSAGES.fileNotFound);
      }
    });
  } catch (error) {
    if (key && isIdempotencyConflict(error)) {
      const existing = await findRsvpIdByIdempotencyKey(db, key);
      if (existing) return { success: true, rsvpId: existing };
    }
    throw error;
  }
  return { success: true, rsvpId };
}
