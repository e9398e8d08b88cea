import { Users } from "lucide-react";

/** Anchor of "RSVP Now"; the RSVP form lives here. */
export function RsvpSection() {
  return (
    <section id="rsvp-section" aria-labelledby="rsvp-title" className="scroll-mt-14 py-20">
      <div className="container-page max-w-3xl">
        <div className="text-center">
          <p className="eyebrow">RSVP</p>
          <h2 id="rsvp-title" className="mt-3 text-4xl font-medium sm:text-5xl">
            Will You Join Us?
          </h2>
        </div>
        <p className="mt-8 flex items-start gap-3 rounded-2xl border border-gold-light bg-cream/70 p-5 text-sm leading-relaxed text-ink">
          <Users className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
          <span>
            Please use <strong>Add Member</strong> to list every family member travelling with you, so that we can reserve
            enough hotel rooms for everyone.
          </span>
        </p>
      </div>
    </section>
  );
}
