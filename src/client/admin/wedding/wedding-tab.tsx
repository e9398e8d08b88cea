/**
 * Wedding details form: names, date and time, venue, address, directions link, reply-by date, who may reply and the
 * couple's contact number, time zone, ID retention (PUT /api/wedding-details); then the message templates.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { WeddingDetails } from "../../../shared/schemas/wedding";
import { ZWeddingDetailsInput } from "../../../shared/schemas/wedding";
import { ID_RETENTION_DEFAULT_DAYS, ID_RETENTION_MAX_DAYS, ID_RETENTION_MIN_DAYS } from "../../../shared/id-retention";
import { formatReplyDate, WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import { trpc, trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { Field, Input, Textarea } from "../../ui/input";
import { ErrorState, Spinner } from "../../ui/states";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";
import { FormSelect } from "../uploads/form-select";
import { GuestPageCard } from "./guest-page-card";
import { MessageTemplatesCard } from "./message-templates-card";

type In = z.input<typeof ZWeddingDetailsInput>;

const RSVP_MODE_CHOICES = [
  { value: "open", label: "Anyone with the site's link", hint: "Replies from the home page are matched to the guest list by phone number." },
  {
    value: "invite-only",
    label: "By invitation only",
    hint: "Only households on the guest list reply, each through its own invitation link. The home page asks others to use their invitation.",
  },
] as const;

/** Zones a wedding of this site is likely in; the stored one is added when it is another. */
export const TIME_ZONES = [
  { value: "Asia/Kolkata", label: "India: Asia/Kolkata" },
  { value: "Asia/Dubai", label: "UAE: Asia/Dubai" },
  { value: "Asia/Kathmandu", label: "Nepal: Asia/Kathmandu" },
  { value: "Asia/Colombo", label: "Sri Lanka: Asia/Colombo" },
  { value: "Asia/Singapore", label: "Singapore: Asia/Singapore" },
  { value: "Europe/London", label: "United Kingdom: Europe/London" },
  { value: "America/New_York", label: "US East: America/New_York" },
  { value: "UTC", label: "UTC" },
] as const;

export function timeZoneOptions(stored: string | null | undefined): { value: string; label: string }[] {
  return stored && !TIME_ZONES.some((z) => z.value === stored) ? [...TIME_ZONES, { value: stored, label: stored }] : [...TIME_ZONES];
}
type Out = z.output<typeof ZWeddingDetailsInput>;

