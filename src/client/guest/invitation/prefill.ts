import type { Invitation } from "../../../shared/schemas/households";
import { blankMember, emptyForm, type RsvpFormValues } from "../rsvp/form-types";

/** The reply form for a household that has not replied: its first expected name is the primary guest, the rest family members. */
export function invitationFormValues(invitation: Pick<Invitation, "guests">): RsvpFormValues {
  const [first = "", ...others] = invitation.guests;
  return { ...emptyForm(), primaryGuestName: first, familyMembers: others.map((name) => ({ ...blankMember(), name })) };
}
