/** Room Management: the room list with Occupied/Available, Add Room, edit and delete. */
import { BedDouble, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Room } from "../../../shared/schemas/rooms";
import { trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { EmptyState } from "../../ui/states";
import { useRoleAllows } from "../use-role";
import { toastError, toastSuccess } from "../admin-api";
import { RoomFormDialog } from "./room-form-dialog";

export function RoomManagement({ rooms }: { rooms: Room[] }) {
  const [editing, setEditing] = useState<Room | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const [busy, setBusy] = useState(false);
  // The desk assigns rooms; adding, changing and deleting them is for planners and owners (issue 17).
  const canChange = useRoleAllows("planner");

  const openForm = (room: Room | null) => {
    setEditing(room);
    setFormOpen(true);
  };

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await trpcClient.admin.deleteRoom.mutate({ id: deleting.id });
      toastSuccess("Room deleted successfully");
      setDeleting(null);
    } catch (error) {
      toastError(error, "Failed to delete room");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader
        title="Room Management"
        description={`${rooms.length} room${rooms.length === 1 ? "" : "s"}, ${rooms.filter((r) => r.isOccupied).length} occupied`}
        actions={
          canChange && (
            <Button onClick={() => openForm(null)}>
              <Plus aria-hidden /> Add Room
            </Button>
          )
        }
      />
      <div className="p-4 sm:p-5">
        {rooms.length === 0 ? (
          <EmptyState icon={<BedDouble className="size-8" aria-hidden />} title="No Rooms">
            {canChange ? "Add rooms to start managing guest accommodations" : "The couple or the planner adds the hotel's rooms here."}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {rooms.map((room) => (
              <li key={room.id} className="flex items-start gap-3 rounded-lg border border-line bg-white p-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-blush text-wine">
                  <BedDouble className="size-5" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">Room {room.roomNo}</span>
                    {room.isOccupied ? <Badge tone="wine">Occupied</Badge> : <Badge tone="success">Available</Badge>}
                  </div>
                  <div className="text-sm text-muted">Floor {room.floorNo}</div>
                  {room.description && (
                    <p className="mt-0.5 truncate text-sm text-muted" title={room.description}>
                      {room.description}
                    </p>
                  )}
                </div>
                {canChange && (
                  <div className="flex shrink-0">
                    <Button variant="ghost" size="icon" aria-label={`Edit Room ${room.roomNo}`} onClick={() => openForm(room)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete Room ${room.roomNo}`}
                      onClick={() => setDeleting(room)}
                      className="hover:text-nonveg"
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <RoomFormDialog room={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && !busy && setDeleting(null)}
        title="Delete Room"
        description="Are you sure you want to delete this room? This action cannot be undone and will remove all room assignments."
        onConfirm={confirmDelete}
        busy={busy}
      />
    </Card>
  );
}
