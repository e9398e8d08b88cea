import { Link } from "@tanstack/react-router";
import { useWedding } from "./use-wedding";

/** At least 44 × 44 px to tap on a phone. */
const footerLink = "inline-flex min-h-11 min-w-11 items-center justify-center px-2 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const w = useWedding();
  return (
    <footer className="border-t border-line bg-ink py-12 text-center text-white/80">
      <div className="container-page">
        <p className="font-display text-3xl text-white">
          {w.groomName} <span className="text-gold-light italic">&amp;</span> {w.brideName}
        </p>
        <p className="mt-3 text-sm tracking-[0.2em] uppercase">{w.datesLabel}</p>
        <p className="mt-1 text-sm">{w.venue}</p>
        <nav aria-label="Footer" className="mt-6 flex flex-wrap justify-center gap-x-4 text-sm">
          <Link to="/" hash="rsvp-section" className={footerLink}>
            RSVP
          </Link>
          <Link to="/timeline" className={footerLink}>
            Itinerary
          </Link>
          <Link to="/menu/view" className={footerLink}>
            Menus
          </Link>
        </nav>
        <p className="mt-6 text-xs text-white/50">{w.hashtag}</p>
      </div>
    </footer>
  );
}
