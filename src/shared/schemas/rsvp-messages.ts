/**
 * The RSVP form's sentences, without zod: the guest's form shows them while its validation (zod and the
 * schemas) is still on its way (issue 18). The schemas in rsvp.ts use the same ones.
 */
import { CHILD_AGE_MAX, CHILD_AGE_MIN, MAKEUP_MAX, PHONE_DIGITS } from "../constants";

/** The consent the ID section asks for, word for word (issue 17, item 4). */
export const ID_CONSENT_LABEL = "I agree that the couple may share this document with the hotel for check-in";

export const MESSAGES = {
  name: "Name is required",
  phone: `Phone number must be exactly ${PHONE_DIGITS} digits`,
  phoneJunk: "Please write your phone number in digits, such as 98765 43210. From abroad, start with + and your country code, such as +44 7400 123456.",
  phoneAbroad: "This number looks too short or too long for its country code. Please check it, for example +44 7400 123456.",
  attendance: "Please select your attendance",
  childName: "Child name is required",
  childAge: `Age must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`,
  makeupCount: `Makeup count must be between 1 and ${MAKEUP_MAX}`,
  fileName: "Unknown uploaded file",
  duplicatePhone:
    "We already have a reply for this phone number. Open the link from your confirmation to change it, or ask the couple to send it to you again.",
  unknownLink: "This reply link is not valid any more. Please ask the couple to send you a new one.",
  events: "Please choose the celebrations from the list.",
  unknownEvent: "One of the chosen celebrations is not on the list any more. Please reload the page and choose again.",
  inviteOnly: "Replies are by invitation. Please use the link from your invitation.",
  idConsent: `Please tick "${ID_CONSENT_LABEL}" to send an ID document with your reply.`,
} as const;
