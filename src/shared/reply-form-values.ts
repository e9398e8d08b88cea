/**
 * The RSVP form's values while a guest types, and its blank shapes, without any React: the browser's form
 * and the server's no-JavaScript door (modules/rsvp/form-post.ts) read and build the very same shapes.
 */
import type { TRsvpSubmission } from "./schemas/rsvp";
import type { TRAVEL_MODES } from "./schemas/travel-messages";

export type TravelMode = (typeof TRAVEL_MODES)[number];

/** What the form holds for travel while the guest types ("" for anything not given). */
export interface TravelFormValues {
  arrivalAt: string;
  arrivalMode: "" | TravelMode;
  arrivalNumber: string;
  arrivalPointId: string;
  needsPickup: boolean;
  departureAt: string;
  departureMode: "" | TravelMode;
  departureNumber: string;
  departurePointId: string;
  needsDrop: boolean;
}

/** An existing person's ID document is on file (shown as such; the schema drops this key before sending). */
type OnFile = { hasIdDocument?: boolean };
type MemberValues = NonNullable<TRsvpSubmission["familyMembers"]>[number] & OnFile;

/** What the form holds while the guest types (the shared schema's input shape). */
export type RsvpFormValues = Omit<TRsvpSubmission, "familyMembers" | "children" | "travel"> &
  OnFile & {
    familyMembers: MemberValues[];
    children: NonNullable<TRsvpSubmission["children"]>;
    /** The Travel section ("" for anything not given); sent as null when nothing is filled in. */
    travel?: TravelFormValues | null;
  };

export const blankTravel = (): TravelFormValues => ({
  arrivalAt: "",
  arrivalMode: "",
  arrivalNumber: "",
  arrivalPointId: "",
  needsPickup: false,
  departureAt: "",
  departureMode: "",
  departureNumber: "",
  departurePointId: "",
  needsDrop: false,
});

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
  idConsent: false,
  travel: blankTravel(),
});
