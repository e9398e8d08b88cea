/** Add a hotel, and add a room with its type and beds to a hotel (the planner's two small forms). */
import { Building2, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { Hotel } from "../../../shared/schemas/hotels";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { messageOf, toastSuccess } from "../admin-api";

function useSubmit(run: (data: FormData) => Promise<string>, onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      toastSuccess(await run(new FormData(e.currentTarget)));
      onDone();
    } catch (err) {
      setError(messageOf(err, "Failed to save"));
    } finally {
      setBusy(false);
    }
  }
  return { submit, error, busy };
}

const text = (d: FormData, k: string) => String(d.get(k) ?? "");

export function HotelForms({ hotels }: { hotels: Hotel[] }) {
  const [open, setOpen] = useState<"hotel" | "room" | null>(null);
  const hotel = useSubmit(
    async (d) => {
      await trpcClient.admin.createHotel.mutate({ name: text(d, "name"), address: text(d, "address") });
      return "Hotel added successfully";
    },
    () => setOpen(null),
  );
  const room = useSubmit(
    async (d) => {
      await trpcClient.admin.createHotelRoom.mutate({
        hotelId: Number(text(d, "hotelId")),
        roomNo: text(d, "roomNo"),
        floorNo: text(d, "floorNo") as unknown as number,
        roomType: text(d, "roomType"),
        adultBeds: text(d, "adultBeds") as unknown as number,
        childBeds: text(d, "childBeds") as unknown as number,
        description: text(d, "description"),
      });
      return "Room added successfully";
    },
    () => setOpen(null),
  );

  return (
    <>
      <Button variant="outline" onClick={() => setOpen("hotel")}>
        <Building2 aria-hidden /> Add Hotel
      </Button>
      {hotels.length > 0 && (
        <Button variant="outline" onClick={() => setOpen("room")}>
          <Plus aria-hidden /> Add Room with Beds
        </Button>
      )}
      <Dialog open={open === "hotel"} onOpenChange={(o) => setOpen(o ? "hotel" : null)}>
        <DialogContent size="sm" title="Add Hotel" description="The resort, or an overflow hotel nearby.">
          <form onSubmit={hotel.submit} noValidate aria-label="Add hotel" className="grid gap-4">
            <Field label="Hotel name" error={hotel.error ?? undefined}>
              <Input name="name" autoComplete="off" />
            </Field>
            <Field label="Address (optional)">
              <Input name="address" autoComplete="off" />
            </Field>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={hotel.busy}>
                Add Hotel
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={open === "room"} onOpenChange={(o) => setOpen(o ? "room" : null)}>
        <DialogContent size="sm" title="Add Room" description="A room, its type and how many adults and children it sleeps.">
          <form onSubmit={room.submit} noValidate aria-label="Add room with beds" className="grid gap-4">
            <Field label="Hotel">
              <select name="hotelId" className="min-h-10 rounded-lg border border-line bg-white px-3 text-sm">
                {hotels.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Room Number" error={room.error ?? undefined}>
              <Input name="roomNo" placeholder="e.g., 101, A-205" autoComplete="off" />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field label="Floor Number">
                <Input name="floorNo" type="number" inputMode="numeric" min={0} placeholder="1" />
              </Field>
              <Field label="Type (optional)">
                <Input name="roomType" placeholder="e.g., Deluxe" autoComplete="off" />
              </Field>
              <Field label="Adult beds">
                <Input name="adultBeds" type="number" inputMode="numeric" min={0} max={20} defaultValue={2} />
              </Field>
              <Field label="Child beds">
                <Input name="childBeds" type="number" inputMode="numeric" min={0} max={20} defaultValue={0} />
              </Field>
            </div>
            <Field label="Description (optional)">
              <Input name="description" autoComplete="off" />
            </Field>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={room.busy}>
                Add Room
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
