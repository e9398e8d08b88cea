import { MailOpen, MessageCircle } from "lucide-react";
import { MESSAGES } from "../../shared/schemas/rsvp-messages";

export const MESSAGE_THE_COUPLE = "Message the couple";

/** wa.me wants the number's digits only: "+919876543210" -> https://wa.me/919876543210. */
export const waLink = (e164: string) => `https://wa.me/${e164.replace(/\D/g, "")}`;

/** In place of the open form when the couple takes replies by invitation only. */
export function InviteOnlyNotice({ contactPhone }: { contactPhone: string | null }) {
  return (
    <div
      role="status"
      className="grid justify-items-center gap-5 rounded-3xl border border-gold-light bg-ivory p-6 text-center shadow-sm sm:p-8"
      data-testid="invite-only"
    >
      <MailOpen className="size-8 text-wine" aria-hidden />
      <p className="text-lg leading-relaxed text-ink">{MESSAGES.inviteOnly}</p>
      {contactPhone && (
        <a
          href={waLink(contactPhone)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-wine px-7 text-sm font-semibold text-white transition hover:bg-wine-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine"
        >
          <MessageCircle className="size-4" aria-hidden /> {MESSAGE_THE_COUPLE}
        </a>
      )}
    </div>
  );
}
