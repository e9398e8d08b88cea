import { Heart, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { UploadSlot } from "./id-upload";
import { ANOTHER_REPLY_FLAG } from "./remembered-reply";
import { ReplyLink } from "./reply-link";

const ANOTHER_CLASS =
  "mt-10 inline-flex min-h-12 items-center gap-2 rounded-full border border-wine px-7 text-sm font-semibold tracking-wide text-wine transition hover:bg-wine hover:text-white";

/** Shown in place of the page after a successful RSVP. */
export function ThankYou({
  rsvpId,
  idUploadFailed,
  editUrl,
  attending = true,
  anotherHref,
  missingIds = [],
}: {
  rsvpId: string;
  idUploadFailed: boolean;
  editUrl?: string;
  attending?: boolean;
  /** "Submit Another RSVP" as a link to the empty form (the page drawn by the server, which works without JavaScript). */
  anotherHref?: string;
  /** Family members whose ID did not reach us (a reply kept on the phone): chosen again on the reply's page. */
  missingIds?: string[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The reply's own credential for adding the document to it: the token of its private link.
  const editToken = editUrl?.slice(editUrl.lastIndexOf("/") + 1);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="thanks-title" className="relative flex min-h-svh items-center justify-center bg-cream px-4 pt-24 pb-16 sm:px-5">
      <div className="w-full max-w-xl min-w-0 rounded-[2rem] border border-gold-light bg-ivory p-6 text-center shadow-xl shadow-ink/5 animate-fade-in sm:p-12">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-blush text-wine">
          <Heart className="size-7 fill-wine/15" aria-hidden />
        </span>
        <p className="eyebrow mt-6">RSVP received</p>
        <h2 id="thanks-title" ref={heading} tabIndex={-1} className="mt-3 text-5xl font-medium focus:outline-none">
          Thank You!
        </h2>
        <div className="ornament mt-5" aria-hidden>
          <span>✦</span>
        </div>
        <p className="mt-5 text-lg leading-relaxed text-ink">Your RSVP has been submitted successfully.</p>
        {attending ? (
          <p className="mt-2 leading-relaxed text-muted">We&apos;ll share further details about travel, rooms and the celebrations closer to the date.</p>
        ) : (
          <p className="mt-2 leading-relaxed text-muted">
            We&apos;ll miss you! Thank you for letting us know. If your plans change, you can change your reply with the link below.
          </p>
        )}
        {idUploadFailed && (
          <div className="mt-8 text-left">
            <p className="mb-2 text-sm font-medium">Your RSVP is saved, but your ID proof did not reach us. Please try uploading it again:</p>
            <UploadSlot who="primary" slot="single" ownerLabel="you" url={`/api/rsvp/${rsvpId}/upload-id`} editToken={editToken} onFileName={() => {}} />
          </div>
        )}
        {missingIds.length > 0 && (
          <ul className="mt-8 grid gap-2 text-left text-sm font-medium" data-testid="missing-ids">
            {missingIds.map((owner) => (
              <li key={owner}>
                The ID document for {owner} did not reach us. Please choose it again{editUrl ? " on your reply's page (link below)" : ""}.
              </li>
            ))}
          </ul>
        )}
        {editUrl && (
          <div className="mt-8">
            <ReplyLink editUrl={editUrl} />
          </div>
        )}
        {anotherHref ? (
          <a href={anotherHref} className={ANOTHER_CLASS}>
            <RotateCcw className="size-4" aria-hidden /> Submit Another RSVP
          </a>
        ) : (
          <button
            type="button"
            onClick={() => {
              try {
                window.sessionStorage.setItem(ANOTHER_REPLY_FLAG, "1");
              } catch {
                // Without storage the remembered reply shows, with its "Reply for someone else".
              }
              window.location.reload();
            }}
            className={ANOTHER_CLASS}
          >
            <RotateCcw className="size-4" aria-hidden /> Submit Another RSVP
          </button>
        )}
      </div>
    </section>
  );
}
