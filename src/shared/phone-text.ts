/**
 * Stored phones (E.164, or text kept as it was when it could not be read) turned into what a link or a form
 * needs, without libphonenumber-js so the guest form and the dashboard's links stay light.
 */

/** The digits wa.me wants, country code first ("+447400123456" -> "447400123456"); null when there are none. */
export function waDigits(stored: string): string | null {
  const digits = stored.replace(/\D/g, "");
  if (!digits) return null;
  // A bare ten-digit number (kept from before numbers carried their country code) is Indian.
  return !stored.trim().startsWith("+") && digits.length === 10 ? `91${digits}` : digits;
}

/** https://wa.me/<digits>?text=…: opens the couple's own WhatsApp on that number with the text ready. */
export function waLink(stored: string, text?: string): string {
  const digits = waDigits(stored) ?? "";
  return `https://wa.me/${digits}${text === undefined ? "" : `?text=${encodeURIComponent(text)}`}`;
}

/** What the reply form's phone field shows for a stored number: an Indian number as its ten digits, others with their "+". */
export function phoneFieldValue(stored: string): string {
  return /^\+91\d{10}$/.test(stored) ? stored.slice(3) : stored;
}
