/** The five stat cards of the RSVPs tab. Total Guests and Children count attending RSVPs only. */
import { Baby, CircleCheck, CircleX, ClipboardList, Users } from "lucide-react";
import type { ReactNode } from "react";
import { rsvpStats } from "../../../shared/guest-totals";
import type { Rsvp } from "../../../shared/schemas/rsvp";

function StatCard({ icon, label, value, tone, className = "" }: { icon: ReactNode; label: string; value: number; tone: string; className?: string }) {
  return (
    <div className={`flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 shadow-sm ${className}`}>
      <span className={`grid size-10 shrink-0 place-items-center rounded-lg ${tone}`}>{icon}</span>
      <div className="min-w-0">
        <div className="text-2xl leading-tight font-semibold text-ink tabular-nums">{value}</div>
        <div className="text-xs font-medium text-muted">{label}</div>
      </div>
    </div>
  );
}

export function RsvpStats({ rsvps }: { rsvps: readonly Rsvp[] }) {
  const s = rsvpStats(rsvps);
  return (
    <section aria-label="RSVP statistics" className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
      <StatCard
        icon={<ClipboardList className="size-5" aria-hidden />}
        label="Total Responses"
        value={s.totalResponses}
        tone="bg-blush text-wine"
        className="col-span-2 md:col-span-1"
      />
      <StatCard icon={<CircleCheck className="size-5" aria-hidden />} label="Attending" value={s.attending} tone="bg-[#eef6ee] text-veg" />
      <StatCard icon={<CircleX className="size-5" aria-hidden />} label="Not Attending" value={s.notAttending} tone="bg-[#fdf1f0] text-nonveg" />
      <StatCard icon={<Users className="size-5" aria-hidden />} label="Total Guests" value={s.totalGuests} tone="bg-[#faf3e6] text-gold" />
      <StatCard icon={<Baby className="size-5" aria-hidden />} label="Children" value={s.children} tone="bg-cream text-muted" />
    </section>
  );
}
