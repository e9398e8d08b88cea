import { Users } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { DEADLINE_MESSAGES, repliesClosed } from "../../shared/reply-deadline";
import { ChunkBoundary, retryingLazy } from "../ui/chunk-boundary";
import { onFirstAct } from "./first-act";
import { InviteOnlyNotice } from "./invite-only";
import type { SubmittedRsvp } from "./rsvp/new-reply-form";
import { ANOTHER_REPLY_FLAG, type RememberedReply, readRememberedReply } from "./rsvp/remembered-reply";
import { RepliesClosed } from "./rsvp/replies-closed";
import { hasPendingReply } from "./rsvp/pending-reply";
import { useWedding } from "./use-wedding";

// The form (with react-hook-form) is its own chunk, fetched as soon as the guest does anything (scrolls,
// taps, types) or nears the section, so the hero and countdown paint without it and a page nobody touches
// stays light on a weak signal (issue 18). Its validation (zod, the schema) follows once it is on screen.
// A chunk that fails on a dropped connection shows "Try again" in the section, not an error page.
const NewReplyForm = retryingLazy(async () => ({ default: (await import("./rsvp/new-reply-form")).NewReplyForm }));
// Only a browser that has replied needs the card.
const RememberedReplyCard = retryingLazy(async () => ({ default: (await import("./rsvp/remembered-reply-card")).RememberedReplyCard }));

/** "Submit Another RSVP" reloads the page asking for the empty form: read once per page load. */
let anotherReply: boolean | null = null;
function anotherReplyAsked(): boolean {
  if (anotherReply === null) {
    try {
      anotherReply = window.sessionStorage.getItem(ANOTHER_REPLY_FLAG) === "1";
      window.sessionStorage.removeItem(ANOTHER_REPLY_FLAG);
    } catch {
      anotherReply = false;
    }
  }
  return anotherReply;
}

function useLoadSoon(ref: React.RefObject<HTMLElement | null>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    // A screen tall enough to show the section at once loads the form at once.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go());
    if (ref.current) observer.observe(ref.current);
    const stopWaiting = onFirstAct(go);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [ready, ref]);
  return ready;
}

function FormSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading the RSVP form">
      {[0, 1].map((i) => (
        <div key={i} className="h-64 animate-pulse rounded-3xl border border-line bg-white/60" />
      ))}
    </div>
  );
}

/**
 * Anchor of "RSVP Now". The RSVP form lives here; a browser that has replied sees its reply instead
 * (with "Reply for someone else"); after the reply-by date the form gives way to "Replies closed on ...".
 */
export function RsvpSection({ onSubmitted }: { onSubmitted: (result: SubmittedRsvp) => void }) {
  const ref = useRef<HTMLElement>(null);
  // A reply kept on this phone (its send failed for want of a connection) is sent from the form at once.
  const [kept] = useState(() => hasPendingReply("home"));
  const ready = useLoadSoon(ref) || kept;
  const { query } = useWedding();
  const deadline = query.data?.rsvpDeadline ?? null;
  const closed = Boolean(deadline) && repliesClosed(deadline, new Date());
  const [remembered, setRemembered] = useState<RememberedReply | null>(() => (anotherReplyAsked() || kept ? null : readRememberedReply()));
  const showForm = useCallback(() => setRemembered(null), []);
  // By invitation only: the open form would be refused, so the section says where replies go instead.
  const inviteOnly = query.data?.rsvpMode === "invite-only";
  const formShown = !remembered && !closed && !inviteOnly;
  return (
    <section ref={ref} id="rsvp-section" aria-labelledby="rsvp-title" className="scroll-mt-14 py-20">
      <div className="container-page max-w-3xl">
        <div className="text-center">
          <p className="eyebrow">RSVP</p>
          <h2 id="rsvp-title" className="mt-3 text-4xl font-medium sm:text-5xl">
            Will You Join Us?
          </h2>
          {!inviteOnly && <p className="mx-auto mt-3 max-w-lg text-muted">Kindly reply for yourself and everyone travelling with you.</p>}
          {deadline && !closed && !inviteOnly && <p className="mt-2 font-medium text-wine">{DEADLINE_MESSAGES.replyBy(deadline)}</p>}
        </div>
        {formShown && (
          <p className="mt-8 flex items-start gap-3 rounded-2xl border border-gold-light bg-cream/70 p-5 text-sm leading-relaxed text-ink">
            <Users className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
            <span>
              Please use <strong>Add Member</strong> to list every family member travelling with you, so that we can reserve enough hotel rooms for everyone.
            </span>
          </p>
        )}
        <div className="mt-8">
          {remembered ? (
            <ChunkBoundary onRetry={RememberedReplyCard.retry}>
              <Suspense
                fallback={
                  <div
                    className="h-56 animate-pulse rounded-3xl border border-line bg-white/60"
                    role="status"
                    aria-busy="true"
                    aria-label="Loading your reply"
                  />
                }
              >
                <RememberedReplyCard remembered={remembered} closed={closed} onForgotten={showForm} onReplyForSomeoneElse={showForm} />
              </Suspense>
            </ChunkBoundary>
          ) : closed ? (
            <RepliesClosed message={DEADLINE_MESSAGES.closed(deadline!)} />
          ) : inviteOnly ? (
            <InviteOnlyNotice contactPhone={query.data?.contactPhone ?? null} />
          ) : ready ? (
            <ChunkBoundary onRetry={NewReplyForm.retry}>
              <Suspense fallback={<FormSkeleton />}>
                <NewReplyForm onSubmitted={onSubmitted} />
              </Suspense>
            </ChunkBoundary>
          ) : (
            <FormSkeleton />
          )}
        </div>
      </div>
    </section>
  );
}
