/**
 * A household's latest message sent by the server through WhatsApp, under its status: "Reminder · Read · 12 Feb,
 * 6:10 PM", in small muted text; a failure says why in the row's own words (title and code from WhatsApp).
 */
import type { LastSend } from "../../../shared/schemas/whatsapp-status";
import { venueTime } from "../venue-time";

const KIND = { invitation: "Invitation", reminder: "Reminder", announcement: "Update" } as const;
const STATUS = { queued: "Waiting to send", sent: "Sent", delivered: "Delivered", read: "Read", failed: "Not delivered" } as const;

export function LastSendLine({ send, zone }: { send: LastSend; zone: string }) {
  const when = venueTime(send.at, zone);
  const failed = send.status === "failed";
  return (
    <span className={`max-w-56 text-xs ${failed ? "text-nonveg" : "text-muted"}`} title={failed && send.error ? send.error : undefined}>
      <span className="whitespace-nowrap">
        WhatsApp {KIND[send.kind].toLowerCase()}: {STATUS[send.status]}
        {when && <span className="tabular-nums"> · {when}</span>}
      </span>
      {failed && send.error && <span className="block break-words">{send.error}</span>}
    </span>
  );
}
