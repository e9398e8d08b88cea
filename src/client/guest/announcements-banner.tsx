/**
 * The couple's latest update as a banner, with the list of all updates for this visitor under it: on /i/<token>
 * the household's own (its audiences), on the home page those for everyone. Nothing shows while loading, on an
 * error or when there is no update: it is news, never a blocker.
 */
import { useQuery } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import type { GuestAnnouncement } from "../../shared/schemas/announcements";
import { trpc } from "../trpc";

const TEXT = {
  en: { label: "Update from the couple", all: (n: number) => `All updates (${n})` },
  hi: { label: "परिवार की ओर से ताज़ा जानकारी", all: (n: number) => `सारी जानकारी (${n})` },
} as const;

function When({ a }: { a: GuestAnnouncement }) {
  const when = [a.eventName, a.time].filter(Boolean).join(", ");
  return when ? <p className="mt-1 text-sm font-medium text-wine">{when}</p> : null;
}

export function AnnouncementsBanner({ invite, language = "en" }: { invite?: string; language?: "en" | "hi" }) {
  const updates = useQuery(trpc.guest.announcements.queryOptions(invite ? { invite } : {}));
  const list = updates.data ?? [];
  if (!list.length) return null;
  const [latest, ...older] = list;
  const text = TEXT[language];
  return (
    <section aria-label={text.label} className={invite ? "my-6" : "container-page my-6 max-w-3xl"} data-testid="announcements-banner">
      <div className="rounded-2xl border border-gold-light bg-ivory px-4 py-4 text-left shadow-sm sm:px-6">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-gold uppercase">
          <Megaphone className="size-4" aria-hidden /> {text.label}
        </p>
        <h2 className="mt-2 font-sans text-lg font-semibold break-words text-ink">{latest!.title}</h2>
        <p className="mt-1 break-words whitespace-pre-wrap text-ink">{latest!.text}</p>
        <When a={latest!} />
        {older.length > 0 && (
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-wine">{text.all(list.length)}</summary>
            <ul className="mt-2 grid gap-3 border-t border-line pt-3">
              {older.map((a) => (
                <li key={a.id}>
                  <h3 className="font-sans font-semibold break-words text-ink">{a.title}</h3>
                  <p className="text-sm break-words whitespace-pre-wrap text-ink">{a.text}</p>
                  <When a={a} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}
