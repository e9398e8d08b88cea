/**
 * The home page's RSVP section for a browser that has replied: "You replied on {date}", a one-line
 * summary and "View or change your reply", instead of an empty form. A link the server no longer knows
 * (404) is forgotten and the form comes back.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { CheckCircle2, Plane } from "lucide-react";
import { useEffect } from "react";
import { trpc } from "../../trpc";
import { forgetReply, formatRepliedOn, type RememberedReply, replySummary } from "./remembered-reply";

/** While an attending reply has no travel yet (issue 15); opens the edit page on the Travel section. */
export const ADD_TRAVEL_LINK = "Add your travel details";

const isNotFound = (error: unknown) => error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "NOT_FOUND";

export function RememberedReplyCard({
  remembered,
  closed,
  onForgotten,
  onReplyForSomeoneElse,
}: {
  remembered: RememberedReply;
  /** The reply-by date has passed: the reply can be seen, not changed, and nobody else can reply. */
  closed: boolean;
  onForgotten: () => void;
  onReplyForSomeoneElse: () => void;
}) {
  const reply = useQuery(trpc.guest.myRsvp.queryOptions({ token: remembered.editToken }));
  const gone = reply.isError && isNotFound(reply.error);
  useEffect(() => {
    if (!gone) return;
    forgetReply(remembered.editToken);
    onForgotten();
  }, [gone, remembered.editToken, onForgotten]);

  if (reply.isPending || gone) {
    return <div className="h-56 animate-pulse rounded-3xl border border-line bg-white/60" aria-busy="true" aria-label="Loading your reply" />;
  }
  // Without an answer (offline) the card still offers the link, with the date this browser kept.
  const data = reply.data;
  const repliedOn = formatRepliedOn(data ? (data.updatedAt ?? data.createdAt ?? remembered.repliedAt) : remembered.repliedAt);
  return (
    <section
      aria-labelledby="replied-title"
      className="rounded-3xl border border-gold-light bg-white/80 p-6 text-center shadow-sm shadow-ink/5 sm:p-10"
      data-testid="remembered-reply"
    >
      <CheckCircle2 className="mx-auto size-10 text-sage" aria-hidden />
      <h3 id="replied-title" className="mt-4 text-3xl font-medium sm:text-4xl">
        {repliedOn ? `You replied on ${repliedOn}` : "You have replied"}
      </h3>
      {data && (
        <>
          <p className="mt-3 text-lg text-ink" data-testid="reply-summary">
            {replySummary(data)}
          </p>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">Reply of {data.primaryGuestName}</p>
        </>
      )}
      <Link
        to="/rsvp/$token"
        params={{ token: remembered.editToken }}
        className="mt-7 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-wine px-8 text-sm font-semibold tracking-wide text-white shadow-lg shadow-wine/20 transition hover:bg-wine-dark sm:w-auto"
      >
        {closed ? "View your reply" : "View or change your reply"}
      </Link>
      {!closed && data?.rsvpStatus === "yes" && data.travel === null && (
        // Many book their trains later: until travel is given, the card asks for it (the edit page opens on the section).
        <p className="mt-4">
          <Link
            to="/rsvp/$token"
            params={{ token: remembered.editToken }}
            hash="travel"
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border border-wine/40 px-8 text-sm font-semibold text-wine transition hover:border-wine hover:bg-blush/60 sm:w-auto"
          >
            <Plane className="size-4" aria-hidden />
            {ADD_TRAVEL_LINK}
          </Link>
        </p>
      )}
      {!closed && (
        <p className="mt-5">
          <button
            type="button"
            onClick={onReplyForSomeoneElse}
            className="min-h-11 px-2 text-sm font-medium text-muted underline underline-offset-4 hover:text-wine"
          >
            Reply for someone else
          </button>
        </p>
      )}
    </section>
  );
}
