/** Add/edit form of a timeline event (shared zod schema), with the custom icon upload. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { TIMELINE_DAY_MAX, TIMELINE_DAY_MIN } from "../../../shared/constants";
import { dayLabel } from "../../../shared/day-labels";
import { type TimelineEvent, ZTimelineEventInput } from "../../../shared/schemas/timeline";
import { TIME_STEP_MINUTES } from "../../../shared/constants";
import { clockMinutes, timeOptions } from "../../../shared/time-range";
import { EventIcon } from "../../guest/event-icon";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Field, Input, Textarea } from "../../ui/input";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";
import { FormSelect } from "../uploads/form-select";
import { UploadField } from "../uploads/upload-field";
import { useUpload } from "../uploads/use-upload";

type In = z.input<typeof ZTimelineEventInput>;
type Out = z.output<typeof ZTimelineEventInput>;

const NO_END = "none";
const TIMES = timeOptions().map((t) => ({ value: t, label: t }));
const END_TIMES = [{ value: NO_END, label: "No end time (onwards)" }, ...TIMES];
/** Where an empty time list opens: 9:00 AM, not midnight. */
export const OPEN_AT_TIME = "9:00 AM";
/** An empty end-time list opens an hour after the start (or at 9:00 AM). */
export function endTimeOpenAt(time: string | null | undefined): string {
  const start = clockMinutes(time);
  if (start === null) return OPEN_AT_TIME;
  return TIMES[Math.floor(((start + 60) % (24 * 60)) / TIME_STEP_MINUTES)]!.value;
}

export function EventForm({ event, weddingDate, onDone }: { event: TimelineEvent | null; weddingDate: string | null | undefined; onDone: () => void }) {
  const days = Array.from({ length: TIMELINE_DAY_MAX - TIMELINE_DAY_MIN + 1 }, (_, i) => {
    const d = TIMELINE_DAY_MIN + i;
    return { value: String(d), label: dayLabel(weddingDate, d) };
  });
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZTimelineEventInput),
    defaultValues: {
      day: String(event?.day ?? 1),
      eventName: event?.eventName ?? "",
      time: event?.time ?? "",
      toTime: event?.toTime ?? "",
      place: event?.place ?? "",
      dressCode: event?.dressCode ?? "",
      description: event?.description ?? "",
      customIconUrl: event?.customIconUrl ?? "",
      asksAttendance: event?.asksAttendance ?? false,
      // No displayOrder: the server keeps the place on a same-day edit (even after an up/down move
      // made while this form was open) and puts the event last when its day changes.
    },
  });
  const { register, control, formState, setValue, watch } = form;
  const errors = formState.errors;
  const iconUrl = watch("customIconUrl");
  const icon = useUpload("icon");

  const save = useMutation({
    mutationFn: (values: Out) =>
      event ? trpcClient.admin.updateTimelineEvent.mutate({ ...values, id: event.id }) : trpcClient.admin.createTimelineEvent.mutate(values),
    onSuccess: async () => {
      toast({ title: "Success", description: `Timeline event ${event ? "updated" : "added"} successfully`, variant: "success" });
      onDone();
    },
    onError: (e) => toastError(e, event ? "Failed to update timeline event" : "Failed to add timeline event"),
  });

  async function onIcon(file: File) {
    if (event) {
      // The success toast waits for PUT /api/timeline-events/{id}/custom-icon: only then is the icon saved.
      const path = await icon.upload(file, null);
      if (!path) return;
      try {
        await trpcClient.admin.setTimelineEventIcon.mutate({ id: event.id, customIconUrl: path });
        setValue("customIconUrl", path);
        toast({ title: "Custom icon uploaded successfully!", variant: "success" });
      } catch (e) {
        toastError(e, "Failed to update timeline event");
      }
    } else {
      const path = await icon.upload(file, { title: "Custom icon ready to be saved with event!" });
      if (path) setValue("customIconUrl", path, { shouldDirty: true });
    }
  }

  return (
    <form
      noValidate
      aria-label={event ? "Edit event" : "Add event"}
      onSubmit={form.handleSubmit(async (values) => {
        await icon.settled();
        // asksAttendance always goes with the save: the server reads a missing one as "off".
        save.mutate({ ...values, asksAttendance: values.asksAttendance === true, customIconUrl: form.getValues("customIconUrl") || null });
      })}
      className="grid grid-cols-1 items-start gap-4 rounded-xl border border-line bg-ivory/60 p-4 sm:grid-cols-2"
    >
      <div className="flex items-center justify-between sm:col-span-2">
        <h3 className="font-sans text-base font-semibold text-ink">{event ? "Edit Event" : "Add Event"}</h3>
        <Button variant="ghost" size="icon" aria-label="Close form" onClick={onDone}>
          <X aria-hidden />
        </Button>
      </div>
      <Field label="Day" error={errors.day?.message}>
        <FormSelect control={control} name="day" options={days} />
      </Field>
      <Field label="Event name" error={errors.eventName?.message}>
        <Input placeholder="e.g. Haldi Ceremony" {...register("eventName")} />
      </Field>
      <Field label="Time" error={errors.time?.message}>
        <FormSelect control={control} name="time" options={TIMES} placeholder="Select a time" openAt={OPEN_AT_TIME} />
      </Field>
      <Field label="End time (optional)" error={errors.toTime?.message}>
        <FormSelect control={control} name="toTime" options={END_TIMES} emptyValue={NO_END} openAt={endTimeOpenAt(watch("time"))} />
      </Field>
      <Field label="Place" error={errors.place?.message}>
        <Input placeholder="e.g. Poolside Lawn" {...register("place")} />
      </Field>
      <Field label="Dress code (optional)" error={errors.dressCode?.message}>
        <Input placeholder="e.g. Yellow & white" {...register("dressCode")} />
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={2} {...register("description")} />
      </Field>
      <Controller
        control={control}
        name="asksAttendance"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border border-line bg-white px-3 py-2.5 sm:col-span-2">
            <div className="grid gap-0.5">
              <label htmlFor="event-asks-attendance" className="text-sm font-medium text-ink">
                Ask guests if they will attend
              </label>
              <p id="event-asks-attendance-hint" className="text-xs text-muted">
                The RSVP form asks each guest about this function; the Headcounts tab counts who comes.
              </p>
            </div>
            <Switch
              id="event-asks-attendance"
              aria-describedby="event-asks-attendance-hint"
              checked={field.value === true}
              onCheckedChange={(on) => field.onChange(on)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
          </div>
        )}
      />
      <div className="flex items-start gap-3 sm:col-span-2">
        <span className="mt-7 grid size-11 shrink-0 place-items-center rounded-lg border border-line bg-white text-gold">
          <EventIcon eventName={watch("eventName") ?? ""} customIconUrl={iconUrl || null} />
        </span>
        <div className="grid grid-cols-1 min-w-0 flex-1 gap-1">
          <UploadField
            kind="icon"
            label="Custom icon (optional)"
            buttonLabel={iconUrl ? "Replace icon" : "Upload icon"}
            hint="PNG, JPG or SVG"
            {...icon}
            onFile={onIcon}
          />
          {iconUrl && (
            <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setValue("customIconUrl", "", { shouldDirty: true })}>
              Use the default icon
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending || icon.status === "uploading"}>
          {event ? "Update Event" : "Add Event"}
        </Button>
      </div>
    </form>
  );
}
