/**
 * Phones as the families write them ("98765 43210", "+91-98765-43210", "09876543210"), read by libphonenumber-js
 * with India as the default country: ten digits, a leading 0 or +91 all give the same E.164 number.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { PHONE_DIGITS } from "./constants";
import { MESSAGES } from "./schemas/rsvp-messages";

export const DEFAULT_PHONE_COUNTRY = "IN";

/** The number in E.164 ("+919876543210"), or null when the text holds no valid number. */
export function toE164(raw: string): string | null {
  const text = raw.trim();
  if (!/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return parsed && parsed.isValid() ? parsed.number : null;
}

export type GuestPhone = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A reply's phone. Without a "+" (or "00") it is Indian and the spec's rule holds: exactly ten digits (a trunk
 * "0" or a bare "91" in front is dropped), with the spec's message otherwise; any ten digits pass, as before
 * numbers were stored in E.164. With a country code it must be a valid number of that country (+91: ten digits).
 */
export function parseGuestPhone(raw: string): GuestPhone {
  const text = raw.trim();
  if (!/^[\d\s()+./-]*$/.test(text) || (text.includes("+") && !text.startsWith("+"))) return { ok: false, message: MESSAGES.phoneJunk };
  const digits = text.replace(/\D/g, "");
  const international = text.startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : null;
  if (international === null) {
    const national =
      digits.length === PHONE_DIGITS + 1 && digits.startsWith("0")
        ? digits.slice(1)
        : digits.length === PHONE_DIGITS + 2 && digits.startsWith("91")
          ? digits.slice(2)
          : digits;
    return national.length === PHONE_DIGITS ? { ok: true, e164: `+91${national}` } : { ok: false, message: MESSAGES.phone };
  }
  if (international.startsWith("91")) {
    const national = international.slice(2).replace(/^0/, "");
    return national.length === PHONE_DIGITS ? { ok: true, e164: `+91${national}` } : { ok: false, message: MESSAGES.phone };
  }
  if (international.length === 0) return { ok: false, message: MESSAGES.phone };
  const parsed = parsePhoneNumberFromString(`+${international}`);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false, message: MESSAGES.phoneAbroad };
}

/** "+91 98765 43210", "+44 7400 123456": a stored number spaced as people read it; anything unparseable as stored. */
export function phoneForDisplay(stored: string): string {
  const india = /^\+91(\d{5})(\d{5})$/.exec(stored);
  if (india) return `+91 ${india[1]} ${india[2]}`;
  if (!stored.startsWith("+")) return stored;
  const parsed = parsePhoneNumberFromString(stored);
  return parsed ? parsed.formatInternational() : stored;
}
