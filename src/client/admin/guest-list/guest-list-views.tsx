/** The Guest List tab's views for the planner and owner: the households, the chase board, the announcements. */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { trpc } from "../../trpc";
import { cn } from "../../ui/cn";
import { AnnouncementsView } from "./announcements-view";
import { ChaseBoard } from "./chase-board";
import { allTags } from "./guest-list-model";

export type GuestListView = "households" | "chase" | "announcements";
const VIEWS: { key: GuestListView; label: string }[] = [
  { key: "households", label: "Households" },
  { key: "chase", label: "Chase board" },
  { key: "announcements", label: "Announcements" },
];

export function GuestListViews({ view, onChange }: { view: GuestListView; onChange: (v: GuestListView) => void }) {
  return (
    <div
      role="group"
      aria-label="Guest list views"
      className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-white p-1 shadow-sm sm:flex sm:self-start"
    >
      {VIEWS.map((v) => (
        <button
          key={v.key}
          type="button"
          aria-pressed={view === v.key}
          onClick={() => onChange(v.key)}
          className={cn(
            "min-h-10 rounded-lg px-1.5 text-[13px] font-medium sm:px-3 sm:text-sm",
            view === v.key ? "bg-wine text-white shadow-sm" : "text-muted hover:bg-cream hover:text-ink",
          )}
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}

export function ChaseViews({ view }: { view: Exclude<GuestListView, "households"> }) {
  const households = useQuery(trpc.admin.households.queryOptions());
  const timeline = useQuery(trpc.guest.timelineEvents.queryOptions());
  const points = useQuery(trpc.guest.pickupPoints.queryOptions());
  const tags = useMemo(() => allTags(households.data?.data ?? []), [households.data]);
  const sorted = useMemo(() => [...(timeline.data ?? [])].sort((a, b) => a.day - b.day || a.displayOrder - b.displayOrder || a.id - b.id), [timeline.data]);
  const asked = useMemo(() => new Map(sorted.filter((e) => e.asksAttendance).map((e) => [e.id, e.eventName] as const)), [sorted]);
  const choices = useMemo(
    () => ({
      events: new Map(sorted.map((e) => [e.id, e.eventName] as const)),
      tags,
      points: new Map((points.data ?? []).map((p) => [p.id, p.name] as const)),
    }),
    [sorted, tags, points.data],
  );
  return view === "chase" ? <ChaseBoard asked={asked} tags={tags} /> : <AnnouncementsView choices={choices} />;
}
