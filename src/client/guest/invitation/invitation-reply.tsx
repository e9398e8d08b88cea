/**
 * The household's reply on its invitation: the RSVP form (its names, its functions, its seats) until it replies,
 * then the reply with "Change my reply", which opens the form again filled with it. Every send carries the
 * invitation token, so a change takes the place of the first reply.
 */
import { useQueryClient } from "@tanstack/react-query";
import { PartyPopper, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { HOUSEHOLD_MESSAGES, type Invitation } from "../../../shared/schemas/households";
import { trpc } from "../../trpc";
import { Spinner } from "../../ui/states";
import { useClientRendered } from "../../ui/use-client-rendered";
import { ReplyOverview } from "../rsvp/edit-reply-page";
import { replyToFormValues } from "../rsvp/form-types";
import { NewReplyForm, type SubmittedRsvp } from "../rsvp/new-reply-form";
import { RepliesClosed } from "../rsvp/replies-closed";
import { hasPendingReply, placeOf } from "../rsvp/pending-reply";
import { invitationFormValues } from "./prefill";
import type { InvitationStrings } from "./strings";

const buttonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

export function InvitationReply({
  token,
  invitation,
  text,
  refresh,
  closed,
}: {
  token: string;
  invitation: Invitation;
  text: InvitationStrings;
  /** The invitation could not be read again (after a reply, to show it): try once more. */
  refresh: (() => void) | null;
  /** After the reply-by date: the sentence in place of the form (a reply is still shown, without the change). */
  closed: string | null;
}) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  // A change kept on this phone (its send failed for want of a connection) opens the form, which sends it. The
  // phone is read once the page is the app's: hydration must find the page the server drew, which cannot know.
  const clientRendered = useClientRendered();
  const [keptChecked, setKeptChecked] = useState(false);
  if (clientRendered && !keptChecked) {
    setKeptChecked(true);
    if (invitation.reply && hasPendingReply(placeOf(token))) setChanging(true);
  }
  const [sent, setSent] = useState<SubmittedRsvp | null>(null);
  // A new form (and idempotency key) each time it opens.
  const [formKey, setFormKey] = useState(0);
  const thanksRef = useRef<HTMLDivElement>(null);
  const reply = invitation.reply;
  const invitedEvents = invitation.events.map((e) => e.id);

  useEffect(() => {
    if (!sent) return;
    document.getElementById("invitation-reply")?.scrollIntoView({ behavior: "smooth", block: "start" });
    thanksRef.current?.focus({ preventScroll: true });
  }, [sent]);

  async function onSubmitted(result: SubmittedRsvp) {
    setSent(result);
    setChanging(false);
    await queryClient.invalidateQueries(trpc.guest.invitation.queryFilter({ token }));
    await queryClient.invalidateQueries(trpc.guest.yourWedding.queryFilter({ token }));
  }

  const showForm = !closed && (!reply ? !sent : changing);
  return (
    <section id="invitation-reply" aria-labelledby="invitation-reply-title" className="mt-16 scroll-mt-20">
      <div className="text-center">
        <p className={text.eyebrowClass}>{text.replyEyebrow}</p>
        <h2 id="invitation-reply-title" className="mt-3 text-4xl font-medium sm:text-5xl">
          {reply && !changing ? text.yourReply : text.replyTitle}
        </h2>
        {showForm && <p className="mx-auto mt-3 max-w-lg text-muted">{changing ? text.changing : text.replyIntro}</p>}
      </div>
      <div className="mt-8 grid gap-6">
        {sent && !changing && (
          <div
            ref={thanksRef}
            tabIndex={-1}
            role="status"
            className="flex items-start gap-3 rounded-2xl border border-sage/40 bg-sage/10 p-5 text-ink focus:outline-none"
            data-testid="invitation-thanks"
          >
            <PartyPopper className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
            <p>
              <strong className="font-semibold">{text.thanksTitle}</strong> {sent.attending === false ? text.thanksNotComing : text.thanksComing}
            </p>
          </div>
        )}
        {closed && !reply ? (
          <RepliesClosed message={closed} />
        ) : showForm ? (
          <>
            <NewReplyForm
              key={formKey}
              onSubmitted={(result) => void onSubmitted(result)}
              invitation={{
                invitationToken: token,
                // A change keeps the family through a "no" (as the private link's page does), so a yes again loses no names.
                mode: reply ? "edit" : "new",
                initialValues: reply ? replyToFormValues(reply) : invitationFormValues(invitation),
                invitedEvents,
                seatLimit: {
                  seats: invitation.seats,
                  message: text.tooMany(invitation.seats),
                  serverMessage: HOUSEHOLD_MESSAGES.tooManyPeople(invitation.seats),
                },
                submitLabel: text.submit,
                sentToast: text.sentToast,
              }}
            />
            {reply && (
              <button
                type="button"
                onClick={() => setChanging(false)}
                className={`${buttonClass} justify-self-center border border-wine text-wine hover:bg-blush`}
              >
                {text.keep}
              </button>
            )}
          </>
        ) : !reply ? (
          refresh ? (
            <div className="grid justify-items-center gap-4 text-center">
              <p role="alert">{text.replySavedNotShown}</p>
              <button type="button" onClick={refresh} className={`${buttonClass} bg-wine text-white hover:bg-wine-dark`}>
                {text.tryAgain}
              </button>
            </div>
          ) : (
            <Spinner label={text.loadingReply} />
          )
        ) : (
          <>
            {closed && <RepliesClosed message={closed} />}
            <ReplyOverview reply={reply} invitedEvents={invitedEvents} text={text.overview} />
            {!closed && (
              <button
                type="button"
                onClick={() => {
                  setFormKey((k) => k + 1);
                  setSent(null);
                  setChanging(true);
                }}
                className={`${buttonClass} justify-self-center bg-wine text-white hover:bg-wine-dark`}
              >
                <Pencil className="size-4" aria-hidden /> {text.change}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
