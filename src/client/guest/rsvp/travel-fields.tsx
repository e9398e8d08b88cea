/**
 * "Travel" (issue 15): an optional section of the attending form, after the celebrations. Arrival and
 * departure each have a date and time (wall-clock at the venue, exactly what <input type="datetime-local">
 * gives: never converted between zones), a mode, an optional flight or train number, a point from the
 * couple's list and "Please pick us up" / "Please drop us". Nothing filled in is sent as `travel: null`.
 * The shared schema's own checks (departure after arrival, a pickup needs a time and a point) show at the
 * fields; a time far from the wedding's days only gets a friendly warning and is still sent.
 */
import { dateFormat } from "../../../shared/date-format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plane, Plus, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TRAVEL_MODES } from "../../../shared/schemas/travel-messages";
import { trpc } from "../../trpc";
import { useWedding } from "../use-wedding";
import { Field, FormSection, inputClass, useStartValues } from "./fields";
import type { RsvpFormValues } from "./form-types";
import { blankTravel, farFromWedding, isBlankTravel, MODE_LABELS, TRAVEL_TEXT, weddingDayRange } from "./travel-values";

export { TRAVEL_TEXT };

function useWeddingRange() {
  const { savedWeddingDate } = useWedding();
  const events = useQuery(trpc.guest.timelineEvents.queryOptions());
  const days = (events.data ?? []).map((e) => e.day);
  const range = weddingDayRange(savedWeddingDate, days);
  const label = (t: number) => {
    const d = new Date(t);
    return dateFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);
  };
  return { range, firstLabel: range ? label(range.first) : "", lastLabel: range ? label(range.last) : "" };
}

const checkboxRow =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 transition hover:border-gold-light " +
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine";

type Leg = "arrival" | "departure";

