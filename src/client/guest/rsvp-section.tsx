import { Users } from "lucide-react";
import { Suspense, useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { DEADLINE_MESSAGES, repliesClosed } from "../../shared/reply-deadline";
import { ChunkBoundary, retryingLazy } from "../ui/chunk-boundary";
import { InviteOnlyNotice } from "./invite-only";
import { NewReplyForm, type SubmittedRsvp } from "./rsvp/new-reply-form";
import { ANOTHER_REPLY_FLAG, parseRememberedReply, rememberedReplyText } from "./rsvp/remembered-reply";
import { RepliesClosed } from "./rsvp/replies-closed";
import { hasPendingReply } from "./rsvp/pending-reply";
import { useWedding } from "./use-wedding";

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

const noSubscription = () => () => undefined;

/**
 * The reply this browser remembers. The server cannot know it: the page is drawn with the form, and the
 * card takes its place once the app has hydrated it. "Reply for someone else" sets it aside.
 */
function useRememberedReply() {
  const text = useSyncExternalStore(
    noSubscription,
    // A reply kept on this phone (its send failed for want of a connection) is sent from the form instead.
    () => (anotherReplyAsked() || hasPendingReply("home") ? null : rememberedReplyText()),
    () => null,
  );
  const [setAside, setSetAside] = useState(false);
  const remembered = useMemo(() => (setAside ? null : parseRememberedReply(text)), [setAside, text]);
  const showForm = useCallback(() => setSetAside(true), []);
  return [remembered, showForm] as const;
}

/**
 * Anchor of "RSVP Now". The RSVP form lives here; a browser that has replied sees its reply instead
 * (with "Reply for someone else"); after the reply-by date the form gives way to "Replies closed on ...".
 */
export function RsvpSection({ onSubmitted }: { onSubmitted: (result: SubmittedRsvp) => void }) {
  const { query } = useWedding();
  const deadline = query.data?.rsvpDeadline ?? null;
  const closed = Boolean(deadline) && repliesClosed(deadline, new Date());
  const [remembered, showForm] = useRememberedReply();
  // By invitation only: the open form would be refused, so the section says where replies go instead.
  const inviteOnly = query.data?.rsvpMode === "invite-only";
  const formShown = !remembered && !closed && !inviteOnly;
  return (
    <section id="rsvp-section" aria-labelledby="rsvp-title" className="scroll-mt-14 py-20">
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
          ) : (
            <NewReplyForm onSubmitted={onSubmitted} />
          )}
        </div>
      </div>
    </section>
  );
}
