/** The numbers at the top of the Guest List: how far the invitations have gone and who is coming. */
import type { Household } from "../../../shared/schemas/households";
import { guestListStats, type RepliesById } from "./guest-list-model";

function Stat({ label, value, note, tone = "text-ink" }: { label: string; value: number; note?: string; tone?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-white px-2.5 py-2 shadow-sm sm:px-3 sm:py-2.5">
      <div className={`text-xl leading-tight font-semibold tabular-nums ${tone}`}>
        {value}
        {note && <span className="ml-1.5 text-sm font-medium text-muted">{note}</span>}
      </div>
      <div className="text-xs font-medium text-muted">{label}</div>
    </div>
  );
}

export function GuestListStats({ households, replies }: { households: readonly Household[]; replies: RepliesById }) {
  const s = guestListStats(households, replies);
  return (
    <section aria-label="Guest list numbers" className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-7">
      <Stat label="Households" value={s.households} />
      <Stat label="People invited" value={s.seats} />
      <Stat label="Sent" value={s.sent} />
      <Stat label="Opened" value={s.opened} />
      <Stat label="Replied" value={s.replied} note={`${s.repliedPercent}%`} tone="text-wine" />
      <Stat label="People coming" value={s.coming} tone="text-veg" />
      <Stat label="Not replied" value={s.notReplied} tone="text-[#8a6a35]" />
    </section>
  );
}
