/**
 * Sending a reply kept on this phone (pending-reply.ts): at once when the page opens with one, on the browser's
 * `online` event, and on a timer with backoff (the event lies on captive Wi-Fi), never two sends at once, and
 * the notice the guest sees in the form's place meanwhile.
 */
import { CloudOff } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useClientRendered } from "../../ui/use-client-rendered";
import {
  forgetPendingReply,
  isConnectionFailure,
  keepPendingReply,
  type PendingReply,
  readPendingReply,
  retryDelayMs,
  SAVED_ON_PHONE,
  withSendLock,
} from "./pending-reply";

type Outcome<Saved> = { saved: Saved } | { error: unknown } | { gone: true };

export interface PendingReplyOptions<Saved> {
  place: string;
  /** Sends the kept reply with its idempotency key; throws as the mutation does. */
  sendKept: (kept: PendingReply) => Promise<Saved>;
  /** A reply kept by an earlier visit was saved: what a normal send does next (toast, Thank You). */
  onSentLater: (kept: PendingReply, saved: Saved) => void | Promise<void>;
}

export function usePendingReply<Saved>({ place, sendKept, onSentLater }: PendingReplyOptions<Saved>) {
  // Read from this phone once the page is the app's: the server's drawing (and its hydration) knows of none.
  const clientRendered = useClientRendered();
  const fromStorage = useMemo(() => (clientRendered ? readPendingReply(place) : null), [clientRendered, place]);
  const [keptNowOrSettled, setKept] = useState<PendingReply | null | undefined>(undefined);
  const kept = keptNowOrSettled === undefined ? fromStorage : keptNowOrSettled;
  /** Kept just now from this page's form (not found on opening it): the notice is brought into view. */
  const [keptNow, setKeptNow] = useState(false);
  /** Kept by an earlier visit and refused now: the form comes back filled with it, with the server's errors. */
  const [refused, setRefused] = useState<{ values: PendingReply["values"]; error: unknown } | null>(null);
  // A send from this page's form waits on the kept copy's outcome (the form then shows it as its own).
  const waiter = useRef<{ resolve: (saved: Saved) => void; reject: (error: unknown) => void } | null>(null);
  const stored = useRef(true);
  const tryNow = useRef<() => void>(() => {});
  // The sends of the latest render (they read the form's current props), for the timer and the `online` event.
  const latest = useRef({ sendKept, onSentLater });
  useEffect(() => {
    latest.current = { sendKept, onSentLater };
  });

  const settle = useCallback((mine: PendingReply, outcome: Outcome<Saved>) => {
    // The notice goes before the form is told, so the form is visible when it focuses a refused field.
    flushSync(() => setKept(null));
    const wait = waiter.current;
    waiter.current = null;
    if ("gone" in outcome) {
      // Another tab sent it: this page shows the reply as a new visit would.
      window.location.reload();
    } else if ("saved" in outcome) {
      forgetPendingReply(mine.idempotencyKey);
      if (wait) wait.resolve(outcome.saved);
      else void latest.current.onSentLater(mine, outcome.saved);
    } else {
      forgetPendingReply(mine.idempotencyKey);
      if (wait) wait.reject(outcome.error);
      else setRefused({ values: mine.values, error: outcome.error });
    }
  }, []);

  useEffect(() => {
    if (!kept) return;
    let stopped = false;
    let running = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), retryDelayMs(failures++));
    };
    async function run() {
      if (stopped || running) return;
      running = true;
      clearTimeout(timer);
      const outcome = await withSendLock<Outcome<Saved>>(async () => {
        // Checked under the lock: another tab may have sent it meanwhile.
        if (stored.current && readPendingReply(place)?.idempotencyKey !== kept!.idempotencyKey) return { gone: true };
        try {
          return { saved: await latest.current.sendKept(kept!) };
        } catch (error) {
          return { error };
        }
      });
      running = false;
      if (stopped) return;
      if (!outcome || ("error" in outcome && isConnectionFailure(outcome.error))) return later();
      stopped = true;
      settle(kept!, outcome);
    }
    tryNow.current = () => void run();
    window.addEventListener("online", tryNow.current);
    // Opened again with a reply waiting: sent at once. Just kept: the connection has only now failed.
    if (waiter.current) later();
    else void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", tryNow.current);
    };
  }, [kept, place, settle]);

  /** Keeps a reply whose send failed for want of a connection; settles as the kept copy does. */
  const keep = useCallback((entry: Omit<PendingReply, "keptAt">) => {
    stored.current = keepPendingReply(entry);
    return new Promise<Saved>((resolve, reject) => {
      waiter.current = { resolve, reject };
      setKeptNow(true);
      setKept({ ...entry, keptAt: new Date().toISOString() });
    });
  }, []);

  return { kept, keptNow, refused, keep, tryNow: () => tryNow.current() };
}

/** In the form's place while the reply waits on this phone. */
export function PendingReplyNotice({ onTryNow, bringIntoView }: { onTryNow: () => void; bringIntoView: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // The long form it replaces is gone: without this a guest at its foot would face the next section.
  useLayoutEffect(() => {
    if (!bringIntoView) return;
    ref.current?.scrollIntoView?.({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, [bringIntoView]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="grid justify-items-center gap-4 rounded-3xl border border-gold-light bg-ivory p-6 text-center shadow-sm focus:outline-none sm:p-8"
    >
      <span className="grid size-12 place-items-center rounded-full bg-blush text-wine">
        <CloudOff className="size-6" aria-hidden />
      </span>
      <p role="status" aria-live="polite" className="max-w-md text-lg leading-relaxed text-ink">
        {SAVED_ON_PHONE}
      </p>
      <button
        type="button"
        onClick={onTryNow}
        className="inline-flex min-h-12 items-center justify-center rounded-full border border-wine px-7 text-sm font-semibold text-wine transition hover:bg-blush focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine"
      >
        Try sending now
      </button>
    </div>
  );
}
