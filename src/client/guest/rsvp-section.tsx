import { Users } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { SubmittedRsvp } from "./rsvp/rsvp-form";

// The form (with react-hook-form and zod) is its own chunk, fetched once the page has loaded or the
// guest nears the section, so the hero and countdown paint without it.
const RsvpForm = lazy(() => import("./rsvp/rsvp-form").then((m) => ({ default: m.RsvpForm })));

function useLoadSoon(ref: React.RefObject<HTMLElement | null>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: "600px" });
    if (ref.current) observer.observe(ref.current);
    const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(go, { timeout: 2000 }) : setTimeout(go, 200));
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("load", idle);
    };
  }, [ready, ref]);
  return ready;
}

function FormSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading the RSVP form">
      {[0, 1].map((i) => (
        <div key={i} className="h-64 animate-pulse rounded-3xl border border-line bg-white/60" />
      ))}
    </div>
  );
}

/** Anchor of "RSVP Now"; the RSVP form lives here. */
export function RsvpSection({ onSubmitted }: { onSubmitted: (result: SubmittedRsvp) => void }) {
  const ref = useRef<HTMLElement>(null);
  const ready = useLoadSoon(ref);
  return (
    <section ref={ref} id="rsvp-section" aria-labelledby="rsvp-title" className="scroll-mt-14 py-20">
      <div className="container-page max-w-3xl">
        <div className="text-center">
          <p className="eyebrow">RSVP</p>
          <h2 id="rsvp-title" className="mt-3 text-4xl font-medium sm:text-5xl">
            Will You Join Us?
          </h2>
          <p className="mx-auto mt-3 max-w-lg text-muted">Kindly reply for yourself and everyone travelling with you.</p>
        </div>
        <p className="mt-8 flex items-start gap-3 rounded-2xl border border-gold-light bg-cream/70 p-5 text-sm leading-relaxed text-ink">
          <Users className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
          <span>
            Please use <strong>Add Member</strong> to list every family member travelling with you, so that we can reserve
            enough hotel rooms for everyone.
          </span>
        </p>
        <div className="mt-8">
          {ready ? (
            <Suspense fallback={<FormSkeleton />}>
              <RsvpForm onSubmitted={onSubmitted} />
            </Suspense>
          ) : (
            <FormSkeleton />
          )}
        </div>
      </div>
    </section>
  );
}
