/** The guest's private reply link as the couple hands it on: the absolute address, the WhatsApp message; the "Updated" line. */
import { waLink } from "../../../shared/phone-text";
import { formatReplyDate } from "../../../shared/reply-deadline";
import { venueTime } from "../venue-time";

/** The absolute link of a same-origin path such as /rsvp/<token>. */
export function guestLink(editUrl: string, origin = window.location.origin): string {
  return new URL(editUrl, origin).href;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** A kind note to go with the link; mentions the reply-by date when the couple set one. */
export function linkMessage(guestName: string, link: string, replyBy?: string | null): string {
  const hello = firstName(guestName) ? `Hello ${firstName(guestName)}!` : "Hello!";
  const until = replyBy ? ` (until ${formatReplyDate(replyBy)})` : "";
  return `${hello} Thank you for your RSVP to our wedding. Here is your own link to see or change your reply${until}:\n${link}`;
}

/** https://wa.me/<country code and number>?text=<message>: opens the couple's own WhatsApp with the note ready to send. */
export function whatsAppHref(phone: string, message: string): string {
  return waLink(phone, message);
}

/** "Updated 3 Nov 2025, 14:05 IST", or null for a reply nobody changed. */
export const updatedText = (iso: string | null | undefined, timeZone?: string) => {
  const at = venueTime(iso, timeZone);
  return at ? `Updated ${at}` : null;
};
