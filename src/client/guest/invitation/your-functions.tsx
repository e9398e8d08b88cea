/** "Your functions": each function the party comes to, in order, with its map link and "Add to calendar". */
import { CalendarPlus, Clock, MapPin, Shirt, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { YourEvent } from "../../../shared/schemas/your-wedding";
import { useWedding } from "../use-wedding";
import type { YourWeddingStrings } from "./your-wedding-strings";

export const pillClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-wine px-4 text-sm font-semibold text-wine transition hover:bg-blush focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function YourFunctions({ events, text, calendarUrl }: { events: YourEvent[]; text: YourWeddingStrings; calendarUrl: (eventId?: number) => string }) {
  const { savedWeddingDate } = useWedding();
  const icon = "mt-0.5 size-4 text-gold";
  return (
    <section aria-labelledby="your-functions-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="your-functions-title" className="text-3xl font-medium">
          {text.functionsTitle}
        </h3>
        {events.length > 1 && (
          <a href={calendarUrl()} download className={pillClass} data-testid="add-all-to-calendar">
            <CalendarPlus className="size-4" aria-hidden />
            {text.addAll}
          </a>
        )}
      </div>
      {events.length === 0 ? (
        <p className="mt-4 text-muted">{text.noFunctions}</p>
      ) : (
        <ol className="mt-5 grid gap-4" data-testid="your-functions">
          {events.map((e) => (
            <li key={e.id} className="min-w-0 rounded-3xl border border-gold-light bg-ivory/80 p-5 shadow-sm sm:p-6" data-testid="your-function">
              <p className="text-sm font-medium text-gold-ink">{text.day(savedWeddingDate, e.day)}</p>
              <h4 className="mt-1 font-display text-2xl leading-tight font-medium text-wine [overflow-wrap:anywhere]">{e.eventName}</h4>
              <dl className="mt-4 grid gap-2 text-sm">
                <Row icon={<Clock className={icon} aria-hidden />} label={text.when}>
                  {text.time(e.time, e.toTime)}
                </Row>
                <Row icon={<MapPin className={icon} aria-hidden />} label={text.where}>
                  {e.place}
                </Row>
                {e.dressCode && (
                  <Row icon={<Shirt className={icon} aria-hidden />} label={text.dressCode}>
                    <span className="text-muted" aria-hidden>
                      {text.dressCode}:{" "}
                    </span>
                    {e.dressCode}
                  </Row>
                )}
                {e.who && (
                  <Row icon={<Users className={icon} aria-hidden />} label={text.coming}>
                    {e.who.join(", ")}
                  </Row>
                )}
              </dl>
              {e.description && <p className="mt-3 text-sm leading-relaxed text-ink/80">{e.description}</p>}
              <div className="mt-4 flex flex-wrap gap-2">
                <a href={calendarUrl(e.id)} download className={pillClass} aria-label={`${text.addToCalendar}: ${e.eventName}`}>
                  <CalendarPlus className="size-4" aria-hidden />
                  {text.addToCalendar}
                </a>
                <a href={e.mapUrl} target="_blank" rel="noopener noreferrer" className={pillClass} aria-label={`${text.openMap}: ${e.place}`}>
                  <MapPin className="size-4" aria-hidden />
                  {text.openMap}
                </a>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
