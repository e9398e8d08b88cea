/**
 * Per person of an RSVP card, the functions they attend (issue 14): the names of the timeline events that
 * ask guests, in timeline order, read from the same timeline list as the Timeline tab.
 */
import { useQuery } from "@tanstack/react-query";
import type { TimelineEvent } from "../../../shared/schemas/timeline";
import { trpc } from "../../trpc";

/** The timeline events that ask guests whether they attend (empty while the list loads or when none asks). */
export function useAskedEvents(): TimelineEvent[] {
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  return (events.data ?? []).filter((e) => e.asksAttendance);
}

/** "Haldi Ceremony, Sangeet" for the asked events among `ids`, "None" when the person attends none of them. */
export function functionsText(asked: readonly TimelineEvent[], ids: readonly number[] | undefined): string {
  const names = asked.filter((e) => ids?.includes(e.id)).map((e) => e.eventName);
  return names.length ? names.join(", ") : "None";
}
