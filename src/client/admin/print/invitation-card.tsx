/**
 * One household's invitation card for /admin/print/invitation-cards: its name, the couple, the dates and venue, its
 * functions with their days and times, and the QR code of its personal link with the link written out short.
 */
import { dayLabel } from "../../../shared/day-labels";
import type { Household } from "../../../shared/schemas/households";
import type { TimelineEvent } from "../../../shared/schemas/timeline";
import { formatTimeRange } from "../../../shared/time-range";
import type { WeddingView } from "../../../shared/wedding-view";
import { cn } from "../../ui/cn";
import { QrCode } from "../../ui/qr-code";

export type CardsPerPage = 4 | 8;

/** The functions on a household's invitation: every asked one it is invited to (all for null), in itinerary order. */
export const cardEvents = (h: Household, asked: readonly TimelineEvent[]) => (h.events === null ? asked : asked.filter((e) => h.events!.includes(e.id)));

export function InvitationCard({
  household,
  events,
  w,
  origin,
  perPage,
}: {
  household: Household;
  events: readonly TimelineEvent[];
  w: WeddingView;
  origin: string;
  perPage: CardsPerPage;
}) {
  const url = `${origin}${household.inviteUrl}`;
  const short = url.replace(/^https?:\/\//, "");
  const small = perPage === 8;
  return (
    <article
      data-testid="invitation-card"
      data-url={url}
      className={cn(
        "flex min-h-0 min-w-0 gap-3 overflow-hidden rounded-md border border-dashed border-ink/40 bg-white text-ink",
        small ? "p-[4mm]" : "flex-col p-[6mm]",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className={cn("tracking-wide text-muted uppercase print:text-ink", small ? "text-[6.5pt]" : "text-[8pt]")}>Wedding invitation</p>
        <h2 className={cn("font-serif leading-tight font-semibold [overflow-wrap:anywhere]", small ? "text-[11pt]" : "text-[16pt]")}>{household.name}</h2>
        <p className={cn("mt-1", small ? "text-[7.5pt]" : "text-[10pt]")}>
          {w.groomName} &amp; {w.brideName} · {w.datesLabel}
        </p>
        <p className={cn("text-muted print:text-ink", small ? "text-[7pt]" : "text-[9pt]")}>{w.venue}</p>
        {events.length > 0 && (
          <ul className={cn("mt-1.5 grid", small ? "text-[7pt] leading-tight" : "gap-0.5 text-[9pt]")}>
            {(small ? events.slice(0, 4) : events).map((e) => (
              <li key={e.id} className="[overflow-wrap:anywhere]">
                <span className="font-medium">{e.eventName}</span> · {dayLabel(w.savedWeddingDate, e.day)}, {formatTimeRange(e.time, e.toTime)}
              </li>
            ))}
            {small && events.length > 4 && <li>and {events.length - 4} more</li>}
          </ul>
        )}
      </div>
      <div className={cn("flex shrink-0 flex-col items-center", !small && "mt-auto flex-row items-end gap-3")}>
        <QrCode value={url} label={`QR code of ${household.name}'s invitation link`} className={small ? "size-[26mm]" : "size-[34mm]"} />
        <p className={cn("font-mono break-all", small ? "mt-0.5 w-[26mm] text-[5pt] leading-tight" : "min-w-0 flex-1 text-[7pt]")}>{short}</p>
      </div>
    </article>
  );
}
