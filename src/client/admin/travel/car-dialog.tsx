/**
 * A vehicle of the fleet for one party's pickup or drop, or "Fill with…" for a window: the chosen vehicle
 * takes the window's parties without one, in time order, as far as its free seats go (admin.setTripVehicle;
 * the server checks the seats again). Own-way parties never reach this dialog.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { Vehicle } from "../../../shared/schemas/fleet";
import { peopleCount } from "../../../shared/travel-windows";
import { trpc, trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/input";
import { toastError, toastSuccess } from "../admin-api";

export interface CarParty {
  rsvpId: string;
  primaryGuestName: string;
  people: number;
  vehicleId: number | null;
}

export interface CarTarget {
  direction: "arrival" | "departure";
  /** What the dialog is about: "Kalka station, 7 Nov 14:00–15:00: 9 people, 3 parties" or a guest's name. */
  summary: string;
  /** "party": one party's vehicle; "fill": the window's parties without a vehicle. */
  mode: "party" | "fill";
  parties: CarParty[];
  /** Every party of the trip the car carries (the window), to count seats used. */
  trip: CarParty[];
}

/** Seats left in the vehicle on this trip, not counting `leaving` (a party being moved to it again). */
export function freeSeats(vehicle: Vehicle, trip: CarParty[], leaving: string[] = []): number {
  const used = trip.filter((p) => p.vehicleId === vehicle.id && !leaving.includes(p.rsvpId)).reduce((n, p) => n + p.people, 0);
  return vehicle.seats - used;
}

/** The parties without a vehicle that fit, in the order given (time order), first come first seated. */
export function fillOrder(vehicle: Vehicle, trip: CarParty[], waiting: CarParty[]): CarParty[] {
  let free = freeSeats(vehicle, trip);
  const chosen: CarParty[] = [];
  for (const p of waiting) {
    if (p.vehicleId !== null || p.people > free) continue;
    chosen.push(p);
    free -= p.people;
  }
  return chosen;
}

const selectClass =
  "min-h-10 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink shadow-xs focus-visible:border-wine focus-visible:outline-2 focus-visible:outline-wine/30";

export function CarDialog({ target, onClose }: { target: CarTarget | null; onClose: () => void }) {
  const vehicles = useQuery(trpc.admin.vehicles.queryOptions());
  const [choice, setChoice] = useState("");
  const [saving, setSaving] = useState(false);
  const formId = useId();

  // A new target starts from the party's vehicle (set while rendering, so the dialog never paints the previous one).
  const [shownFor, setShownFor] = useState<CarTarget | null>(null);
  if (target !== shownFor) {
    setShownFor(target);
    setChoice(target?.mode === "party" && target.parties[0]?.vehicleId ? String(target.parties[0].vehicleId) : "");
  }

  const list = vehicles.data ?? [];
  const chosen = list.find((v) => String(v.id) === choice);
  const leaving = target?.mode === "party" ? target.parties.map((p) => p.rsvpId) : [];
  const toSeat = target && chosen ? (target.mode === "fill" ? fillOrder(chosen, target.trip, target.parties) : target.parties) : [];

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!target) return;
    const rsvpIds = chosen ? toSeat.map((p) => p.rsvpId) : target.parties.map((p) => p.rsvpId);
    if (rsvpIds.length === 0) {
      toastError(null, chosen ? `${chosen.name} has no free seats for the parties waiting here.` : "Choose a vehicle.");
      return;
    }
    setSaving(true);
    try {
      await trpcClient.admin.setTripVehicle.mutate({ direction: target.direction, rsvpIds, vehicleId: chosen?.id ?? null });
      const n = rsvpIds.length;
      const parties = `${n} ${n === 1 ? "party" : "parties"}`;
      toastSuccess(chosen ? `${chosen.name} assigned to ${parties}` : `Vehicle removed from ${parties}`);
      onClose();
    } catch (error) {
      toastError(error, "Failed to assign the vehicle");
    } finally {
      setSaving(false);
    }
  }

  const fill = target?.mode === "fill";
  const waiting = target?.parties.filter((p) => p.vehicleId === null) ?? [];
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent
        size="sm"
        title={fill ? "Fill with a vehicle" : target?.direction === "departure" ? "Vehicle for the drop" : "Vehicle for the pickup"}
        description={target?.summary}
      >
        <form id={formId} onSubmit={save} noValidate className="grid gap-4">
          {list.length === 0 && !vehicles.isPending ? (
            <p className="text-sm text-muted">No vehicles yet. A planner adds them in the Fleet section above.</p>
          ) : (
            <Field label="Vehicle" hint={fill ? "It takes the parties without a vehicle, in time order, as far as its seats go." : undefined}>
              <select className={selectClass} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">{fill ? "Choose a vehicle" : "No vehicle"}</option>
                {list.map((v) => (
                  <option key={v.id} value={v.id}>
                    {`${v.name} · ${Math.max(0, target ? freeSeats(v, target.trip, leaving) : v.seats)} of ${v.seats} seats free`}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {target && fill && (
            <p className="text-sm text-muted" aria-live="polite">
              {chosen
                ? toSeat.length > 0
                  ? `Takes ${toSeat.map((p) => `${p.primaryGuestName} (${p.people})`).join(", ")}: ${peopleCount(toSeat.reduce((n, p) => n + p.people, 0))}.`
                  : `${chosen.name} has no free seats for the parties waiting here.`
                : `${waiting.length} ${waiting.length === 1 ? "party has" : "parties have"} no vehicle yet.`}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={fill && (!chosen || toSeat.length === 0)}>
              {fill ? "Fill" : "Save vehicle"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
