import { useWedding } from "./use-wedding";

/** Full-height hero over the venue photo; "RSVP Now" scrolls smoothly to the form. */
export function Hero({ onRsvpClick }: { onRsvpClick?: () => void }) {
  const w = useWedding();
  const scrollToRsvp = () => {
    document.getElementById("rsvp-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
    onRsvpClick?.();
  };
  return (
    <section aria-labelledby="hero-title" className="relative flex min-h-svh items-center justify-center overflow-hidden bg-ink text-white">
      <img
        src="/images/hero-1920.webp"
        srcSet="/images/hero-960.webp 960w, /images/hero-1920.webp 1920w"
        sizes="100vw"
        alt=""
        fetchPriority="high"
        decoding="async"
        width={1920}
        height={1280}
        className="absolute inset-0 size-full object-cover"
      />
      <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-ink/55 via-ink/35 to-ink/70" />
      <div className="relative z-10 container-page flex flex-col items-center py-28 text-center animate-fade-in">
        <p className="eyebrow !text-gold-light">{w.hashtag}</p>
        <h1 id="hero-title" className="mt-6 text-6xl leading-none font-medium sm:text-7xl md:text-8xl">
          {w.groomFirst}
          <span className="mx-3 block font-light text-gold-light italic sm:inline">&amp;</span>
          {w.brideFirst}
        </h1>
        <p className="mt-6 font-display text-2xl italic text-white/90 sm:text-3xl">We&apos;re getting married</p>
        <div className="ornament mt-6" aria-hidden>
          <span className="text-lg">✦</span>
        </div>
        <p className="mt-6 text-sm font-medium tracking-[0.25em] uppercase sm:text-base">{w.datesLabel}</p>
        <p className="mt-2 text-base text-white/85">{w.venue}</p>
        <p className="mt-8 max-w-xl text-base leading-relaxed text-white/85">
          Together with our families, we would love for you to celebrate with us in the hills. Kindly respond with your
          attendance details so we can plan your stay, your meals and every little comfort.
        </p>
        <button
          type="button"
          onClick={scrollToRsvp}
          className="mt-10 inline-flex min-h-12 items-center rounded-full bg-ivory px-9 text-sm font-semibold tracking-[0.2em] text-wine uppercase shadow-lg shadow-black/20 transition hover:bg-white hover:shadow-xl"
        >
          RSVP Now
        </button>
      </div>
    </section>
  );
}
