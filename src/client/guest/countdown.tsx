import { useEffect, useState } from "react";
import { COUNTDOWN_TICK_MS } from "../../shared/constants";
import { countdownParts } from "../../shared/countdown";
import { useClientRendered } from "../ui/use-client-rendered";
import { useDrawnAt } from "../ui/drawn-at";
import { useWedding } from "./use-wedding";

/** Days, hours, minutes and seconds to the wedding, ticking every second; "Today's the Day" at zero. */
export function Countdown() {
  const w = useWedding();
  const target = new Date(w.weddingDate);
  // Drawn by the server, the page hydrates with the server's moment (the same digits), then takes the phone's.
  const hydrating = !useClientRendered();
  const drawnAt = useDrawnAt();
  const [now, setNow] = useState(() => (hydrating && drawnAt !== null ? new Date(drawnAt) : new Date()));
  const parts = countdownParts(target, now);

  useEffect(() => {
    const tick = () => setNow(new Date());
    // At once, not a second later: the drawing's moment is behind, and the first tick must not wait for it.
    tick();
    if (parts.done) return;
    const id = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [parts.done]);

  const units: [number, string][] = [
    [parts.days, "Days"],
    [parts.hours, "Hours"],
    [parts.minutes, "Minutes"],
    [parts.seconds, "Seconds"],
  ];

  return (
    <section aria-labelledby="countdown-title" className="bg-cream py-20">
      <div className="container-page text-center">
        <p className="eyebrow">{w.hashtag}</p>
        {parts.done ? (
          <>
            <h2 id="countdown-title" className="mt-4 text-4xl font-medium text-wine sm:text-5xl">
              Today&apos;s the Day
            </h2>
            <p className="mx-auto mt-4 max-w-md text-muted">
              The celebrations have begun. Thank you for being part of our story; we can&apos;t wait to see you.
            </p>
          </>
        ) : (
          <>
            <h2 id="countdown-title" className="mt-4 text-4xl font-medium sm:text-5xl">
              Counting down to forever
            </h2>
            <div role="timer" aria-live="off" className="mx-auto mt-10 grid max-w-2xl grid-cols-4 gap-2 sm:gap-5">
              {units.map(([value, label]) => (
                <div key={label} className="rounded-2xl border border-line bg-ivory px-1 py-5 shadow-sm sm:py-7">
                  <div className="font-display text-4xl font-semibold text-wine tabular-nums sm:text-6xl">{String(value).padStart(2, "0")}</div>
                  <div className="mt-1 text-[0.65rem] tracking-[0.2em] text-muted uppercase sm:text-xs">{label}</div>
                </div>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
