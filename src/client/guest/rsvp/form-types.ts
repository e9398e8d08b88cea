import type { TRsvpSubmission } from "../../../shared/schemas/rsvp";

/** What the form holds while the guest types (the shared schema's input shape). */
export type RsvpFormValues = Omit<TRsvpSubmission, "familyMembers" | "children"> & {
  familyMembers: NonNullable<TRsvpSubmission["familyMembers"]>;
  children: NonNullable<TRsvpSubmission["children"]>;
};

/** A blank family member (guest spec: empty name, gender, dietary and beverage, no makeup, count 0, no file). */
export const blankMember = (): RsvpFormValues["familyMembers"][number] => ({
  name: "",
  gender: "",
  dietaryPreference: "",
  beveragePreference: "",
  needsMakeupArtist: false,
  makeupCount: 0,
  uploadedFileName: "",
  frontIdFileName: "",
  backIdFileName: "",
  uploadMode: "single",
});

export const blankChild = (): RsvpFormValues["children"][number] => ({ name: "", age: "" as unknown as number });

export const emptyForm = (): RsvpFormValues => ({
  primaryGuestName: "",
  primaryGuestPhone: "",
  primaryGuestGender: "",
  rsvpStatus: undefined as unknown as "yes",
  dietaryPreference: "",
  beveragePreference: "",
  needsMakeupArtist: false,
  makeupCount: 0,
  specialRequests: "",
  familyMembers: [],
  children: [],
  uploadedFileName: "",
  frontIdFileName: "",
  backIdFileName: "",
  uploadMode: "single",
});

/** A per-form key so a double tap or a retry after a lost answer creates one RSVP (works on plain http too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
