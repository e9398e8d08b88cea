/**
 * "Which celebrations will you join?": for every timeline event that asks for attendance, a checkbox per
 * person of the party (the primary guest, each family member, each child), with quick "Everyone" /
 * "No one" per event once the app runs. The choices live in the form values as an `events` array on each
 * person (absent: every asked event, so new people start ticked), so they travel with the family and
 * children arrays and survive a yes -> no -> yes.
 * The boxes are the page's own checkboxes, named as the form post reads them (form-fields.ts): each ticked
 * box posts its event id under the person's `events` name, and a hidden "" marks the grid as shown, so a
 * guest without JavaScript can untick too.
 */
import { useQuery } from "@tanstack/react-query";
import { PartyPopper } from "lucide-react";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { dayLabel } from "../../../shared/day-labels";
import type { TimelineEvent } from "../../../shared/schemas";
import { formatTimeRange } from "../../../shared/time-range";
import { trpc } from "../../trpc";
import { useClientRendered } from "../../ui/use-client-rendered";
import { useWedding } from "../use-wedding";
import { FormSection } from "./fields";
import type { RsvpFormValues } from "./form-types";

export const CELEBRATIONS_TEXT = {
  title: "Which celebrations will you join?",
  description: "Everyone is ticked. Untick anyone who will skip a celebration.",
  everyone: "Everyone",
  noOne: "No one",
  you: "You",
  member: (n: number) => `Family member ${n}`,
  child: (n: number) => `Child ${n}`,
} as const;

/** The timeline events that ask guests whether they attend, in itinerary order (undefined while loading or on failure). */
export function useAskedEvents(): TimelineEvent[] | undefined {
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  return events.data?.filter((e) => e.asksAttendance);
}

/** A person's ticks for one list of asked events: absent means every one of them. */
const joins = (events: number[] | undefined, id: number) => events === undefined || events.includes(id);

export { withChosenEvents } from "../../../shared/reply-payload";

type EventsPath = "events" | `familyMembers.${number}.events` | `children.${number}.events`;
interface Person {
  key: string;
  label: string;
  path: EventsPath;
  events: number[] | undefined;
}

const named = (name: unknown, fallback: string) => String(name ?? "").trim() || fallback;

/** Everyone of the party as the form holds them now, with the names typed so far. */
function useParty(): Person[] {
  const [primaryName, primaryEvents, members, children] = useWatch<RsvpFormValues, ["primaryGuestName", "events", "familyMembers", "children"]>({
    name: ["primaryGuestName", "events", "familyMembers", "children"],
  });
  return [
    { key: "primary", label: named(primaryName, CELEBRATIONS_TEXT.you), path: "events", events: primaryEvents },
    ...(members ?? []).map((m, i) => ({
      key: `member-${i}`,
      label: named(m.name, CELEBRATIONS_TEXT.member(i + 1)),
      path: `familyMembers.${i}.events` as const,
      events: m.events,
    })),
    ...(children ?? []).map((c, i) => ({
      key: `child-${i}`,
      label: named(c.name, CELEBRATIONS_TEXT.child(i + 1)),
      path: `children.${i}.events` as const,
      events: c.events,
    })),
  ];
}

const quickClass =
  "inline-flex min-h-11 items-center rounded-full border border-wine/30 px-4 text-sm font-medium text-wine transition hover:border-wine hover:bg-blush/60 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

function EventChoices({ event, asked, people, day }: { event: TimelineEvent; asked: readonly number[]; people: Person[]; day: string }) {
  const { setValue } = useFormContext<RsvpFormValues>();
  const id = useId();
  const time = formatTimeRange(event.time, event.toTime);
  const set = (person: Person, on: boolean) => {
    const current = person.events ?? [...asked];
    const next = on ? [...new Set([...current, event.id])] : current.filter((e) => e !== event.id);
    setValue(person.path, next, { shouldDirty: true });
  };
  const coming = people.filter((p) => joins(p.events, event.id)).length;
  // The quick buttons and the running count need the app; the server's page leaves them out rather than
  // show buttons that do nothing and a count that stays as drawn.
  const app = useClientRendered();
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-2xl border border-line bg-ivory/60 p-4 sm:p-5" data-testid="celebration">
      <legend className="sr-only">{`${event.eventName}, ${day}, ${time}`}</legend>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0" aria-hidden>
          <p className="font-display text-xl leading-tight font-medium text-wine [overflow-wrap:anywhere]">{event.eventName}</p>
          <p className="mt-1 text-sm text-muted">
            {day} · {time}
          </p>
        </div>
        {app && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={quickClass} onClick={() => people.forEach((p) => set(p, true))}>
              {CELEBRATIONS_TEXT.everyone}
            </button>
            <button type="button" className={quickClass} onClick={() => people.forEach((p) => set(p, false))}>
              {CELEBRATIONS_TEXT.noOne}
            </button>
          </div>
        )}
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {people.map((p) => {
          const boxId = `${id}-${p.key}`;
          return (
            <li key={p.key}>
              <label
                htmlFor={boxId}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine hover:border-gold-light"
              >
                <input
                  type="checkbox"
                  id={boxId}
                  name={p.path}
                  value={event.id}
                  checked={joins(p.events, event.id)}
                  onChange={(e) => set(p, e.target.checked)}
                  className="size-5 shrink-0 accent-wine"
                />
                <span className="min-w-0 text-sm font-medium [overflow-wrap:anywhere]">{p.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {app && (
        <p className="text-xs text-muted" aria-live="polite">
          {coming === people.length ? (people.length === 1 ? "Joining" : `All ${people.length} joining`) : `${coming} of ${people.length} joining`}
        </p>
      )}
    </fieldset>
  );
}

/** The section itself; shown by the form only when attending and at least one event asks. */
export function CelebrationsGrid({ events }: { events: TimelineEvent[] }) {
  const people = useParty();
  const { savedWeddingDate } = useWedding();
  const asked = events.map((e) => e.id);
  return (
    <FormSection title={CELEBRATIONS_TEXT.title} icon={<PartyPopper className="size-5" aria-hidden />} description={CELEBRATIONS_TEXT.description}>
      <div className="grid gap-4">
        {people.map((p) => (
          <input key={p.key} type="hidden" name={p.path} value="" />
        ))}
        {events.map((e) => (
          <EventChoices key={e.id} event={e} asked={asked} people={people} day={dayLabel(savedWeddingDate, e.day)} />
        ))}
      </div>
    </FormSection>
  );
}
