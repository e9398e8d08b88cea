/** Who was told what, under a household's status: its invitation, reminders and announcements, with dates and (API sends) the delivery. */
import { useQuery } from "@tanstack/react-query";
import type { MessageLogEntry } from "../../../shared/schemas/chase";
import { trpc } from "../../trpc";
import { useRoleAllows } from "../use-role";
import { useVenueZone, venueTime } from "../venue-time";

const KIND_WORDS = { invitation: "Invitation", reminder: "Reminder", announcement: "Update" } as const;

const lineOf = (m: MessageLogEntry, zone: string) => {
  const what = m.kind === "announcement" && m.announcementTitle ? `Update "${m.announcementTitle}"` : KIND_WORDS[m.kind];
  const delivery = m.via === "api" && m.status ? ` · ${m.status}${m.error ? `: ${m.error}` : ""}` : "";
  return `${what} ${venueTime(m.at, zone) ?? ""}${delivery}`;
};

export function ToldSummary({ householdId }: { householdId: number }) {
  const planner = useRoleAllows("planner");
  const log = useQuery({ ...trpc.admin.messageLog.queryOptions(), enabled: planner });
  const zone = useVenueZone();
  const entries = log.data?.byHousehold[String(householdId)] ?? [];
  if (!entries.length) return null;
  const reminders = entries.filter((m) => m.kind === "reminder").length;
  return (
    <details className="text-xs text-muted" data-testid="told-summary">
      <summary className="cursor-pointer whitespace-nowrap">
        {entries.length} {entries.length === 1 ? "message" : "messages"}
        {reminders > 0 && `, ${reminders} ${reminders === 1 ? "reminder" : "reminders"}`}
      </summary>
      <ul className="mt-1 grid gap-0.5">
        {entries.map((m, i) => (
          <li key={i} className="whitespace-nowrap">
            {lineOf(m, zone)}
          </li>
        ))}
      </ul>
    </details>
  );
}
