/**
 * Add household / Edit household: a form validated with the shared ZHouseholdInput (the server's own rules and
 * sentences). Guests are written one per line and tags with commas; a refusal by the server shows as its sentence.
 */
import { useEffect, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { type Household, type HouseholdValues, MAX_HOUSEHOLD_SEATS, ZHouseholdInput } from "../../../shared/schemas/households";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { Select } from "../../ui/select";
import { ErrorState } from "../../ui/states";
import { messageOf, toastSuccess } from "../admin-api";
import { type AskedEvents, spacedPhone } from "./guest-list-model";

interface FormValues {
  name: string;
  phone: string;
  side: string;
  language: "en" | "hi";
  seats: string;
  guests: string;
  tags: string;
  allEvents: boolean;
  events: number[];
  notes: string;
}

const NO_SIDE = "none";
const SIDE_OPTIONS = [
  { value: NO_SIDE, label: "Not set" },
  { value: "bride", label: "Bride's side" },
  { value: "groom", label: "Groom's side" },
  { value: "both", label: "Both families" },
];
const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "hi", label: "Hindi" },
];

export const splitTags = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
const lines = (text: string) =>
  text
    .split("\n")
    .map((t) => t.trim())
    .filter(Boolean);

const toInput = (v: FormValues) => ({
  name: v.name,
  phone: v.phone,
  side: v.side === NO_SIDE ? null : v.side,
  language: v.language,
  seats: v.seats,
  guests: lines(v.guests),
  tags: splitTags(v.tags),
  events: v.allEvents ? null : v.events,
  notes: v.notes,
});

/** Zod's issues put on the form's own fields (guests and tags are text boxes here). */
const resolver: Resolver<FormValues, unknown, HouseholdValues> = async (values) => {
  const parsed = ZHouseholdInput.safeParse(toInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<FormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "name") as keyof FormValues;
    errors[field] ??= { type: "validate", message: issue.message };
  }
  return { values: {}, errors };
};

const valuesOf = (h: Household | null): FormValues => ({
  name: h?.name ?? "",
  phone: h?.phone ? spacedPhone(h.phone) : "",
  side: h?.side ?? NO_SIDE,
  language: h?.language ?? "en",
  seats: String(h?.seats ?? 2),
  guests: h?.guests.join("\n") ?? "",
  tags: h?.tags.join(", ") ?? "",
  allEvents: h ? h.events === null : true,
  events: h?.events ?? [],
  notes: h?.notes ?? "",
});

export function HouseholdFormDialog({
  household,
  open,
  onOpenChange,
  asked,
}: {
  /** The household to edit, or null to add one. */
  household: Household | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  asked: AskedEvents;
}) {
  const form = useForm<FormValues, unknown, HouseholdValues>({ resolver, defaultValues: valuesOf(household) });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const allEvents = form.watch("allEvents");

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(household));
      setFailure(null);
    }
  }, [open, household, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (household) await trpcClient.admin.updateHousehold.mutate({ id: household.id, ...values });
      else await trpcClient.admin.createHousehold.mutate(values);
      toastSuccess(household ? `${values.name} updated.` : `${values.name} added to the guest list.`);
      onOpenChange(false);
    } catch (error) {
      setFailure(messageOf(error, household ? "Failed to update the household. Please try again." : "Failed to add the household. Please try again."));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          size="lg"
          title={household ? `Edit ${household.name}` : "Add household"}
          description={household ? "Changes show on their invitation at once." : "A family or a guest you invite, with the number their invitation goes to."}
          footer={
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form="household-form" loading={isSubmitting}>
                {household ? "Save changes" : "Add household"}
              </Button>
            </>
          }
        >
          <form id="household-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" error={errors.name?.message} className="sm:col-span-2">
              <Input placeholder="Sharma family (Delhi)" autoComplete="off" {...form.register("name")} />
            </Field>
            <Field label="WhatsApp number" error={errors.phone?.message} hint="Ten digits for India; +country code for a number abroad">
              <Input type="tel" inputMode="tel" autoComplete="off" placeholder="98765 43210" {...form.register("phone")} />
            </Field>
            <Field label="Seats (people invited, children included)" error={errors.seats?.message}>
              <Input type="number" inputMode="numeric" min={1} max={MAX_HOUSEHOLD_SEATS} step={1} {...form.register("seats")} />
            </Field>
            <Field label="Side" error={errors.side?.message}>
              <Select value={form.watch("side")} onValueChange={(v) => form.setValue("side", v, { shouldDirty: true })} options={SIDE_OPTIONS} />
            </Field>
            <Field label="Invitation language" error={errors.language?.message}>
              <Select
                value={form.watch("language")}
                onValueChange={(v) => form.setValue("language", v as FormValues["language"], { shouldDirty: true })}
                options={LANGUAGE_OPTIONS}
              />
            </Field>
            <Field label="Guests (optional, one name per line)" error={errors.guests?.message} className="sm:col-span-2">
              <Textarea rows={3} placeholder={"Rajesh Sharma\nSunita Sharma"} {...form.register("guests")} />
            </Field>
            <Field label="Tags (optional, separated by commas)" error={errors.tags?.message} className="sm:col-span-2">
              <Input placeholder="outstation, college" autoComplete="off" {...form.register("tags")} />
            </Field>
            <fieldset className="grid gap-2 sm:col-span-2">
              <legend className="mb-1.5 text-sm font-medium text-ink">Functions</legend>
              {asked.size === 0 ? (
                <p className="text-sm text-muted">No function asks guests whether they come yet: the household is invited to every function.</p>
              ) : (
                <>
                  <label className="flex items-center gap-2 text-sm text-ink">
                    <Checkbox checked={allEvents} onCheckedChange={(v) => form.setValue("allEvents", v === true, { shouldDirty: true })} />
                    All functions
                  </label>
                  {!allEvents && (
                    <Controller
                      control={form.control}
                      name="events"
                      render={({ field }) => (
                        <div className="grid gap-2 pl-7 sm:grid-cols-2">
                          {[...asked].map(([id, eventName]) => (
                            <label key={id} className="flex items-center gap-2 text-sm text-ink">
                              <Checkbox
                                checked={field.value.includes(id)}
                                onCheckedChange={(v) => field.onChange(v === true ? [...field.value, id] : field.value.filter((e) => e !== id))}
                              />
                              {eventName}
                            </label>
                          ))}
                        </div>
                      )}
                    />
                  )}
                  {errors.events?.message && (
                    <p role="alert" className="text-xs font-medium text-nonveg">
                      {errors.events.message}
                    </p>
                  )}
                </>
              )}
            </fieldset>
            <Field label="Notes (optional)" error={errors.notes?.message} className="sm:col-span-2">
              <Textarea rows={2} {...form.register("notes")} />
            </Field>
            {failure && (
              <div className="sm:col-span-2">
                <ErrorState message={failure} />
              </div>
            )}
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
