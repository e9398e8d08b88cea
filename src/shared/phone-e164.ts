/**
 * Phones as the families write them ("98765 43210", "+91-98765-43210", "09876543210"), read by libphonenumber-js
 * with India as the default country: ten digits, a leading 0 or +91 all give the same E.164 number.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";

export const DEFAULT_PHONE_COUNTRY = "IN";

/** The number in E.164 ("+919876543210"), or null when the text holds no valid number. */
export function toE164(raw: string): string | null {
  const text = raw.trim();
  if (!/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** "+91 98765 43210": an E.164 number spaced as people read it; anything else as written. */
export function phoneText(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
