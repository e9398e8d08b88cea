import { Countdown } from "./countdown";
import { Gratitude } from "./gratitude";
import { Hero } from "./hero";
import { RsvpSection } from "./rsvp-section";
import { SiteFooter } from "./site-footer";
import { VenueCard } from "./venue-card";

export function HomePage() {
  return (
    <>
      <Hero />
      <Countdown />
      <RsvpSection />
      <VenueCard />
      <Gratitude />
      <SiteFooter />
    </>
  );
}