/** ISO instant -> the value of a datetime-local input in the admin's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function WeddingForm({ details }: { details: WeddingDetails }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZWeddingDetailsInput),
    defaultValues: {
      brideName: details.brideName ?? "",
      groomName: details.groomName ?? "",
      weddingDate: toLocalInput(details.weddingDate),
      venue: details.venue ?? "",
      venueAddress: details.venueAddress ?? "",
      directionsLink: details.directionsLink ?? "",
      rsvpDeadline: details.rsvpDeadline ?? "",
      timeZone: details.timeZone || WEDDING_TIME_ZONE,
      idRetentionDays: details.idRetentionDays ?? ID_RETENTION_DEFAULT_DAYS,
      rsvpMode: details.rsvpMode,
      contactPhone: details.contactPhone ?? "",
    },
  });
  const errors = form.formState.errors;
  const deadline = useWatch({ control: form.control, name: "rsvpDeadline" });
  const save = useMutation({
    mutationFn: (values: Out) => trpcClient.admin.updateWeddingDetails.mutate({ ...values, weddingDate: new Date(values.weddingDate).toISOString() }),
    onSuccess: async () => {
      toast({ title: "Success", description: "Wedding details updated successfully", variant: "success" });
      form.reset(form.getValues());
    },
    onError: (e) => toastError(e, "Failed to update wedding details"),
  });

  return (
    <form
      noValidate
      aria-label="Wedding details"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2"
    >
      <Field label="Bride name" error={errors.brideName?.message}>
        <Input autoComplete="off" {...form.register("brideName")} />
      </Field>
      <Field label="Groom name" error={errors.groomName?.message}>
        <Input autoComplete="off" {...form.register("groomName")} />
      </Field>
      <Field label="Wedding date and time" error={errors.weddingDate?.message} hint="Day labels on the itinerary and menus count from this date.">
        <Input type="datetime-local" {...form.register("weddingDate")} />
      </Field>
      <Field label="Venue" error={errors.venue?.message}>
        <Input {...form.register("venue")} />
      </Field>
      <Field label="Venue address (optional)" error={errors.venueAddress?.message} className="sm:col-span-2">
        <Textarea rows={2} {...form.register("venueAddress")} />
      </Field>
      <Field
        label="Directions link (optional)"
        error={errors.directionsLink?.message}
        hint="A maps link guests open from the home page."
        className="sm:col-span-2"
      >
        <Input type="url" inputMode="url" placeholder="https://maps.google.com/..." {...form.register("directionsLink")} />
      </Field>
      <div className="grid gap-1">
        <Field
          label="Reply-by date (optional)"
          error={errors.rsvpDeadline?.message}
          hint={`Guests can reply and change their reply until the end of this day at the venue (${details.timeZone || WEDDING_TIME_ZONE}). Leave it empty to keep replies open.`}
        >
          <Input type="date" {...form.register("rsvpDeadline")} />
        </Field>
        {deadline ? (
          <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => form.setValue("rsvpDeadline", "", { shouldDirty: true })}>
            Clear reply-by date
          </Button>
        ) : null}
      </div>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-ink">Who can reply</legend>
        {RSVP_MODE_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-wine has-[:checked]:bg-wine/5">
            <input type="radio" value={choice.value} className="mt-1 accent-wine" {...form.register("rsvpMode")} />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium text-ink">{choice.label}</span>
              <span className="text-xs text-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
        {errors.rsvpMode?.message ? (
          <p role="alert" className="text-xs font-medium text-nonveg">
            {errors.rsvpMode.message}
          </p>
        ) : null}
      </fieldset>
      <Field
        label="Couple's contact number (optional)"
        error={errors.contactPhone?.message}
        hint="Guests see a “Message the couple” link to this WhatsApp number when replies are by invitation. Add the country code for a number abroad."
      >
        <Input type="tel" inputMode="tel" autoComplete="off" placeholder="98765 43210" {...form.register("contactPhone")} />
      </Field>
      <Field
        label="Time zone"
        error={errors.timeZone?.message}
        hint="Where the wedding is: travel times and every date and time the dashboard shows are in this zone."
      >
        <FormSelect control={form.control} name="timeZone" options={timeZoneOptions(details.timeZone)} />
      </Field>
      <Field
        label="Delete ID documents after (days)"
        error={errors.idRetentionDays?.message}
        hint={`Guests' ID documents are deleted this many days after the last day of the itinerary${
          details.idDeletionDate ? `: now at the end of ${formatReplyDate(details.idDeletionDate)}` : ""
        }. Guests are told so on the form.`}
      >
        <Input type="number" inputMode="numeric" min={ID_RETENTION_MIN_DAYS} max={ID_RETENTION_MAX_DAYS} step={1} {...form.register("idRetentionDays")} />
      </Field>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="outline" disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save Wedding Details
        </Button>
      </div>
    </form>
  );
}

export function WeddingTab() {
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  return (
    <div className="grid gap-5">
      <Card>
        <CardHeader title="Wedding Details" description="Shown in the header, the home page hero and the venue card." />
        <CardBody>
          {wedding.isPending ? (
            <Spinner />
          ) : wedding.isError ? (
            <ErrorState message="Failed to load wedding details" />
          ) : (
            <WeddingForm key={wedding.dataUpdatedAt} details={wedding.data} />
          )}
        </CardBody>
      </Card>
      <GuestPageCard />
      <MessageTemplatesCard />
    </div>
  );
}
