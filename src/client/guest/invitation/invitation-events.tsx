import { Clock, MapPin, Shirt } from "lucide-react";
import type { Invitation } from "../../../shared/schemas/households";
import { useWedding } from "../use-wedding";
import type { InvitationStrings } from "./strings";

/** The functions this household is invited to, and only those: day, time, place and dress code. */
export function InvitationEvents({ events, text }: { events: Invitation["events"]; text: InvitationStrings }) {
  const { savedWeddingDate } = useWedding();
  return (
    <section aria-labelledby="invited-events-title" className="mt-14">
      <div className="text-center">
        <p className={text.eyebrowClass}>{text.eventsEyebrow}</p>
        <h2 id="invited-events-title" className="mt-3 text-4xl font-medium sm:text-5xl">
          {text.eventsTitle}
        </h2>
      </div>
      {events.length === 0 ? (
        <p className="mt-6 text-center text-muted">{text.noEvents}</p>
      ) : (
        <ul className={`mt-8 grid gap-4 ${events.length > 1 ? "sm:grid-cols-2" : "mx-auto max-w-md"}`} data-testid="invited-events">
          {events.map((e) => (
            <li key={e.id} className="min-w-0 rounded-3xl border border-gold-light bg-ivory/80 p-5 shadow-sm sm:p-6" data-testid="invited-event">
              <h3 className="font-display text-2xl leading-tight font-medium text-wine [overflow-wrap:anywhere]">{e.eventName}</h3>
              <dl className="mt-4 grid gap-2 text-sm">
                <div className="flex items-start gap-2">
                  <dt className="shrink-0">
                    <Clock className="mt-0.5 size-4 text-gold" aria-hidden />
                    <span className="sr-only">{text.when}</span>
                  </dt>
                  <dd>
                    {text.day(savedWeddingDate, e.day)} · {text.time(e.time, e.toTime)}
                  </dd>
                </div>
                <div className="flex items-start gap-2">
                  <dt className="shrink-0">
                    <MapPin className="mt-0.5 size-4 text-gold" aria-hidden />
                    <span className="sr-only">{text.where}</span>
                  </dt>
                  <dd className="[overflow-wrap:anywhere]">{e.place}</dd>
                </div>
                {e.dressCode && (
                  <div className="flex items-start gap-2">
                    <dt className="shrink-0">
                      <Shirt className="mt-0.5 size-4 text-gold" aria-hidden />
                      <span className="sr-only">{text.dressCode}</span>
                    </dt>
                    <dd className="[overflow-wrap:anywhere]">
                      <span className="text-muted" aria-hidden>
                        {text.dressCode}:{" "}
                      </span>
                      {e.dressCode}
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
