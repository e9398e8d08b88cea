import { Heart } from "lucide-react";
import { useWedding } from "./use-wedding";

export function Gratitude() {
  const w = useWedding();
  return (
    <section aria-labelledby="gratitude-title" className="bg-blush/60 py-20">
      <div className="container-page max-w-2xl text-center">
        <Heart className="mx-auto size-7 text-wine" aria-hidden />
        <h2 id="gratitude-title" className="mt-4 text-4xl font-medium sm:text-5xl">
          With Gratitude
        </h2>
        <p className="mt-6 text-lg leading-relaxed text-muted">
          Your love, blessings and presence mean the world to us. Thank you for travelling to the hills to share these two days of joy, music and good food, and
          for being part of the story we begin together.
        </p>
        <p className="mt-6 font-display text-2xl text-wine italic">
          With love, {w.groomFirst} &amp; {w.brideFirst}
        </p>
      </div>
    </section>
  );
}
