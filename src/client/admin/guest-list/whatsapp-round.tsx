/**
 * A WhatsApp round: one household at a time, its message as it will read, "Open WhatsApp" (its wa.me link,
 * opened inside the tap) and "Next". Each opening is recorded on the server. The households done are kept in
 * this browser, so a round left half-way resumes where it stopped; the list is read again after every
 * opening, so a household that replied meanwhile drops out.
 */
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, MessageCircle, PhoneOff } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { RoundFilter, RoundItem } from "../../../shared/schemas/chase";
import { trpc, trpcClient } from "../../trpc";
import { Button, buttonClass } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { ErrorState, Spinner } from "../../ui/states";
import { toastError } from "../admin-api";
import { ServerSend } from "./server-send";

export type RoundSource = { kind: "reminder"; filter: RoundFilter; onlyId?: number } | { kind: "announcement"; id: number };

export interface RoundSpec {
  /** Where this browser keeps the households done ("reminder:bride::", "announcement:4"). */
  key: string;
  title: string;
  source: RoundSource;
}

const NO_FILTER: RoundFilter = { status: "not-replied", side: null, tag: null, eventId: null };

/** The round's households, read again after every opening (a reply meanwhile drops one out). */
function useRound(source: RoundSource) {
  const reminders = useQuery({
    ...trpc.admin.reminderRound.queryOptions(source.kind === "reminder" ? source.filter : NO_FILTER),
    enabled: source.kind === "reminder",
  });
  const announcement = useQuery({
    ...trpc.admin.announcementRound.queryOptions({ id: source.kind === "announcement" ? source.id : 0 }),
    enabled: source.kind === "announcement",
  });
  if (source.kind === "announcement") return announcement;
  return source.onlyId === undefined ? reminders : { ...reminders, data: reminders.data?.filter((i) => i.id === source.onlyId) };
}

/** Records that the household's message was opened. */
const recordOpened = (source: RoundSource, item: RoundItem) =>
  source.kind === "reminder"
    ? trpcClient.admin.markHouseholdReminded.mutate({ id: item.id })
    : trpcClient.admin.markAnnouncementSent.mutate({ id: source.id, householdId: item.id });

/** Records the round in the Activity log when it starts afresh (a one-household reminder is no round). */
const recordStart = (source: RoundSource, count: number) =>
  source.kind === "reminder"
    ? source.onlyId === undefined
      ? trpcClient.admin.startRound.mutate({ kind: "reminder", filter: source.filter, count })
      : Promise.resolve()
    : trpcClient.admin.startRound.mutate({ kind: "announcement", announcementId: source.id, count });

const storeKey = (key: string) => `whatsappRound:${key}`;
function readDone(key: string): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(storeKey(key)) ?? "[]");
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === "number") : [];
  } catch {
    return [];
  }
}

function RoundBody({ spec, onClose }: { spec: RoundSpec; onClose: () => void }) {
  const round = useRound(spec.source);
  const [done, setDone] = useState<number[]>(() => readDone(spec.key));
  const [openedId, setOpenedId] = useState<number | null>(null);
  const started = useRef(false);
  const items = useMemo(() => round.data ?? [], [round.data]);
  const remaining = items.filter((i) => !done.includes(i.id));
  const current = remaining[0];
  const finished = items.length - remaining.length;

  useEffect(() => {
    localStorage.setItem(storeKey(spec.key), JSON.stringify(done));
  }, [done, spec.key]);
  useEffect(() => {
    if (started.current || !round.data || done.length > 0) return;
    started.current = true;
    recordStart(spec.source, round.data.length).catch(() => undefined);
  }, [round.data, done.length, spec.source]);

  if (round.isPending) return <Spinner label="Preparing the messages..." />;
  if (round.isError && !round.data) return <ErrorState message="Failed to prepare the round. Please close it and try again." />;

  if (!current)
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <CheckCircle2 className="size-10 text-[#1f8f4e]" aria-hidden />
        <p className="font-semibold text-ink">{items.length === 0 ? "Nobody to message in this round." : "Round finished."}</p>
        {items.length > 0 && (
          <p className="text-sm text-muted">
            All {items.length} {items.length === 1 ? "household" : "households"} done.
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          {done.length > 0 && (
            <Button variant="outline" onClick={() => setDone([])}>
              Start again
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    );

  const next = () => {
    setDone((d) => [...d, current.id]);
    setOpenedId(null);
  };
  const open = () => {
    setOpenedId(current.id);
    recordOpened(spec.source, current).catch((error: unknown) =>
      toastError(error, `WhatsApp opened, but the message to ${current.name} could not be recorded.`),
    );
  };
  const isOpened = openedId === current.id;

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted" aria-live="polite" data-testid="round-progress">
          {finished + 1} of {items.length}
        </span>
        {remaining.length > 1 && <span className="text-xs text-muted">{remaining.length - 1} more after this</span>}
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-cream" aria-hidden>
        <div className="h-full bg-gold" style={{ width: `${(finished / Math.max(items.length, 1)) * 100}%` }} />
      </div>
      {finished === 0 && <ServerSend source={spec.source} count={items.length} onSent={onClose} />}
      <h3 className="font-sans text-base font-semibold break-words text-ink" data-testid="round-household">
        {current.name}
      </h3>
      <pre className="max-h-64 overflow-y-auto rounded-lg border border-line bg-ivory/60 p-3 font-sans text-sm break-words whitespace-pre-wrap text-ink">
        {current.text}
      </pre>
      {current.waUrl ? (
        <div className="grid grid-cols-2 gap-2">
          <a
            href={current.waUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={open}
            className={buttonClass(isOpened ? "outline" : "primary", "lg", "w-full")}
          >
            <MessageCircle aria-hidden /> {isOpened ? "Open again" : "Open WhatsApp"}
          </a>
          <Button size="lg" variant={isOpened ? "primary" : "outline"} onClick={next} className="w-full">
            Next
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm text-muted">
            <PhoneOff className="size-4" aria-hidden /> No phone number for this household. Add one on the guest list, or call them.
          </p>
          <Button size="lg" onClick={next}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

export function WhatsAppRound({ spec, open, onOpenChange }: { spec: RoundSpec | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open && spec !== null} onOpenChange={onOpenChange}>
      {spec && (
        <DialogContent title={spec.title} description="One household at a time: open WhatsApp, send, then Next. You can leave and carry on later." size="sm">
          <RoundBody spec={spec} onClose={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Clears what this browser kept of a round (a new round over the same households starts from the first). */
export const forgetRound = (key: string) => localStorage.removeItem(storeKey(key));
