/**
 * The chase board (planner and owner): per function that asks who comes, people invited, replied, coming and
 * not replied; the households not replied, oldest invitation first, with when each was sent, opened and last
 * reminded, and a tap to call or message each; and "Remind all not replied" (or a side, a tag, a function)
 * as a WhatsApp round.
 */
import { useQuery } from "@tanstack/react-query";
import { BellRing, PartyPopper, Phone } from "lucide-react";
import { useState } from "react";
import type { ChaseHousehold, RoundFilter } from "../../../shared/schemas/chase";
import { trpc } from "../../trpc";
import { Button } from "../../ui/button";
import { Select } from "../../ui/select";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useVenueZone, venueTime } from "../venue-time";
import { type AskedEvents, SIDE_LABELS } from "./guest-list-model";
import { type RoundSpec, WhatsAppRound } from "./whatsapp-round";

const ALL = "all";
const pick = (v: string) => (v === ALL ? null : v);

function Figure({ n, label, strong }: { n: number; label: string; strong?: boolean }) {
  return (
    <div className="grid">
      <span className={`text-lg font-semibold tabular-nums ${strong ? "text-wine" : "text-ink"}`}>{n}</span>
      <span className="text-xs text-muted">{label}</span>
    </div>
  );
}

function Dates({ h, zone }: { h: ChaseHousehold; zone: string }) {
  const at = (iso: string | null) => venueTime(iso, zone) ?? "";
  return (
    <div className="grid text-xs text-muted tabular-nums">
      <span>Sent {at(h.sentAt)}</span>
      <span>{h.openedAt ? `Opened ${at(h.openedAt)}` : "Not opened yet"}</span>
      <span>{h.remindedAt ? `Reminded ${h.reminderCount === 1 ? "once" : `${h.reminderCount} times`}, last ${at(h.remindedAt)}` : "Not reminded yet"}</span>
    </div>
  );
}

const roundKey = (f: RoundFilter) => `reminder:${f.side ?? ""}:${f.tag ?? ""}:${f.eventId ?? ""}`;

export const reminderRound = (filter: RoundFilter, title: string): RoundSpec => ({ key: roundKey(filter), title, source: { kind: "reminder", filter } });

export function ChaseBoard({ asked, tags }: { asked: AskedEvents; tags: readonly string[] }) {
  const board = useQuery(trpc.admin.chaseBoard.queryOptions());
  const zone = useVenueZone();
  const [filter, setFilter] = useState<RoundFilter>({ status: "not-replied", side: null, tag: null, eventId: null });
  const [round, setRound] = useState<RoundSpec | null>(null);

  if (board.isPending) return <Spinner label="Loading the chase board..." />;
  if (board.isError && !board.data) return <ErrorState message="Failed to load the chase board. Please refresh the page to try again." />;
  const { events, notReplied, notSent } = board.data;
  const narrowed = Boolean(filter.side || filter.tag || filter.eventId);
  const cls = "w-auto min-w-0 flex-1 sm:max-w-48 sm:flex-none";

  return (
    <div className="grid min-w-0 gap-4" data-testid="chase-board">
      {events.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Replies per function">
          {events.map((e) => (
            <li key={e.eventId} className="rounded-xl border border-line bg-white p-3 shadow-sm">
              <h3 className="mb-2 font-sans text-sm font-semibold text-ink">{e.eventName}</h3>
              <div className="grid grid-cols-4 gap-1">
                <Figure n={e.invited} label="invited" />
                <Figure n={e.replied} label="replied" />
                <Figure n={e.coming} label="coming" />
                <Figure n={e.notReplied} label="not replied" strong={e.notReplied > 0} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <section className="grid gap-3 rounded-xl border border-line bg-white p-3 shadow-sm sm:p-4" aria-labelledby="not-replied-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="not-replied-heading" className="font-sans text-base font-semibold text-ink">
            Not replied: {notReplied.length} {notReplied.length === 1 ? "household" : "households"}
          </h3>
          {notSent > 0 && (
            <span className="text-xs text-muted">
              {notSent} more {notSent === 1 ? "has" : "have"} not been sent the invitation yet
            </span>
          )}
        </div>
        {notReplied.length > 0 && (
          <div className="grid gap-2">
            <div role="group" aria-label="Who to remind" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              <Select
                aria-label="Side to remind"
                value={filter.side ?? ALL}
                onValueChange={(v) => setFilter({ ...filter, side: pick(v) as RoundFilter["side"] })}
                options={[
                  { value: ALL, label: "Both sides" },
                  ...Object.entries(SIDE_LABELS).map(([value, label]) => ({ value, label: value === "both" ? "Both families" : `${label}'s side` })),
                ]}
                className={cls}
              />
              <Select
                aria-label="Tag to remind"
                value={filter.tag ?? ALL}
                onValueChange={(v) => setFilter({ ...filter, tag: pick(v) })}
                options={[{ value: ALL, label: "Any tag" }, ...tags.map((t) => ({ value: t, label: t }))]}
                className={cls}
                disabled={tags.length === 0}
              />
              <Select
                aria-label="Function to remind"
                value={filter.eventId ? String(filter.eventId) : ALL}
                onValueChange={(v) => setFilter({ ...filter, eventId: v === ALL ? null : Number(v) })}
                options={[{ value: ALL, label: "Any function" }, ...[...asked].map(([id, name]) => ({ value: String(id), label: name }))]}
                className={cls}
                disabled={asked.size === 0}
              />
            </div>
            <Button
              size="lg"
              onClick={() => setRound(reminderRound(filter, narrowed ? "Reminder round" : "Remind all not replied"))}
              className="sm:justify-self-start"
            >
              <BellRing aria-hidden /> {narrowed ? "Remind these households" : "Remind all not replied"}
            </Button>
          </div>
        )}
        {notReplied.length === 0 ? (
          <EmptyState icon={<PartyPopper className="size-8" aria-hidden />} title="Everyone invited has replied">
            Nobody to chase.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line/70" data-testid="not-replied-list">
            {notReplied.map((h) => (
              <li key={h.id} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <div className="font-semibold break-words text-ink">{h.name}</div>
                  <Dates h={h} zone={zone} />
                </div>
                <div className="flex shrink-0 gap-1.5">
                  {h.phone ? (
                    <>
                      <a
                        href={`tel:${h.phone}`}
                        aria-label={`Call ${h.name}`}
                        className="inline-flex size-10 items-center justify-center rounded-lg border border-line text-ink hover:bg-ivory"
                      >
                        <Phone className="size-4" aria-hidden />
                      </a>
                      <Button
                        variant="outline"
                        size="icon"
                        className="size-10"
                        aria-label={`Remind ${h.name} on WhatsApp`}
                        onClick={() =>
                          setRound({
                            key: `one:${h.id}:${Date.now()}`,
                            title: `Remind ${h.name}`,
                            source: { kind: "reminder", filter: { status: "not-replied", side: null, tag: null, eventId: null }, onlyId: h.id },
                          })
                        }
                      >
                        <BellRing className="size-4 text-gold" aria-hidden />
                      </Button>
                    </>
                  ) : (
                    <span className="text-xs text-muted">No phone number</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <WhatsAppRound spec={round} open={round !== null} onOpenChange={(o) => !o && setRound(null)} />
    </div>
  );
}
