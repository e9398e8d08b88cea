/** Rooms tab: switches between Room Management and Room Status & Assignments (a two-button view switch). */
import { useEffect, useState } from "react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { cn } from "../../ui/cn";
import { ErrorState, Spinner } from "../../ui/states";
import { toastError, useRooms } from "../admin-api";
import { RoomManagement } from "./room-management";
import { RoomStatus } from "./room-status";

const VIEWS = [
  { key: "management", label: "Room Management" },
  { key: "status", label: "Room Status & Assignments" },
] as const;
type View = (typeof VIEWS)[number]["key"];

const segment =
  "min-h-9 min-w-0 flex-1 rounded-md px-3 py-1.5 text-sm leading-tight font-medium text-muted transition-colors hover:text-ink focus-visible:outline-offset-[-2px] sm:flex-none";

export function RoomsTab({ rsvps }: { rsvps: Rsvp[] }) {
  const rooms = useRooms();
  const [view, setView] = useState<View>("management");
  useEffect(() => {
    if (rooms.isError) toastError(rooms.error, "Failed to fetch rooms");
  }, [rooms.isError, rooms.error]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div role="group" aria-label="Rooms view" className="flex w-full gap-1 rounded-lg bg-cream p-1 sm:w-fit">
        {VIEWS.map((v) => (
          <button
            key={v.key}
            type="button"
            aria-pressed={view === v.key}
            onClick={() => setView(v.key)}
            className={cn(segment, view === v.key && "bg-white text-ink shadow-sm")}
          >
            {v.label}
          </button>
        ))}
      </div>
      {rooms.isPending ? (
        <Spinner label="Loading rooms..." />
      ) : rooms.isError ? (
        <ErrorState message="Failed to fetch rooms" />
      ) : view === "management" ? (
        <RoomManagement rooms={rooms.data} />
      ) : (
        <RoomStatus rooms={rooms.data} rsvps={rsvps} />
      )}
    </div>
  );
}
