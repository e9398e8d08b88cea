/** Rooms tab: switches between Room Management and Room Status & Assignments. */
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { useEffect, useState } from "react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { ErrorState, Spinner } from "../../ui/states";
import { toastError, useRooms } from "../admin-api";
import { RoomManagement } from "./room-management";
import { RoomStatus } from "./room-status";

const segment =
  "min-h-9 min-w-0 flex-1 rounded-md px-3 py-1.5 text-sm leading-tight font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm focus-visible:outline-offset-[-2px] sm:flex-none";

export function RoomsTab({ rsvps }: { rsvps: Rsvp[] }) {
  const rooms = useRooms();
  const [view, setView] = useState("management");
  useEffect(() => {
    if (rooms.isError) toastError(rooms.error, "Failed to fetch rooms");
  }, [rooms.isError, rooms.error]);

  return (
    <TabsPrimitive.Root value={view} onValueChange={setView} className="grid grid-cols-1 gap-4">
      <TabsPrimitive.List aria-label="Rooms view" className="flex w-full gap-1 rounded-lg bg-cream p-1 sm:w-fit">
        <TabsPrimitive.Trigger value="management" className={segment}>
          Room Management
        </TabsPrimitive.Trigger>
        <TabsPrimitive.Trigger value="status" className={segment}>
          Room Status & Assignments
        </TabsPrimitive.Trigger>
      </TabsPrimitive.List>
      {rooms.isPending ? (
        <Spinner label="Loading rooms..." />
      ) : rooms.isError ? (
        <ErrorState message="Failed to fetch rooms" />
      ) : (
        <>
          <TabsPrimitive.Content value="management">
            <RoomManagement rooms={rooms.data} />
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="status">
            <RoomStatus rooms={rooms.data} rsvps={rsvps} />
          </TabsPrimitive.Content>
        </>
      )}
    </TabsPrimitive.Root>
  );
}
