/** One event in a day list: icon, name (with an "Asks attendance" badge), time range, place; up/down, edit, inline "Delete? Yes/No". */
import { useMutation } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, MapPin, Pencil, Shirt, Trash2, UserCheck } from "lucide-react";
import { useState } from "react";
import type { TimelineEvent } from "../../../shared/schemas/timeline";
import { formatTimeRange } from "../../../shared/time-range";
import { EventIcon } from "../../guest/event-icon";
import { trpcClient } from "../../trpc";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";

interface Props {
  event: TimelineEvent;
  first: boolean;
  last: boolean;
  onEdit: () => void;
}

export function EventRow({ event, first, last, onEdit }: Props) {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => trpcClient.admin.deleteTimelineEvent.mutate({ id: event.id }),
    onSuccess: async () => {
      toast({ title: "Success", description: "Timeline event deleted successfully", variant: "success" });
    },
    onError: (e) => toastError(e, "Failed to delete timeline event"),
    onSettled: () => setConfirming(false),
  });
  const move = useMutation({
    mutationFn: (direction: "up" | "down") => trpcClient.admin.moveTimelineEvent.mutate({ id: event.id, direction }),
    onError: (e) => toastError(e, "Failed to update timeline event"),
  });

  return (
    <li className="grid grid-cols-[2.5rem_1fr] gap-x-3 gap-y-1.5 py-3" data-testid="timeline-event-row">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-blush text-wine">
        <EventIcon eventName={event.eventName} customIconUrl={event.customIconUrl} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium leading-snug text-ink">
          {event.eventName}
          {event.asksAttendance && (
            <Badge tone="wine" title="Guests are asked if they will attend">
              <UserCheck aria-hidden /> Asks attendance
            </Badge>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted">
          <span className="tabular-nums">{formatTimeRange(event.time, event.toTime)}</span>
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden />
            {event.place}
          </span>
          {event.dressCode && (
            <span className="inline-flex items-center gap-1">
              <Shirt className="size-3.5" aria-hidden />
              {event.dressCode}
            </span>
          )}
        </p>
      </div>
      {confirming ? (
        <div className="col-start-2 flex items-center gap-2 text-sm" role="group" aria-label={`Delete ${event.eventName}?`}>
          <span className="font-medium text-nonveg">Delete?</span>
          <Button size="sm" variant="destructive" loading={remove.isPending} onClick={() => remove.mutate()}>
            Yes
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)} autoFocus>
            No
          </Button>
        </div>
      ) : (
        <div className="col-start-2 -ml-2 flex items-center gap-0.5">
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={`Move ${event.eventName} up`}
            disabled={first || move.isPending}
            onClick={() => move.mutate("up")}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={`Move ${event.eventName} down`}
            disabled={last || move.isPending}
            onClick={() => move.mutate("down")}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" className="size-8" aria-label={`Edit ${event.eventName}`} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Delete ${event.eventName}`} className="size-8 hover:text-nonveg" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
