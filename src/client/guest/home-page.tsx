import { useState } from "react";
import { Countdown } from "./countdown";
import { Gratitude } from "./gratitude";
import { Hero } from "./hero";
import { RsvpSection } from "./rsvp-section";
import type { SubmittedRsvp } from "./rsvp/rsvp-form";
import { ThankYou } from "./rsvp/thank-you";
import { SiteFooter } from "./site-footer";
import { useShell } from "./shell";
import { VenueCard } from "./venue-card";

export function HomePage() {
  const [submitted, setSubmitted] = useState<SubmittedRsvp | null>(null);
  const hasShell = useShell("home", !submitted);
  if (submitted) {
    return (
      <>
        <ThankYou rsvpId={submitted.rsvpId} idUploadFailed={submitted.idUploadFailed} />
        <SiteFooter />
      </>
    );
  }
  return (
    <>
      {!hasShell && <Hero />}
      <Countdown />
      <RsvpSection onSubmitted={setSubmitted} />
      <VenueCard />
      <Gratitude />
      <SiteFooter />
    </>
  );
}
