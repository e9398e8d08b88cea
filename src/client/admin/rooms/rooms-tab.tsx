/** Rooms tab: switches between Room Management and Room Status & Assignments (a two-button view switch). */
import { Printer } from "lucide-react";
import { useState } from "react";
import { cn } from "../../ui/cn";
import { ErrorState, Spinner } from "../../ui/states";
import { useRooms, useRsvps } from "../admin-api";
import { useLoadErrorToast } from "../load-error";
import { PrintViewLink } from "../print/print-link";
import { HotelsView } from "./hotels-view";
import { RoomManagement } from "./room-management";
import { RoomStatus } from "./room-status";

const VIEWS = [
  { key: "management", label: "Room Management" },
  { key: "status", label: "Room Status & Assignments" },
  { key: "hotels", label: "Hotels & Beds" },
] as const;
type View = (typeof VIEWS)[number]["key"];
const RSVPS_FAILED = "Failed to fetch RSVPs with rooms";

const segment =
  "min-h-9 min-w-0 flex-1 rounded-md px-3 py-1.5 text-sm leading-tight font-medium text-muted transition-colors hover:text-ink focus-visible:outline-offset-[-2px] sm:flex-none";

export function RoomsTab() {
  const rooms = useRooms();
  const rsvps = useRsvps();
  const [view, setView] = useState<View>("management");
  const status = view === "status";
  const hotels = view === "hotels";
  // Load errors toast the spec's fixed sentences; a failed re-fetch keeps the last data on screen.
  useLoadErrorToast(rooms.error, "Failed to fetch rooms");
  useLoadErrorToast(status ? rsvps.error : null, RSVPS_FAILED);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
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
        {/* The rooming list on A4 for the front desk (issue 16 item 4). */}
        <PrintViewLink view="rooming">
          <Printer aria-hidden /> Print rooming list
        </PrintViewLink>
      </div>
      {hotels ? (
        <HotelsView />
      ) : rooms.isPending || (status && rsvps.isPending) ? (
        <Spinner label="Loading rooms..." />
      ) : !rooms.data ? (
        <ErrorState message="Failed to fetch rooms" />
      ) : !status ? (
        <RoomManagement rooms={rooms.data} />
      ) : !rsvps.data ? (
        <ErrorState message={RSVPS_FAILED} />
      ) : (
        <RoomStatus rooms={rooms.data} rsvps={rsvps.data.data} />
      )}
    </div>
  );
}
