/**
 * Pickup points, kept by the couple (issue 15): the list guests choose from, in the couple's order, with
 * Add, Edit and Delete. A point some guest's travel names cannot be deleted: the server's 409 sentence
 * (how many guests use it) is shown in the toast.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { POINT_KINDS, type PickupPoint, ZPickupPointInput } from "../../../shared/schemas/travel";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { Spinner } from "../../ui/states";
import { useRoleAllows } from "../use-role";
import { toastError, toastSuccess } from "../admin-api";
import { useLoadErrorToast } from "../load-error";
import { FormSelect } from "../uploads/form-select";

export const KIND_LABEL: Record<PickupPoint["kind"], string> = { airport: "Airport", station: "Railway station", bus: "Bus stand", other: "Other" };
const KIND_OPTIONS = POINT_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }));

interface FormValues {
  name: string;
  kind: PickupPoint["kind"];
  displayOrder: string;
}
type PointOutput = z.output<typeof ZPickupPointInput>;
const resolver = zodResolver(ZPickupPointInput) as unknown as Resolver<FormValues, unknown, PointOutput>;
const valuesOf = (p: PickupPoint | null): FormValues => ({ name: p?.name ?? "", kind: p?.kind ?? "station", displayOrder: p ? String(p.displayOrder) : "" });

function PointFormDialog({ point, open, onOpenChange }: { point: PickupPoint | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<FormValues, unknown, PointOutput>({ resolver, defaultValues: valuesOf(point) });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(valuesOf(point));
  }, [open, point, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (point) await trpcClient.admin.updatePickupPoint.mutate({ id: point.id, ...values });
      else await trpcClient.admin.createPickupPoint.mutate(values);
      toastSuccess(point ? "Pickup point updated successfully" : "Pickup point added successfully");
      onOpenChange(false);
    } catch (error) {
      toastError(error, point ? "Failed to update pickup point" : "Failed to add pickup point");
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={point ? "Edit Pickup Point" : "Add Pickup Point"}
        description={point ? `Change ${point.name}.` : "A station, airport or bus stand where guests are met or dropped."}
      >
        <form onSubmit={submit} noValidate aria-label={point ? "Edit pickup point" : "Add pickup point"} className="grid gap-4">
          <Field label="Point name" error={errors.name?.message}>
            <Input placeholder="e.g., Kalka station" autoComplete="off" {...form.register("name")} />
          </Field>
          <Field label="Kind" error={errors.kind?.message}>
            <FormSelect control={form.control} name="kind" options={KIND_OPTIONS} />
          </Field>
          <Field label="Order (optional)" error={errors.displayOrder?.message} hint="Lower numbers come first in the guests' list. Empty: after the others.">
            <Input type="number" inputMode="numeric" min={0} step={1} {...form.register("displayOrder")} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {point ? "Update Point" : "Add Point"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function PickupPoints() {
  const points = useQuery(trpc.guest.pickupPoints.queryOptions());
  useLoadErrorToast(points.error, "Failed to fetch pickup points");
  const [editing, setEditing] = useState<{ point: PickupPoint | null } | null>(null);
  const [deleting, setDeleting] = useState<PickupPoint | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(point: PickupPoint) {
    setBusy(true);
    try {
      await trpcClient.admin.deletePickupPoint.mutate({ id: point.id });
      toastSuccess("Pickup point deleted successfully");
      setDeleting(null);
    } catch (error) {
      // A point in use: "This point is used by 2 guests. Change their travel details first."
      setDeleting(null);
      toastError(error, "Failed to delete pickup point");
    } finally {
      setBusy(false);
    }
  }

  const list = points.data ?? [];
  // The desk assigns cars; the points guests choose from are for planners and owners (issue 17).
  const canChange = useRoleAllows("planner");
  return (
    <Card className="print:hidden">
      <CardHeader
        title="Pickup Points"
        description="Where guests can ask to be met or dropped. Guests choose from this list in their reply."
        actions={
          canChange && (
            <Button variant="outline" onClick={() => setEditing({ point: null })}>
              <Plus aria-hidden /> Add Point
            </Button>
          )
        }
      />
      {points.isPending ? (
        <Spinner label="Loading pickup points..." />
      ) : !points.data ? (
        <p role="alert" className="px-4 py-3 text-sm text-nonveg sm:px-5">
          Failed to fetch pickup points
        </p>
      ) : list.length === 0 ? (
        <p className="px-4 py-4 text-sm text-muted sm:px-5">No pickup points yet. Add the stations, airports and bus stands guests arrive at.</p>
      ) : (
        <ul aria-label="Pickup points" className="divide-y divide-line">
          {list.map((p) => (
            <li key={p.id} className="flex items-center gap-3 px-4 py-2 sm:px-5">
              <MapPin aria-hidden className="size-4 shrink-0 text-gold" />
              <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 font-medium text-ink sm:flex-1">{p.name}</span>
                <Badge>{KIND_LABEL[p.kind]}</Badge>
                <span className="text-xs text-muted tabular-nums">Order {p.displayOrder}</span>
              </span>
              {canChange && (
                <span className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${p.name}`} onClick={() => setEditing({ point: p })}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${p.name}`} className="hover:text-nonveg" onClick={() => setDeleting(p)}>
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <PointFormDialog point={editing?.point ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !busy && !open && setDeleting(null)}
        title="Delete this pickup point?"
        description={`${deleting?.name ?? "The point"} leaves the guests' list. A point some guest has chosen is kept until their travel details change.`}
        confirmLabel="Delete point"
        onConfirm={() => deleting && void remove(deleting)}
        busy={busy}
      />
    </Card>
  );
}
