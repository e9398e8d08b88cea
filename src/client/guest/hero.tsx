import { HeroView } from "../../shared/views/hero-view";
import { focusFirstFieldWhenShown } from "./focus-reply-form";
import { useWedding } from "./use-wedding";

/** Full-height hero over the venue photo; "RSVP Now" scrolls smoothly to the form and puts the focus in Full Name. */
export function Hero({ onRsvpClick }: { onRsvpClick?: () => void }) {
  const w = useWedding();
  const scrollToRsvp = () => {
    document.getElementById("rsvp-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
    focusFirstFieldWhenShown();
    onRsvpClick?.();
  };
  return (
    <HeroView groomFirst={w.groomFirst} brideFirst={w.brideFirst} hashtag={w.hashtag} datesLabel={w.datesLabel} venue={w.venue} onRsvpClick={scrollToRsvp} />
  );
}