function LegFields({ leg, points, pointsNote }: { leg: Leg; points: { id: number; name: string }[] | undefined; pointsNote: ReactNode }) {
  const { register, formState } = useFormContext<RsvpFormValues>();
  const { start, startChecked } = useStartValues();
  const errors = formState.errors.travel;
  const { range, firstLabel, lastLabel } = useWeddingRange();
  const arriving = leg === "arrival";
  const at = useWatch<RsvpFormValues, `travel.${Leg}At`>({ name: `travel.${leg}At` });
  const far = farFromWedding(at ?? "", range);
  const warning = far === "early" ? TRAVEL_TEXT.tooEarly(firstLabel) : far === "late" ? TRAVEL_TEXT.tooLate(lastLabel) : null;
  const needs = arriving ? ("travel.needsPickup" as const) : ("travel.needsDrop" as const);
  const needsError = (arriving ? errors?.needsPickup : errors?.needsDrop)?.message;
  const needsId = `travel-${leg}-needs`;

  return (
    <fieldset className="grid min-w-0 gap-5 rounded-2xl border border-line bg-ivory/60 p-4 sm:grid-cols-2 sm:p-5" data-testid={`travel-${leg}`}>
      <legend className="px-1 font-display text-xl font-medium text-wine">{arriving ? TRAVEL_TEXT.arrival : TRAVEL_TEXT.departure}</legend>
      <div className="grid min-w-0 content-start gap-1.5 sm:col-span-2">
        <Field label={arriving ? TRAVEL_TEXT.arrivalAt : TRAVEL_TEXT.departureAt} error={errors?.[`${leg}At`]?.message} hint={TRAVEL_TEXT.timeHint}>
          {(ids) => (
            <input
              {...ids}
              aria-describedby={[ids["aria-describedby"], warning ? `travel-${leg}-warning` : undefined].filter(Boolean).join(" ") || undefined}
              {...register(`travel.${leg}At`)}
              {...start(`travel.${leg}At`)}
              type="datetime-local"
              className={`${inputClass} min-w-0 appearance-none`}
            />
          )}
        </Field>
        {warning && (
          <p
            id={`travel-${leg}-warning`}
            role="status"
            className="rounded-lg border border-gold-light bg-cream px-3 py-2 text-sm text-gold-ink"
            data-testid="travel-warning"
          >
            {warning}
          </p>
        )}
      </div>
      <Field label={arriving ? TRAVEL_TEXT.arrivalMode : TRAVEL_TEXT.departureMode} error={errors?.[`${leg}Mode`]?.message}>
        {(ids) => (
          <select {...ids} {...register(`travel.${leg}Mode`)} {...start(`travel.${leg}Mode`)} className={inputClass}>
            <option value="">{TRAVEL_TEXT.chooseMode}</option>
            {TRAVEL_MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_LABELS[m]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={TRAVEL_TEXT.number} error={errors?.[`${leg}Number`]?.message} hint={TRAVEL_TEXT.numberHint}>
        {(ids) => (
          <input
            {...ids}
            {...register(`travel.${leg}Number`)}
            {...start(`travel.${leg}Number`)}
            autoComplete="off"
            className={inputClass}
            placeholder={arriving ? "6E 2134" : "12011"}
          />
        )}
      </Field>
      {points && points.length > 0 ? (
        <>
          <Field label={arriving ? TRAVEL_TEXT.pickupPoint : TRAVEL_TEXT.dropPoint} error={errors?.[`${leg}PointId`]?.message} className="sm:col-span-2">
            {(ids) => (
              <select {...ids} {...register(`travel.${leg}PointId`)} {...start(`travel.${leg}PointId`)} className={inputClass}>
                <option value="">{arriving ? TRAVEL_TEXT.noPoint : TRAVEL_TEXT.noDropPoint}</option>
                {points.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-1.5 sm:col-span-2">
            <label className={checkboxRow}>
              <input
                type="checkbox"
                {...register(needs)}
                {...startChecked(needs)}
                aria-invalid={Boolean(needsError)}
                aria-describedby={needsError ? needsId : undefined}
                className="size-5 shrink-0 accent-wine"
              />
              <span className="text-sm font-medium">{arriving ? TRAVEL_TEXT.needsPickup : TRAVEL_TEXT.needsDrop}</span>
            </label>
            {needsError && (
              <p id={needsId} className="text-sm text-nonveg">
                {needsError}
              </p>
            )}
          </div>
        </>
      ) : (
        <div className="sm:col-span-2">{pointsNote}</div>
      )}
    </fieldset>
  );
}

const linkButton =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-wine transition hover:bg-blush/60 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

/**
 * The section itself; the form shows it only when attending. Collapsed behind "Add travel details" while
 * empty. `reveal` (the edit page opened from "Add your travel details"): open, in view, first field focused.
 */
export function TravelFields({ reveal = false }: { reveal?: boolean }) {
  const { getValues, setValue } = useFormContext<RsvpFormValues>();
  const [open, setOpen] = useState(() => reveal || !isBlankTravel(getValues("travel")));
  const points = useQuery({ ...trpc.guest.pickupPoints.queryOptions(), enabled: open });
  const queryClient = useQueryClient();
  const sectionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!reveal) return;
    const el = sectionRef.current;
    if (!el) return;
    el.scrollIntoView?.({ block: "start" });
    el.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }, [reveal]);

  function openSection() {
    if (!getValues("travel")) setValue("travel", blankTravel());
    setOpen(true);
    // The first field is next: focus it once it is there.
    requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLInputElement>("input")?.focus());
  }
  function removeAll() {
    setValue("travel", blankTravel(), { shouldDirty: true });
    setOpen(false);
  }

  const pointsNote = points.isError ? (
    <p className="text-sm text-muted">
      {TRAVEL_TEXT.pointsFailed}{" "}
      <button
        type="button"
        className="font-medium text-wine underline underline-offset-4"
        onClick={() => void queryClient.invalidateQueries(trpc.guest.pickupPoints.queryFilter())}
      >
        {TRAVEL_TEXT.retry}
      </button>
    </p>
  ) : points.isPending ? null : (
    <p className="text-sm text-muted">{TRAVEL_TEXT.noPoints}</p>
  );

  return (
    <div id="travel" ref={sectionRef} className="scroll-mt-24">
      <FormSection title={TRAVEL_TEXT.title} icon={<Plane className="size-5" aria-hidden />} description={TRAVEL_TEXT.description}>
        {open ? (
          <div className="grid gap-5">
            <LegFields leg="arrival" points={points.data} pointsNote={pointsNote} />
            <LegFields leg="departure" points={points.data} pointsNote={pointsNote} />
            <div>
              <button type="button" className={linkButton} onClick={removeAll}>
                <X className="size-4" aria-hidden />
                {TRAVEL_TEXT.remove}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            onClick={openSection}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border border-wine/40 px-6 text-sm font-semibold text-wine transition hover:border-wine hover:bg-blush/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine sm:w-auto"
          >
            <Plus className="size-4" aria-hidden />
            {TRAVEL_TEXT.add}
          </button>
        )}
      </FormSection>
    </div>
  );
}
