/**
 * The hero as pure markup. The server renders it into the page for "/" so the photo and the names
 * paint before the script arrives (LCP on a phone); the app then renders the same thing.
 * No data hooks here: it must render on the server.
 */
export interface HeroViewProps {
  groomFirst: string;
  brideFirst: string;
  hashtag: string;
  datesLabel: string;
  venue: string;
  onRsvpClick?: () => void;
}

export function HeroView({ groomFirst, brideFirst, hashtag, datesLabel, venue, onRsvpClick }: HeroViewProps) {
  return (
    <section aria-labelledby="hero-title" className="relative flex min-h-svh items-center justify-center overflow-hidden bg-ink text-white">
      <img
        src="/images/hero-1920.webp"
        srcSet="/images/hero-960.webp 960w, /images/hero-1280.webp 1280w, /images/hero-1920.webp 1920w"
        sizes="100vw"
        alt=""
        fetchPriority="high"
        decoding="async"
        width={1920}
        height={1280}
        className="absolute inset-0 size-full object-cover"
      />
      <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-ink/55 via-ink/35 to-ink/70" />
      <div className="relative z-10 container-page flex flex-col items-center pt-20 pb-12 text-center sm:py-28">
        <p className="eyebrow !text-gold-light">{hashtag}</p>
        <h1 id="hero-title" className="mt-4 text-6xl sm:mt-6 leading-none font-medium sm:text-7xl md:text-8xl">
          {groomFirst}
          <span className="mx-3 block font-light text-gold-light italic sm:inline">&amp;</span>
          {brideFirst}
        </h1>
        <p className="mt-4 font-display text-2xl italic sm:mt-6 text-white/90 sm:text-3xl">We&apos;re getting married</p>
        <div className="ornament mt-4 sm:mt-6" aria-hidden>
          <span className="text-lg">✦</span>
        </div>
        <p className="mt-4 text-sm font-medium sm:mt-6 tracking-[0.25em] uppercase sm:text-base">{datesLabel}</p>
        <p className="mt-2 text-base text-white/85">{venue}</p>
        <p className="mt-6 max-w-xl sm:mt-8 text-base leading-relaxed text-white/85">
          Together with our families, we would love for you to celebrate with us in the hills. Kindly respond with your attendance details so we can plan your
          stay, your meals and every little comfort.
        </p>
        {/* A link to the form, so it works before (and without) JavaScript; the app scrolls there smoothly. */}
        <a
          href="#rsvp-section"
          onClick={
            onRsvpClick &&
            ((event) => {
              event.preventDefault();
              onRsvpClick();
            })
          }
          className="mt-8 inline-flex min-h-12 sm:mt-10 items-center rounded-full bg-ivory px-9 text-sm font-semibold tracking-[0.2em] text-wine uppercase shadow-lg shadow-black/20 transition hover:bg-white hover:shadow-xl"
        >
          RSVP Now
        </a>
      </div>
    </section>
  );
}
