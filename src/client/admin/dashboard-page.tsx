import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Images, UtensilsCrossed } from "lucide-react";
import type { ReactNode } from "react";
import { trpc } from "../trpc";
import { AdminGuard } from "./admin-guard";
import { DashboardHeader } from "./dashboard-header";

function Stat({ icon, label, value, href }: { icon: ReactNode; label: string; value: number | undefined; href: string }) {
  return (
    <a href={href} className="flex items-center gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition hover:border-gold">
      <span className="grid size-11 place-items-center rounded-lg bg-blush text-wine">{icon}</span>
      <span>
        <span className="block text-2xl font-semibold text-ink tabular-nums">{value ?? "–"}</span>
        <span className="text-sm text-muted">{label}</span>
      </span>
    </a>
  );
}

/** What guests currently see, at a glance; the management tabs build on this shell. */
function Overview() {
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  const menus = useQuery(trpc.guest.publishedDayMenus.queryOptions());
  const media = useQuery(trpc.guest.venueMedia.queryOptions());
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="font-sans text-base font-semibold text-ink">
        What guests see now
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <Stat icon={<CalendarDays className="size-5" aria-hidden />} label="Itinerary events" value={events.data?.length} href="/timeline" />
        <Stat icon={<UtensilsCrossed className="size-5" aria-hidden />} label="Published day menus" value={menus.data?.length} href="/menu/view" />
        <Stat icon={<Images className="size-5" aria-hidden />} label="Venue photos & videos" value={media.data?.length} href="/" />
      </div>
    </section>
  );
}

export function DashboardPage() {
  return (
    <AdminGuard>
      <div className="min-h-svh bg-[#f7f4f0]">
        <DashboardHeader />
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <Overview />
        </main>
      </div>
    </AdminGuard>
  );
}
