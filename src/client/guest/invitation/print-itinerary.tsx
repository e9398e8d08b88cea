/**
 * "Print my itinerary": one A4 page in large type for the elders of the family, with the QR code of the page's own
 * link (a phone opens it again from paper). Drawn into <body> beside the app and shown only on paper (styles.css
 * hides the rest of the page when it is there); each press of the button prints it again.
 */
import { useEffect } from "react";
import { createPortal } from "react-dom";
import type { YourWedding } from "../../../shared/schemas/your-wedding";
import { phoneForDisplay } from "../../../shared/phone-e164";
import { QrCode } from "../../ui/qr-code";
import { useWedding } from "../use-wedding";
import type { YourWeddingStrings } from "./your-wedding-strings";

export function PrintItinerary({ data, text, request }: { data: YourWedding; text: YourWeddingStrings; request: number }) {
  const { couple, savedWeddingDate, venue } = useWedding();
  const url = `${window.location.origin}${window.location.pathname}`;
  useEffect(() => {
    // After the page is painted with the sheet in it.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [request]);
  return createPortal(
    <article data-print-itinerary lang={data.language} className="hidden text-[14pt] leading-snug text-black print:block" data-testid="print-itinerary">
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <div className="min-w-0">
          <h1 className="font-display text-[26pt] leading-tight font-semibold">{text.printTitle(couple)}</h1>
          <p className="mt-1 text-[13pt]">{venue}</p>
          {data.people.length > 0 && <p className="mt-1 text-[13pt]">{text.forPeople(data.people)}</p>}
          <p className="mt-1 text-[11pt]">{text.timesAt(data.timeZone)}</p>
        </div>
        <figure className="w-[34mm] shrink-0 text-center">
          <QrCode value={url} label={text.scan} className="size-[34mm]" />
          <figcaption className="mt-1 text-[8pt] leading-tight">{text.scan}</figcaption>
        </figure>
      </header>
      <ol className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2.5">
        {data.events.map((e) => (
          <li key={e.id} className="break-inside-avoid border-b border-black/30 pb-2">
            <p className="text-[13pt] font-semibold">
              {text.day(savedWeddingDate, e.day)} · {text.time(e.time, e.toTime)}
            </p>
            <p className="text-[16pt] font-semibold">{e.eventName}</p>
            <p className="text-[12pt]">
              {e.place}
              {e.dressCode && ` · ${text.dressCode}: ${e.dressCode}`}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3">
        {data.rooms.length > 0 && (
          <section className="break-inside-avoid">
            <h2 className="text-[16pt] font-semibold">{text.roomTitle}</h2>
            {data.rooms.map((r) => (
              <p key={`${r.hotel}|${r.roomNo}`}>
                {text.room(r.roomNo)} · {r.hotel} · {r.people.join(", ")}
              </p>
            ))}
          </section>
        )}
        {[
          { label: text.pickup, trip: data.pickup },
          { label: text.drop, trip: data.drop },
        ].map(({ label, trip }) =>
          trip ? (
            <section key={label} className="break-inside-avoid">
              <h2 className="text-[16pt] font-semibold">{label}</h2>
              <p>{[trip.pointName, trip.at && trip.window && text.window(trip.at, trip.window.start, trip.window.end)].filter(Boolean).join(" · ")}</p>
              {trip.vehicle && (
                <p>
                  {[trip.vehicle.name, trip.vehicle.driverName, trip.vehicle.driverPhone && phoneForDisplay(trip.vehicle.driverPhone)]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              )}
            </section>
          ) : null,
        )}
      </div>
      <p className="mt-4 text-[10pt] break-all">{url}</p>
    </article>,
    document.body,
  );
}
