/** Add Room / Update Room form in a dialog, validated with the shared ZRoomInput schema. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Room, ZRoomInput } from "../../../shared/schemas/rooms";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { messageOf, toastError, toastSuccess } from "../admin-api";

interface FormValues {
  roomNo: string;
  floorNo: string;
  description: string;
}
type RoomOutput = z.output<typeof ZRoomInput>;

const resolver = zodResolver(ZRoomInput) as unknown as Resolver<FormValues, unknown, RoomOutput>;
const valuesOf = (room: Room | null): FormValues => ({
  roomNo: room?.roomNo ?? "",
  floorNo: room ? String(room.floorNo) : "",
  description: room?.description ?? "",
});

interface Props {
  /** The room to edit, or null to add one. */
  room: Room | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RoomFormDialog({ room, open, onOpenChange }: Props) {
  const form = useForm<FormValues, unknown, RoomOutput>({ resolver, defaultValues: valuesOf(room) });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset(valuesOf(room));
  }, [open, room, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (room) await trpcClient.admin.updateRoom.mutate({ id: room.id, ...values });
      else await trpcClient.admin.createRoom.mutate(values);
      toastSuccess(room ? "Room updated successfully" : "Room added successfully");
      onOpenChange(false);
    } catch (error) {
      const fallback = room ? "Failed to update room" : "Failed to add room";
      const message = messageOf(error, fallback);
      if (/already exists/.test(message)) form.setError("roomNo", { message }, { shouldFocus: true });
      toastError(error, fallback);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={room ? "Edit Room" : "Add Room"}
        description={room ? `Change the details of Room ${room.roomNo}.` : "Add a hotel room that guests can be assigned to."}
      >
        <form id="room-form" onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Room Number" error={errors.roomNo?.message}>
            <Input placeholder="e.g., 101, A-205" autoComplete="off" {...form.register("roomNo")} />
          </Field>
          <Field label="Floor Number" error={errors.floorNo?.message}>
            <Input type="number" inputMode="numeric" min={0} step={1} placeholder="1" {...form.register("floorNo")} />
          </Field>
          <Field label="Description (optional)" error={errors.description?.message}>
            <Textarea rows={3} placeholder="e.g., Deluxe room with garden view" {...form.register("description")} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : room ? "Update Room" : "Add Room"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
