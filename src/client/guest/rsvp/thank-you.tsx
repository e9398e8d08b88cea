import { Heart, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { UploadSlot } from "./id-upload";

/** Shown in place of the page after a successful RSVP. */
export function ThankYou({ rsvpId, idUploadFailed }: { rsvpId: string; idUploadFailed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="thanks-title" className="relative flex min-h-svh items-center justify-center bg-cream px-5 pt-24 pb-16">
      <div className="w-full max-w-xl rounded-[2rem] border border-gold-light bg-ivory p-8 text-center shadow-xl shadow-ink/5 animate-fade-in sm:p-12">
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
        <p className="mt-2 leading-relaxed text-muted">
          We&apos;ll share further details about travel, rooms and the celebrations closer to the date.
        </p>
        {idUploadFailed && (
          <div className="mt-8 text-left">
            <p className="mb-2 text-sm font-medium">Your RSVP is saved, but your ID proof did not reach us. Please try uploading it again:</p>
            <UploadSlot who="primary" slot="single" ownerLabel="you" url={`/api/rsvp/${rsvpId}/upload-id`} onFileName={() => {}} />
          </div>
        )}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-10 inline-flex min-h-12 items-center gap-2 rounded-full border border-wine px-7 text-sm font-semibold tracking-wide text-wine transition hover:bg-wine hover:text-white"
        >
          <RotateCcw className="size-4" aria-hidden /> Submit Another RSVP
        </button>
      </div>
    </section>
  );
}
