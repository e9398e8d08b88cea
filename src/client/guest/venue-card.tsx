import { MapPin, Navigation } from "lucide-react";
import { useWedding } from "./use-wedding";
import { VenueSlideshow } from "./venue-slideshow";

export function VenueCard() {
  const w = useWedding();
  return (
    <section aria-labelledby="venue-title" className="py-20">
      <div className="container-page">
        <div className="text-center">
          <p className="eyebrow">The Venue</p>
          <h2 id="venue-title" className="mt-3 text-4xl font-medium sm:text-5xl">
            {w.venue}
          </h2>
          {w.venueAddress && (
            <p className="mx-auto mt-3 max-w-md text-muted">
              <MapPin className="mr-1.5 -mt-0.5 inline size-4 text-gold" aria-hidden />
              {w.venueAddress}
            </p>
          )}
        </div>
        <div className="mt-10">
          <VenueSlideshow />
        </div>
        {w.directionsLink && (
          <div className="mt-8 text-center">
            <a
              href={w.directionsLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center gap-2 rounded-full border border-wine px-7 text-sm font-semibold tracking-wide text-wine transition hover:bg-wine hover:text-white"
            >
              <Navigation className="size-4" aria-hidden />
              Get Directions to Venue
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
