import { Link } from "@tanstack/react-router";

export function NotFoundPage() {
  return (
    <main className="container-page flex min-h-svh flex-col items-center justify-center py-28 text-center">
      <p className="font-display text-8xl font-light text-gold">404</p>
      <h1 className="mt-4 text-4xl font-medium sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-muted">This page seems to have wandered off from the celebration. Let&apos;s get you back to the festivities.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="inline-flex min-h-12 items-center rounded-full bg-wine px-7 text-sm font-semibold text-white transition hover:bg-wine-dark">
          Back to Home
        </Link>
        <Link
          to="/timeline"
          className="inline-flex min-h-12 items-center rounded-full border border-wine px-7 text-sm font-semibold text-wine transition hover:bg-blush"
        >
          View Itinerary
        </Link>
      </div>
    </main>
  );
}
