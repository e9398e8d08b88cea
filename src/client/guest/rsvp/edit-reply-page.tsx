/**
 * /rsvp/:token, the reply's private link: the same RSVP form filled in with the reply, saved with
 * "Update my reply" through guest.updateMyRsvp. People keep their ids (so their ID documents stay);
 * a declined reply keeps its people (its ID documents are deleted, and the form says so before sending), so a
 * yes changed to no and back loses no names. "Withdraw and delete" removes one person's document at once
 * (guest.withdrawMyIdDocument), also after the reply-by date. After the reply-by
 * date the reply is shown read-only with "Replies closed on {date}. Please contact the couple."
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { CircleAlert, PartyPopper } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DEADLINE_MESSAGES, repliesClosed } from "../../../shared/reply-deadline";
import type { TimelineEvent } from "../../../shared/schemas";
import type { MyRsvp, RsvpSubmission } from "../../../shared/schemas/rsvp";
import { trpc } from "../../trpc";
import { Spinner } from "../../ui/states";
import { toast } from "../../ui/use-toast";
import { YourWeddingSection } from "../invitation/your-wedding";
import { ForgetThisPhone } from "../forget-phone";
import { SiteFooter } from "../site-footer";
import { useWedding } from "../use-wedding";
import { useAskedEvents } from "./celebrations";
import { REPLY_TOAST } from "./new-reply-form";
import { forgetReply, formatRepliedOn, rememberReply, replySummary } from "./remembered-reply";
import { RepliesClosed } from "./replies-closed";
import { consentOnFile, mergeSaved, type RsvpFormValues, replyToFormValues } from "./form-types";
import { ConsentGivenContext } from "./id-consent";
import { ReplyForm, type RsvpSubmitExtra } from "./reply-form";
import { WithdrawIdContext, WithdrawIdControl } from "./withdraw-id";
import type { IdPerson } from "../../../shared/schemas/id-documents";

const codeOf = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined);

export const EDIT_TEXT = {
  title: "Your RSVP",
  loading: "Loading your reply...",
  loadFailed: "We could not load your reply. Please check your connection and try again.",
  submit: "Update my reply",
  updated: "Your reply is updated",
} as const;

const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-full px-7 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

/** The overview's words; the invitation page gives them in the household's language. */
export const OVERVIEW_TEXT = {
  replyOf: "Reply of",
  answer: "Answer",
  summary: replySummary as (reply: MyRsvp) => string,
  familyMembers: "Family members",
  children: "Children",
  celebrations: "Celebrations",
  noOne: "no one",
};
export type OverviewText = typeof OVERVIEW_TEXT;

/** Who of the party joins each asked celebration, as "Haldi Ceremony: Kabir, Ira" lines. */
function celebrationLines(reply: MyRsvp, asked: TimelineEvent[], noOne = OVERVIEW_TEXT.noOne) {
  if (reply.rsvpStatus !== "yes") return [];
  const people = [
    { name: reply.primaryGuestName, events: reply.events },
    ...reply.familyMembers.map((m) => ({ name: m.name, events: m.events })),
    ...reply.children.map((c) => ({ name: c.name, events: c.events })),
  ];
  return asked.map((e) => {
    const names = people.filter((p) => p.events?.includes(e.id)).map((p) => p.name);
    return { id: e.id, text: `${e.eventName}: ${names.length > 0 ? names.join(", ") : noOne}` };
  });
}

