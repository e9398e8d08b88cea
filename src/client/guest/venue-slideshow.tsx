import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, ImageIcon, Images, Video } from "lucide-react";
import { useState } from "react";
import { SLIDE_TRANSITION_MS } from "../../shared/constants";
import { isSafeLink } from "../../shared/safe-link";
import type { VenueMedia } from "../../shared/schemas";
import { cn } from "../ui/cn";
import { EmptyState, Spinner } from "../ui/states";
import { trpc } from "../trpc";

/** Index after moving by `step`, wrapping at both ends. */
export const wrapIndex = (index: number, step: number, length: number) => (((index + step) % length) + length) % length;

function Slide({ item, active }: { item: VenueMedia; active: boolean }) {
  if (item.type === "video") {
    return (
      <video
        src={item.mediaUrl}
        muted
        controls
        playsInline
        preload="metadata"
        className="size-full bg-ink object-cover"
        onError={(e) => console.error("Venue video failed to load", item.mediaUrl, e.currentTarget.error)}
        tabIndex={active ? 0 : -1}
      >
        Your browser does not support the video tag
      </video>
    );
  }
  // Uploaded photos have phone-sized WebP copies (server: image-variants.ts); a width never made serves the original.
  const uploaded = item.mediaUrl.startsWith("/files/venue/");
  return (
    <img
      src={uploaded ? `${item.mediaUrl}?w=960` : item.mediaUrl}
      srcSet={uploaded ? [480, 960, 1600].map((w) => `${item.mediaUrl}?w=${w} ${w}w`).join(", ") : undefined}
      sizes={uploaded ? "(min-width: 1024px) 960px, 100vw" : undefined}
      alt={item.title ?? "Venue photo"}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}

export function VenueSlideshow() {
  const media = useQuery(trpc.guest.venueMedia.queryOptions());
  const [index, setIndex] = useState(0);
  // An item stored before the link rule (issue 12) with a link that is not http(s) or same-origin is not shown.
  const items = (media.data ?? []).filter((m) => isSafeLink(m.mediaUrl));

  if (media.isPending) return <Spinner label="Loading venue photos..." />;
  if (items.length === 0) {
    return (
      <EmptyState icon={<Images className="size-8" aria-hidden />} title="No Venue Photos Yet">
        Photos and videos of the venue appear here once they are uploaded in the admin panel.
      </EmptyState>
    );
  }

  const current = Math.min(index, items.length - 1);
  const item = items[current]!;
  const go = (step: number) => setIndex(wrapIndex(current, step, items.length));
  const many = items.length > 1;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from the carousel's own buttons
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Venue photos and videos"
      className="relative overflow-hidden rounded-3xl bg-ink shadow-xl shadow-ink/15"
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft") go(-1);
        if (e.key === "ArrowRight") go(1);
      }}
    >
      <div className="relative aspect-[4/3] sm:aspect-[16/9]">
        {items.map((m, i) => (
          <div
            key={m.id}
            aria-hidden={i !== current}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            className={cn("absolute inset-0 transition-opacity ease-in-out", i === current ? "opacity-100" : "pointer-events-none opacity-0")}
            style={{ transitionDuration: `${SLIDE_TRANSITION_MS}ms` }}
          >
            {Math.abs(i - current) <= 1 || (current === 0 && i === items.length - 1) || (current === items.length - 1 && i === 0) ? (
              <Slide item={m} active={i === current} />
            ) : null}
          </div>
        ))}
        <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-ink/80 to-transparent" />
        <span className="absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full bg-ink/60 px-3 py-1 text-xs font-medium text-white capitalize backdrop-blur">
          {item.type === "video" ? <Video className="size-3.5" aria-hidden /> : <ImageIcon className="size-3.5" aria-hidden />}
          {item.type}
        </span>
        <span className="absolute top-4 right-4 rounded-full bg-ink/60 px-3 py-1 text-xs font-medium text-white tabular-nums backdrop-blur" aria-live="polite">
          {current + 1} / {items.length}
        </span>
        {(item.title || item.description) && (
          <div className="pointer-events-none absolute inset-x-0 bottom-0 p-5 pb-10 text-white sm:p-8 sm:pb-12">
            {item.title && <h3 className="text-2xl font-medium sm:text-3xl">{item.title}</h3>}
            {item.description && <p className="mt-1 max-w-xl text-sm text-white/85">{item.description}</p>}
          </div>
        )}
      </div>
      {/* Arrows and dots sit in a bar under the slide, never over its title, each at least 44 x 44 px to tap. */}
      {many && (
        <div className="flex items-center justify-between gap-1 px-2 py-1.5">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous slide"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-white/85 text-ink shadow transition hover:bg-white"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <div className="flex min-w-0 flex-wrap justify-center">
            {items.map((m, i) => (
              <button
                key={m.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === current}
                className="grid size-11 place-items-center"
              >
                <span className={cn("block h-2 rounded-full transition-all", i === current ? "w-6 bg-white" : "w-2 bg-white/55")} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next slide"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-white/85 text-ink shadow transition hover:bg-white"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
