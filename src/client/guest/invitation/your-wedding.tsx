/**
 * "Your wedding" on a household's invitation link (and a reply's private link): the party's functions in order with
 * "Add to calendar", its room, its pickup and drop, the menus and the couple's updates, from one never-cached read
 * (GET /api/invitation/:token/wedding), and "Print my itinerary" (one large-type page with the link's QR code).
 */
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { YourWedding } from "../../../shared/schemas/your-wedding";
import { trpc } from "../../trpc";
import { Spinner } from "../../ui/states";
import { pillClass, YourFunctions } from "./your-functions";
import { YourMenus, YourRooms, YourTravel } from "./your-stay";
import { YOUR_WEDDING_TEXT } from "./your-wedding-strings";

// Loaded on the first press of Print: the QR code's encoder stays out of the page a guest opens.
const PrintItinerary = lazy(() => import("./print-itinerary").then((m) => ({ default: m.PrintItinerary })));

/** Whose page: a household's invitation link (/i/<token>) or a reply's private link (/rsvp/<token>). */
export interface GuestLink {
  kind: "invitation" | "reply";
  token: string;
}

export const calendarUrlOf = (link: GuestLink) => (eventId?: number) =>
  `${link.kind === "invitation" ? `/api/invitation/${link.token}` : `/api/rsvp/edit/${link.token}`}/calendar.ics${eventId === undefined ? "" : `?event=${eventId}`}`;

function useYourWedding(link: GuestLink) {
  const invitation = useQuery({ ...trpc.guest.yourWedding.queryOptions({ token: link.token }), enabled: link.kind === "invitation" });
  const reply = useQuery({ ...trpc.guest.replyWedding.queryOptions({ token: link.token }), enabled: link.kind === "reply" });
  return link.kind === "invitation" ? invitation : reply;
}

export function YourWeddingView({ link, data }: { link: GuestLink; data: YourWedding }) {
  const text = YOUR_WEDDING_TEXT[data.language];
  const [printing, setPrinting] = useState(0);
  return (
    <section lang={data.language} aria-labelledby="your-wedding-title" className="mt-14" data-testid="your-wedding">
      <div className="text-center">
        <p className={text.eyebrowClass}>{text.eyebrow}</p>
        <h2 id="your-wedding-title" className="mt-3 text-4xl font-medium sm:text-5xl">
          {text.title}
        </h2>
        {data.people.length > 0 && <p className="mx-auto mt-4 max-w-xl text-lg">{text.forPeople(data.people)}</p>}
        <p className="mt-2 text-sm text-muted">{text.timesAt(data.timeZone)}</p>
        <button type="button" className={`${pillClass} mt-5`} onClick={() => setPrinting((n) => n + 1)}>
          <Printer className="size-4" aria-hidden />
          {text.print}
        </button>
      </div>
      <YourFunctions events={data.events} text={text} calendarUrl={calendarUrlOf(link)} />
      <YourRooms rooms={data.rooms} text={text} />
      <YourTravel pickup={data.pickup} drop={data.drop} text={text} />
      <YourMenus menus={data.menus} text={text} />
      {printing > 0 && (
        <Suspense fallback={null}>
          <PrintItinerary data={data} text={text} request={printing} />
        </Suspense>
      )}
    </section>
  );
}

/** The section, with its own loading and failure states (the rest of the page stays usable). */
export function YourWeddingSection({ link, language }: { link: GuestLink; language: "en" | "hi" }) {
  const query = useYourWedding(link);
  const text = YOUR_WEDDING_TEXT[language];
  if (query.isPending) return <Spinner label={text.loading} />;
  if (!query.data) {
    return (
      <div role="alert" className="mt-14 rounded-2xl border border-nonveg/25 bg-[#fdf1f0] px-5 py-4 text-center text-sm text-[#7f1d1d]">
        <p>{text.loadFailed}</p>
        <button type="button" className="mt-2 font-semibold underline underline-offset-4" onClick={() => void query.refetch()}>
          {text.tryAgain}
        </button>
      </div>
    );
  }
  return <YourWeddingView link={link} data={query.data} />;
}