/** The reply as text, for when it can no longer be changed (and on a household's invitation, only its functions). */
export function ReplyOverview({ reply, invitedEvents, text = OVERVIEW_TEXT }: { reply: MyRsvp; invitedEvents?: readonly number[]; text?: OverviewText }) {
  const asked = useAskedEvents() ?? [];
  const celebrations = celebrationLines(reply, invitedEvents ? asked.filter((e) => invitedEvents.includes(e.id)) : asked, text.noOne);
  return (
    <dl className="mt-6 grid gap-4 rounded-3xl border border-line bg-white/80 p-6 text-left shadow-sm" data-testid="reply-overview">
      <div>
        <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{text.replyOf}</dt>
        <dd className="mt-1 text-lg font-medium [overflow-wrap:anywhere]">{reply.primaryGuestName}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{text.answer}</dt>
        <dd className="mt-1">{text.summary(reply)}</dd>
      </div>
      {reply.familyMembers.length > 0 && (
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{text.familyMembers}</dt>
          <dd className="mt-1 [overflow-wrap:anywhere]">{reply.familyMembers.map((m) => m.name).join(", ")}</dd>
        </div>
      )}
      {reply.children.length > 0 && (
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{text.children}</dt>
          <dd className="mt-1 [overflow-wrap:anywhere]">{reply.children.map((c) => (c.age === null ? c.name : `${c.name} (${c.age})`)).join(", ")}</dd>
        </div>
      )}
      <IdDocumentsOnFile reply={reply} />
      {celebrations.length > 0 && (
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{text.celebrations}</dt>
          {celebrations.map((c) => (
            <dd key={c.id} className="mt-1 [overflow-wrap:anywhere]">
              {c.text}
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}

/** After the reply-by date the form is gone, but consent can still be taken back: each document on file, with its button. */
function IdDocumentsOnFile({ reply }: { reply: MyRsvp }) {
  const people = [
    ...(reply.hasIdDocument ? [{ key: "primary", name: reply.primaryGuestName, person: { kind: "primary" } as IdPerson, whose: "your" }] : []),
    ...reply.familyMembers
      .filter((m) => m.hasIdDocument && m.id !== undefined)
      .map((m) => ({ key: `member-${m.id}`, name: m.name, person: { kind: "member", id: m.id! } as IdPerson, whose: `${m.name}'s` })),
  ];
  if (people.length === 0) return null;
  return (
    <div>
      <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">ID documents on file</dt>
      {people.map((p) => (
        <dd key={p.key} className="mt-1 flex flex-wrap items-center justify-between gap-x-4 [overflow-wrap:anywhere]">
          <span>{p.name}</span>
          <WithdrawIdControl person={p.person} whose={p.whose} />
        </dd>
      ))}
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const gone = codeOf(error) === "NOT_FOUND";
  return (
    <div className="mx-auto max-w-lg text-center">
      <div role="alert" className="flex items-start gap-3 rounded-2xl border border-nonveg/25 bg-[#fdf1f0] px-5 py-4 text-left text-[#7f1d1d]">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>{gone ? (error as Error).message : EDIT_TEXT.loadFailed}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!gone && (
          <button type="button" onClick={onRetry} className={`${buttonClass} bg-wine text-white hover:bg-wine-dark`}>
            Try again
          </button>
        )}
        <Link to="/" className={`${buttonClass} border border-wine text-wine hover:bg-blush`}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

export function EditReplyPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const queryOptions = trpc.guest.myRsvp.queryOptions({ token });
  const reply = useQuery(queryOptions);
  const { query: wedding } = useWedding();
  const update = useMutation(trpc.guest.updateMyRsvp.mutationOptions());
  const withdrawMutation = useMutation(trpc.guest.withdrawMyIdDocument.mutationOptions());
  // The form keeps everything typed; only the cached reply learns that the document is gone.
  const withdraw = async (person: IdPerson) => {
    const next = await withdrawMutation.mutateAsync({ token, person });
    queryClient.setQueryData(queryOptions.queryKey, next);
  };
  const [form, setForm] = useState<{ values: RsvpFormValues; version: number } | null>(null);
  const [closedByServer, setClosedByServer] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  // "Add your travel details" on the home page's card links to /rsvp/<token>#travel.
  const revealTravel = useLocation({ select: (l) => l.hash === "travel" });

  const notFound = reply.isError && codeOf(reply.error) === "NOT_FOUND";
  // A link that opens nothing any more is not kept for the home page either.
  useEffect(() => {
    if (notFound) forgetReply(token);
  }, [notFound, token]);
  useEffect(() => {
    if (!saved) return;
    window.scrollTo({ top: 0, behavior: "smooth" });
    savedRef.current?.focus({ preventScroll: true });
  }, [saved]);

  const deadline = wedding.data?.rsvpDeadline ?? null;
  const closed = closedByServer ?? (deadline && repliesClosed(deadline, new Date()) ? DEADLINE_MESSAGES.closed(deadline) : null);

  async function save(data: RsvpSubmission, { values }: RsvpSubmitExtra) {
    let next: MyRsvp;
    try {
      next = await update.mutateAsync({ token, reply: data });
    } catch (error) {
      const code = codeOf(error);
      if (code === "FORBIDDEN") setClosedByServer((error as Error).message);
      if (code === "NOT_FOUND") forgetReply(token);
      throw error;
    }
    queryClient.setQueryData(queryOptions.queryKey, next);
    void queryClient.invalidateQueries(trpc.guest.replyWedding.queryFilter({ token }));
    rememberReply({ editToken: token, editUrl: next.editUrl, repliedAt: next.updatedAt ?? new Date().toISOString() });
    // The form starts again from what the guest had (hidden choices included), now with the saved ids.
    setForm((f) => ({ values: mergeSaved(values, next), version: (f?.version ?? 0) + 1 }));
    const attending = next.rsvpStatus === "yes";
    setSaved(`${EDIT_TEXT.updated}. ${replySummary(next)}.`);
    toast({
      variant: "success",
      title: EDIT_TEXT.updated,
      description: attending ? "Thank you! We look forward to celebrating with you." : REPLY_TOAST.declining,
    });
  }

  const data = reply.data;
  const repliedOn = data ? formatRepliedOn(data.updatedAt ?? data.createdAt ?? "") : null;
  return (
    <>
      <main className="container-page max-w-3xl pt-28 pb-20 sm:pt-32">
        <header className="text-center">
          <p className="eyebrow">RSVP</p>
          <h1 className="mt-3 text-5xl font-medium sm:text-6xl">{EDIT_TEXT.title}</h1>
          <div className="ornament mt-5" aria-hidden>
            <span>✦</span>
          </div>
          {data && (
            <p className="mx-auto mt-5 max-w-xl text-muted">
              {repliedOn ? `You replied on ${repliedOn}. ` : ""}
              {!closed && "Change anything below and press Update my reply."}
            </p>
          )}
          {data && !closed && deadline && <p className="mt-2 font-medium text-wine">{DEADLINE_MESSAGES.replyBy(deadline)}</p>}
        </header>

        <div className="mt-10">
          {reply.isPending ? (
            <Spinner label={EDIT_TEXT.loading} />
          ) : reply.isError ? (
            <LoadError error={reply.error} onRetry={() => void reply.refetch()} />
          ) : closed ? (
            <WithdrawIdContext.Provider value={withdraw}>
              <RepliesClosed message={closed} />
              <ReplyOverview reply={data!} />
            </WithdrawIdContext.Provider>
          ) : (
            <div className="grid gap-6">
              {saved && (
                <div
                  ref={savedRef}
                  tabIndex={-1}
                  role="status"
                  className="flex items-start gap-3 rounded-2xl border border-sage/40 bg-sage/10 p-5 text-ink focus:outline-none"
                  data-testid="reply-saved"
                >
                  <PartyPopper className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
                  <p>{saved}</p>
                </div>
              )}
              <WithdrawIdContext.Provider value={withdraw}>
                <ConsentGivenContext.Provider value={consentOnFile(data!)}>
                  <ReplyForm
                    key={form?.version ?? 0}
                    mode="edit"
                    initialValues={form?.values ?? replyToFormValues(data!)}
                    submitLabel={EDIT_TEXT.submit}
                    onSubmit={save}
                    revealTravel={revealTravel && !form}
                  />
                </ConsentGivenContext.Provider>
              </WithdrawIdContext.Provider>
            </div>
          )}
        </div>
        {data?.rsvpStatus === "yes" && <YourWeddingSection link={{ kind: "reply", token }} language="en" />}
      </main>
      <ForgetThisPhone links={{ replies: [token] }} />
      <SiteFooter />
    </>
  );
}
