import { HeroView } from "../../shared/views/hero-view";
import { useWedding } from "./use-wedding";

/** Full-height hero over the venue photo; "RSVP Now" scrolls smoothly to the form. */
export function Hero({ onRsvpClick }: { onRsvpClick?: () => void }) {
  const w = useWedding();
  const scrollToRsvp = () => {
    document.getElementById("rsvp-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
    onRsvpClick?.();
  };
  return (
    <HeroView groomFirst={w.groomFirst} brideFirst={w.brideFirst} hashtag={w.hashtag} datesLabel={w.datesLabel} venue={w.venue} onRsvpClick={scrollToRsvp} />
  );
}
