/**
 * /i/<token>, a household's invitation: greets the family by name in its language, shows only the functions it is
 * invited to, and takes (or shows, and changes) its reply. A link that opens nothing (unknown or revoked) is a kind
 * page in both languages, as is a lost connection: the language is not known before the invitation loads.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { CircleAlert, MailX } from "lucide-react";
import { repliesClosed } from "../../../shared/reply-deadline";
import type { Invitation } from "../../../shared/schemas/households";
import { trpc } from "../../trpc";
import { Spinner } from "../../ui/states";
import { tokenOfPage } from "../../../shared/offline-copies";
import { ForgetThisPhone } from "../forget-phone";
import { SiteFooter } from "../site-footer";
import { useWedding } from "../use-wedding";
import { InvitationEvents } from "./invitation-events";
import { InvitationReply } from "./invitation-reply";
import { AnnouncementsBanner } from "../announcements-banner";
import { INVITATION_TEXT } from "./strings";
import { YourWeddingSection } from "./your-wedding";

const { en, hi } = INVITATION_TEXT;
const codeOf = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined);
const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-full px-7 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

/** An unknown or revoked link, or a failed load: English, then Hindi. */
function LoadProblem({ gone, onRetry }: { gone: boolean; onRetry: () => void }) {
  return (
    <main className="container-page flex min-h-svh max-w-xl flex-col items-center justify-center py-28 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-blush text-wine">
        {gone ? <MailX className="size-7" aria-hidden /> : <CircleAlert className="size-7" aria-hidden />}
      </span>
      <h1 className="mt-6 text-4xl font-medium sm:text-5xl">{gone ? en.notFoundTitle : en.loadFailedTitle}</h1>
      <div role="alert" className="mt-5 grid gap-3 text-lg leading-relaxed">
        <p>{gone ? en.notFound : en.loadFailed}</p>
        <p lang="hi" className="text-muted">
          {gone ? hi.notFound : hi.loadFailed}
        </p>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!gone && (
          <button type="button" onClick={onRetry} className={`${buttonClass} bg-wine text-white hover:bg-wine-dark`}>
            {en.tryAgain} · <span lang="hi">{hi.tryAgain}</span>
          </button>
        )}
        <Link to="/" className={`${buttonClass} border border-wine text-wine hover:bg-blush`}>
          {en.home}
        </Link>
      </div>
    </main>
  );
}

function InvitationCard({ token, invitation, refresh }: { token: string; invitation: Invitation; refresh: (() => void) | null }) {
  const text = INVITATION_TEXT[invitation.language];
  const { groomFirst, brideFirst, query } = useWedding();
  const deadline = query.data?.rsvpDeadline ?? null;
  const open = !deadline || !repliesClosed(deadline, new Date());
  return (
    <main lang={invitation.language} className="container-page max-w-3xl pt-28 pb-20 sm:pt-32" data-testid="invitation">
      <header className="rounded-[2rem] border border-gold-light bg-ivory/80 px-5 py-10 text-center shadow-xl shadow-ink/5 sm:px-12">
        <p className={text.eyebrowClass}>{text.eyebrow}</p>
        <h1 className="mt-4 text-4xl font-medium [overflow-wrap:anywhere] sm:text-6xl">{text.greeting(invitation.householdName)}</h1>
        <div className="ornament mt-5" aria-hidden>
          <span>✦</span>
        </div>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed">{text.invite(groomFirst, brideFirst)}</p>
        <p className="mt-3 text-muted">{text.seats(invitation.seats)}</p>
        {deadline && open && !invitation.reply && <p className="mt-2 font-medium text-wine">{text.replyBy(deadline)}</p>}
      </header>
      <AnnouncementsBanner invite={token} language={invitation.language} />
      {/* Once the family says it comes, its own wedding (functions, room, car, menus) takes the invitation's list's place. */}
      {invitation.reply?.rsvpStatus === "yes" ? (
        <YourWeddingSection link={{ kind: "invitation", token }} language={invitation.language} />
      ) : (
        <InvitationEvents events={invitation.events} text={text} />
      )}
      {/* The reply-by date decides between the form and "Replies closed": known before either shows. */}
      {query.isPending ? (
        <Spinner label={text.loading} />
      ) : (
        <InvitationReply token={token} invitation={invitation} text={text} refresh={refresh} closed={deadline && !open ? text.closed(deadline) : null} />
      )}
    </main>
  );
}

export function InvitationPage({ token }: { token: string }) {
  const invitation = useQuery(trpc.guest.invitation.queryOptions({ token }));
  if (invitation.isPending) {
    return (
      <main className="container-page max-w-3xl pt-28 pb-20">
        <Spinner label={en.loading} />
      </main>
    );
  }
  // A failed refresh keeps the invitation on screen (and what the guest typed): only a first load that failed is a problem page.
  if (invitation.isError && !invitation.data) return <LoadProblem gone={codeOf(invitation.error) === "NOT_FOUND"} onRetry={() => void invitation.refetch()} />;
  return (
    <>
      <InvitationCard token={token} invitation={invitation.data!} refresh={invitation.isError ? () => void invitation.refetch() : null} />
      <ForgetThisPhone
        links={{ invitation: token, replies: [invitation.data!.reply ? (tokenOfPage(invitation.data!.reply.editUrl) ?? undefined) : undefined] }}
        language={invitation.data!.language}
      />
      <SiteFooter />
    </>
  );
}
