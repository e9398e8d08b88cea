/**
 * The fleet: the couple's cars, vans and buses with their seats and driver. Planners add, edit and remove
 * them; the desk sees the list and fills the pickup windows with them. Removing a vehicle takes it off
 * every party it carried.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Car, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Vehicle, ZVehicleFields } from "../../../shared/schemas/fleet";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { Spinner } from "../../ui/states";
import { toastError, toastSuccess } from "../admin-api";
import { useLoadErrorToast } from "../load-error";
import { useRoleAllows } from "../use-role";
import { phoneForDisplay } from "../../../shared/phone-e164";

interface FormValues {
  name: string;
  seats: string;
  driverName: string;
  driverPhone: string;
  notes: string;
}
type Output = z.output<typeof ZVehicleFields>;
const resolver = zodResolver(ZVehicleFields) as unknown as Resolver<FormValues, unknown, Output>;
const valuesOf = (v: Vehicle | null): FormValues => ({
  name: v?.name ?? "",
  seats: v ? String(v.seats) : "",
  driverName: v?.driverName ?? "",
  driverPhone: v?.driverPhone ? phoneForDisplay(v.driverPhone) : "",
  notes: v?.notes ?? "",
});

function VehicleFormDialog({ vehicle, open, onOpenChange }: { vehicle: Vehicle | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<FormValues, unknown, Output>({ resolver, defaultValues: valuesOf(vehicle) });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(valuesOf(vehicle));
  }, [open, vehicle, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (vehicle) await trpcClient.admin.updateVehicle.mutate({ id: vehicle.id, ...values });
      else await trpcClient.admin.createVehicle.mutate(values);
      toastSuccess(vehicle ? "Vehicle updated successfully" : "Vehicle added successfully");
      onOpenChange(false);
    } catch (error) {
      toastError(error, vehicle ? "Failed to update vehicle" : "Failed to add vehicle");
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={vehicle ? "Edit Vehicle" : "Add Vehicle"}
        description={vehicle ? `Change ${vehicle.name}.` : "A car, van or bus that meets and drops guests."}
      >
        <form onSubmit={submit} noValidate aria-label={vehicle ? "Edit vehicle" : "Add vehicle"} className="grid gap-4">
          <Field label="Vehicle name" error={errors.name?.message}>
            <Input placeholder="e.g., Innova 2" autoComplete="off" {...form.register("name")} />
          </Field>
          <Field label="Seats" error={errors.seats?.message} hint="Guests it can carry on one trip, children included.">
            <Input type="number" inputMode="numeric" min={1} step={1} {...form.register("seats")} />
          </Field>
          <Field label="Driver's name (optional)" error={errors.driverName?.message}>
            <Input autoComplete="off" {...form.register("driverName")} />
          </Field>
          <Field label="Driver's phone (optional)" error={errors.driverPhone?.message} hint="Ten digits, or + and the country code.">
            <Input type="tel" inputMode="tel" autoComplete="off" {...form.register("driverPhone")} />
          </Field>
          <Field label="Notes (optional)" error={errors.notes?.message}>
            <Input autoComplete="off" {...form.register("notes")} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {vehicle ? "Update Vehicle" : "Add Vehicle"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function Fleet() {
  const vehicles = useQuery(trpc.admin.vehicles.queryOptions());
  useLoadErrorToast(vehicles.error, "Failed to fetch vehicles");
  const [editing, setEditing] = useState<{ vehicle: Vehicle | null } | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const [busy, setBusy] = useState(false);
  const canChange = useRoleAllows("planner");

  async function remove(vehicle: Vehicle) {
    setBusy(true);
    try {
      await trpcClient.admin.deleteVehicle.mutate({ id: vehicle.id });
      toastSuccess("Vehicle removed");
    } catch (error) {
      toastError(error, "Failed to remove vehicle");
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  }

  const list = vehicles.data ?? [];
  return (
    <Card className="print:hidden">
      <CardHeader
        title="Fleet"
        description="The cars, vans and buses that meet and drop guests, with their seats and drivers."
        actions={
          canChange && (
            <Button variant="outline" onClick={() => setEditing({ vehicle: null })}>
              <Plus aria-hidden /> Add Vehicle
            </Button>
          )
        }
      />
      {vehicles.isPending ? (
        <Spinner label="Loading vehicles..." />
      ) : !vehicles.data ? (
        <p role="alert" className="px-4 py-3 text-sm text-nonveg sm:px-5">
          Failed to fetch vehicles
        </p>
      ) : list.length === 0 ? (
        <p className="px-4 py-4 text-sm text-muted sm:px-5">No vehicles yet. Add the cars and vans that meet guests, with their seats.</p>
      ) : (
        <ul aria-label="Vehicles" className="divide-y divide-line">
          {list.map((v) => (
            <li key={v.id} data-testid="fleet-vehicle" className="flex items-center gap-3 px-4 py-2 sm:px-5">
              <Car aria-hidden className="size-4 shrink-0 text-gold" />
              <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 font-medium text-ink sm:flex-1">{v.name}</span>
                <span className="text-sm text-muted tabular-nums">{v.seats} seats</span>
                <span className="text-sm text-muted">
                  {v.driverName ?? "No driver named"}
                  {v.driverPhone && <span className="tabular-nums"> · {phoneForDisplay(v.driverPhone)}</span>}
                </span>
              </span>
              {canChange && (
                <span className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${v.name}`} onClick={() => setEditing({ vehicle: v })}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Remove ${v.name}`} className="hover:text-nonveg" onClick={() => setDeleting(v)}>
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <VehicleFormDialog vehicle={editing?.vehicle ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !busy && !open && setDeleting(null)}
        title="Remove this vehicle?"
        description={`${deleting?.name ?? "The vehicle"} leaves the fleet, and the parties it carried are left without a car.`}
        confirmLabel="Remove vehicle"
        onConfirm={() => deleting && void remove(deleting)}
        busy={busy}
      />
    </Card>
  );
}
