import type { Travel } from "../../../shared/schemas/travel";
import { phoneFieldValue } from "../../../shared/phone-text";
import type { RsvpFormValues } from "../../../shared/reply-form-values";
import { travelToFormValues } from "./travel-values";

export type { RsvpFormValues } from "../../../shared/reply-form-values";
export { blankChild, blankMember, emptyForm } from "../../../shared/reply-form-values";

/** A per-form key so a double tap or a retry after a lost answer creates one RSVP (works on plain http too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

type Enum = string | null | undefined;
/** A stored person's ID document: "on file" (guest view) or its private path (the couple's view). */
type StoredId = { hasIdDocument?: boolean; idProofUrl?: string | null; uploadMode?: Enum };
const onFile = (p: StoredId) => Boolean(p.hasIdDocument ?? p.idProofUrl);
const noUpload = (p: StoredId) => ({
  uploadedFileName: "",
  frontIdFileName: "",
  backIdFileName: "",
  uploadMode: (p.uploadMode === "separate" ? "separate" : "single") as "single" | "separate",
  hasIdDocument: onFile(p),
});

/** A stored reply as it is read back: the guest's (guest.myRsvp) or the couple's (admin list). */
export interface StoredReply extends StoredId {
  primaryGuestName: string;
  primaryGuestPhone: string;
  primaryGuestGender: Enum;
  rsvpStatus: string;
  dietaryPreference: Enum;
  beveragePreference: Enum;
  needsMakeupArtist: boolean;
  makeupCount: number;
  specialRequests: string | null;
  /** Asked celebrations (timeline event ids) this person joins. */
  events?: number[];
  familyMembers: (StoredId & {
    id: number;
    name: string;
    events?: number[];
    gender: Enum;
    dietaryPreference: Enum;
    beveragePreference: Enum;
    needsMakeupArtist: boolean;
    makeupCount: number;
  })[];
  children: { id: number; name: string; age: number | null; events?: number[] }[];
  /** How the party travels; null: not given. */
  travel?: Travel | null;
  /** When the guest agreed to share the reply's ID documents with the hotel; null: never. */
  idConsentAt?: string | null;
}

/** The consent the guest gave, while a document it covers is still on file (else it is asked again). */
export function consentOnFile(r: StoredReply): string | null {
  const anyOnFile = onFile(r) || r.familyMembers.some(onFile);
  return anyOnFile && r.idConsentAt ? r.idConsentAt : null;
}

/**
 * The form's values for an existing reply: every family member and child keeps their `id` (the server
 * then keeps their ID document), nothing is uploaded yet, who has a document on file is marked, and each
 * person's `events` (the celebrations they join) come along when attending.
 */
export function replyToFormValues(r: StoredReply): RsvpFormValues {
  const e = (v: Enum) => (v ?? "") as never;
  // Who joins which celebration; a declined reply joins none, so a switch back to yes starts all ticked.
  const ev = (events: number[] | undefined) => (r.rsvpStatus === "yes" && events ? { events: [...events] } : {});
  return {
    primaryGuestName: r.primaryGuestName,
    primaryGuestPhone: phoneFieldValue(r.primaryGuestPhone),
    primaryGuestGender: e(r.primaryGuestGender),
    rsvpStatus: r.rsvpStatus as "yes" | "no",
    dietaryPreference: e(r.dietaryPreference),
    beveragePreference: e(r.beveragePreference),
    needsMakeupArtist: r.needsMakeupArtist,
    makeupCount: r.makeupCount,
    specialRequests: r.specialRequests ?? "",
    ...ev(r.events),
    ...noUpload(r),
    // Shown as given while a document it covers is on file; asked again once none is.
    idConsent: consentOnFile(r) !== null,
    familyMembers: r.familyMembers.map((m) => ({
      id: m.id,
      name: m.name,
      ...ev(m.events),
      gender: e(m.gender),
      dietaryPreference: e(m.dietaryPreference),
      beveragePreference: e(m.beveragePreference),
      needsMakeupArtist: m.needsMakeupArtist,
      makeupCount: m.makeupCount,
      ...noUpload(m),
    })),
    children: r.children.map((c) => ({ id: c.id, name: c.name, age: (c.age ?? "") as number, ...ev(c.events) })),
    travel: travelToFormValues(r.travel),
  };
}

/**
 * After a change is saved: what the guest had in the form (dining choices of a declined reply included,
 * so switching back to yes loses nothing), with the ids and "on file" marks of the saved reply and no
 * pending uploads (they are claimed now). People left out of the save (a blank name) are dropped.
 */
export function mergeSaved(values: RsvpFormValues, saved: StoredReply): RsvpFormValues {
  const named = <T extends { name?: unknown }>(list: T[]) => list.filter((p) => String(p.name ?? "").trim() !== "");
  const members = named(values.familyMembers);
  const children = named(values.children);
  return {
    ...values,
    ...noUpload({ ...saved, uploadMode: saved.hasIdDocument || saved.idProofUrl ? saved.uploadMode : values.uploadMode }),
    familyMembers: members.map((m, i) => {
      const s = saved.familyMembers[i];
      return s ? { ...m, ...noUpload({ ...s, uploadMode: onFile(s) ? s.uploadMode : m.uploadMode }), id: s.id } : m;
    }),
    children: children.map((c, i) => (saved.children[i] ? { ...c, id: saved.children[i]!.id } : c)),
  };
}
