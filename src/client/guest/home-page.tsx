import { Suspense, useState } from "react";
import { ChunkBoundary, retryingLazy } from "../ui/chunk-boundary";
import { Countdown } from "./countdown";
import { Gratitude } from "./gratitude";
import { Hero } from "./hero";
import { RsvpSection } from "./rsvp-section";
import type { SubmittedRsvp } from "./rsvp/new-reply-form";
import { SiteFooter } from "./site-footer";
import { VenueCard } from "./venue-card";
import { AnnouncementsBanner } from "./announcements-banner";

// Shown only after a reply, when the form's chunk (which shares its upload slot) is already here.
const ThankYou = retryingLazy(async () => ({ default: (await import("./rsvp/thank-you")).ThankYou }));

export function HomePage() {
  const [submitted, setSubmitted] = useState<SubmittedRsvp | null>(null);
  if (submitted) {
    return (
      <>
        <ChunkBoundary onRetry={ThankYou.retry}>
          <Suspense fallback={<div className="min-h-svh bg-cream" aria-busy="true" />}>
            <ThankYou
              rsvpId={submitted.rsvpId}
              idUploadFailed={submitted.idUploadFailed}
              editUrl={submitted.editUrl}
              attending={submitted.attending}
              missingIds={submitted.missingIds}
            />
          </Suspense>
        </ChunkBoundary>
        <SiteFooter />
      </>
    );
  }
  return (
    <>
      <Hero />
      <Countdown />
      <AnnouncementsBanner />
      <RsvpSection onSubmitted={setSubmitted} />
      <VenueCard />
      <Gratitude />
      <SiteFooter />
    </>
  );
}
