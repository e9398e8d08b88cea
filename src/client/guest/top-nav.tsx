import { Link } from "@tanstack/react-router";
import { cn } from "../ui/cn";
import { BackgroundAudio } from "./background-audio";
import { useWedding } from "./use-wedding";

const linkClass = "relative inline-flex min-h-11 items-center px-3 text-sm font-medium tracking-wide text-muted transition-colors hover:text-ink";
const activeClass = "text-wine after:absolute after:inset-x-3 after:bottom-2 after:h-px after:bg-wine";

/**
 * The fixed top bar: monogram, the music button (when the couple enabled music), RSVP (exact match) and
 * Itinerary (prefix match); dates and venue on wide screens.
 */
export function TopNav() {
  const w = useWedding();
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/70 bg-ivory/90 backdrop-blur-md">
      <nav aria-label="Main" className="container-page flex h-14 items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Link to="/" className="inline-flex min-h-11 min-w-11 items-center justify-center font-display text-xl font-semibold text-wine">
            {/* The monogram is decoration; the link's name is the text beside it (no aria-label that hides the visible text). */}
            <span aria-hidden>
              {w.groomFirst.charAt(0)}
              <span className="mx-1 text-gold">&amp;</span>
              {w.brideFirst.charAt(0)}
            </span>
            <span className="sr-only">{`${w.groomFirst} and ${w.brideFirst}, home`}</span>
          </Link>
          {/* Music plays on every guest page, login included (guest spec), not in the dashboard (which has no top bar). */}
          <BackgroundAudio />
        </div>
        <p className="hidden flex-1 text-center text-xs tracking-[0.2em] text-muted uppercase lg:block">
          {w.datesLabel}
          <span aria-hidden className="mx-3 text-gold">
            ·
          </span>
          {w.venue}
        </p>
        <div className="flex items-center gap-1">
          <Link to="/" activeOptions={{ exact: true }} className={linkClass} activeProps={{ className: cn(linkClass, activeClass) }}>
            RSVP
          </Link>
          <Link to="/timeline" className={linkClass} activeProps={{ className: cn(linkClass, activeClass) }}>
            Itinerary
          </Link>
        </div>
      </nav>
    </header>
  );
}
