/**
 * One car for every party of a window at once (or for one party): admin.setTravelVehicle for each, the
 * arrival's or the departure's car. An empty box takes the car off.
 */
import { useId, useState } from "react";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { toastError, toastSuccess } from "../admin-api";

export interface CarTarget {
  direction: "arrival" | "departure";
  /** What the dialog is about: "Kalka station, 7 Nov 14:00–15:00: 9 people, 3 parties" or a guest's name. */
  summary: string;
  parties: { rsvpId: string; primaryGuestName: string; vehicle: string | null }[];
}

export function CarDialog({ target, onClose }: { target: CarTarget | null; onClose: () => void }) {
  const [car, setCar] = useState("");
  const [saving, setSaving] = useState(false);
  const formId = useId();

  // A new target starts from the parties' shared car, if they already share one (set while rendering, as
  // React advises for state that follows a prop, so the dialog never paints the previous target's car).
  const [shownFor, setShownFor] = useState<CarTarget | null>(null);
  if (target !== shownFor) {
    setShownFor(target);
    if (target) {
      const cars = new Set(target.parties.map((p) => p.vehicle ?? ""));
      setCar(cars.size === 1 ? [...cars][0]! : "");
    }
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!target) return;
    setSaving(true);
    const value = car.trim();
    const field = target.direction === "arrival" ? "arrivalVehicle" : "departureVehicle";
    const results = await Promise.allSettled(target.parties.map((p) => trpcClient.admin.setTravelVehicle.mutate({ rsvpId: p.rsvpId, [field]: value })));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    setSaving(false);
    if (failed.length > 0) {
      toastError(
        failed[0]!.reason,
        failed.length === results.length ? "Failed to assign car" : `The car was not saved for ${failed.length} of ${results.length} parties`,
      );
      return;
    }
    const n = target.parties.length;
    toastSuccess(value ? `Car assigned to ${n} ${n === 1 ? "party" : "parties"}` : `Car removed from ${n} ${n === 1 ? "party" : "parties"}`);
    onClose();
  }

  const many = (target?.parties.length ?? 0) > 1;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent size="sm" title={target?.direction === "departure" ? "Car for the drop" : "Car for the pickup"} description={target?.summary}>
        <form id={formId} onSubmit={save} noValidate className="grid gap-4">
          {target && (
            <p className="text-sm text-muted">
              {many ? "For every party of this window: " : "For "}
              <span className="text-ink">{target.parties.map((p) => p.primaryGuestName).join(", ")}</span>
            </p>
          )}
          <Field label="Car" hint="Which car and driver, e.g. “Tempo Traveller 1 · Ramesh 98xxxxxx10”. Leave empty to remove the car.">
            <Input value={car} onChange={(e) => setCar(e.target.value)} maxLength={200} autoComplete="off" />
          </Field>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save car
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
