/** Fields a primary guest and a family member share: gender, dietary, beverage, makeup artist, ID upload. */
import { FileCheck2, Sparkles } from "lucide-react";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LABELS, MAKEUP_MAX } from "../../../shared/constants";
import { Field, GenderOptions, inputClass, options, useStartValues } from "./fields";
import type { RsvpFormValues } from "./form-types";
import { ConsentPointer } from "./id-consent";
import { IdUpload, type UploadMode, type Who } from "./id-upload";
import { postedValue, usePostedReplyForm } from "./posted-form";
import { WithdrawIdButton } from "./withdraw-id";

/** "" for the primary guest, "familyMembers.N." for a member. */
export type Prefix = "" | `familyMembers.${number}.`;

// Paths are built from a prefix; react-hook-form cannot type them, so they go through this one cast.
type AnyPath = Parameters<ReturnType<typeof useFormContext<RsvpFormValues>>["register"]>[0];
const at = (prefix: Prefix, name: string) => `${prefix}${name}` as AnyPath;

export function GenderSelect({ prefix, name = "gender" }: { prefix: Prefix; name?: string }) {
  const { register } = useFormContext<RsvpFormValues>();
  const { start } = useStartValues();
  return (
    <Field label="Gender">
      {(ids) => (
        <select {...ids} {...register(at(prefix, name))} {...start(at(prefix, name))} className={inputClass}>
          <GenderOptions />
        </select>
      )}
    </Field>
  );
}

export function DiningFields({ prefix }: { prefix: Prefix }) {
  const { register, setValue, getValues, formState } = useFormContext<RsvpFormValues>();
  const { start, startChecked } = useStartValues();
  const needsMakeup = useWatch<RsvpFormValues>({ name: at(prefix, "needsMakeupArtist") }) as boolean;
  const makeupError = prefix ? formState.errors.familyMembers?.[Number(prefix.split(".")[1])]?.makeupCount?.message : formState.errors.makeupCount?.message;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Dietary preference">
        {(ids) => (
          <select {...ids} {...register(at(prefix, "dietaryPreference"))} {...start(at(prefix, "dietaryPreference"))} className={inputClass}>
            <option value="">Select dietary preference</option>
            {options(LABELS.dietary).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Beverage preference">
        {(ids) => (
          <select {...ids} {...register(at(prefix, "beveragePreference"))} {...start(at(prefix, "beveragePreference"))} className={inputClass}>
            <option value="">Select beverage preference</option>
            {options(LABELS.beverage).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 rounded-2xl bg-blush/50 p-4 sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            {...register(at(prefix, "needsMakeupArtist"), {
              onChange: (e: { target: { checked: boolean } }) => {
                // The count starts at one session when makeup is asked for (the input accepts 1 to 10);
                // unticked, the hidden field goes back to 0 so no stale value lingers.
                const count = Number(getValues(at(prefix, "makeupCount")) || 0);
                if (!e.target.checked) setValue(at(prefix, "makeupCount"), 0);
                else if (count < 1) setValue(at(prefix, "makeupCount"), 1);
              },
            })}
            {...startChecked(at(prefix, "needsMakeupArtist"))}
            className="mt-0.5 size-5 shrink-0 accent-wine"
          />
          <span>
            <span className="flex items-center gap-1.5 text-sm font-medium">
              <Sparkles className="size-4 text-gold" aria-hidden /> I would like a makeup artist
            </span>
            <span className="block text-xs text-muted">Our artist will be at the resort on both days.</span>
          </span>
        </label>
        {needsMakeup && (
          <Field label="Number of makeup sessions" error={makeupError} className="sm:w-48">
            {(ids) => (
              <input
                {...ids}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAKEUP_MAX}
                step={1}
                {...register(at(prefix, "makeupCount"))}
                {...start(at(prefix, "makeupCount"))}
                className={inputClass}
              />
            )}
          </Field>
        )}
      </div>
    </div>
  );
}

export function PersonIdUpload({ prefix, who, ownerLabel }: { prefix: Prefix; who: Who; ownerLabel: string }) {
  const { setValue } = useFormContext<RsvpFormValues>();
  const mode = (useWatch<RsvpFormValues>({ name: at(prefix, "uploadMode") }) as UploadMode | null) ?? "single";
  const onFile = useWatch<RsvpFormValues>({ name: at(prefix, "hasIdDocument") }) === true;
  // One tick for the whole reply, in the primary guest's ID section (id-consent.tsx).
  const consented = useWatch<RsvpFormValues>({ name: "idConsent" }) === true;
  const [replacing, setReplacing] = useState(false);
  const field = { single: "uploadedFileName", front: "frontIdFileName", back: "backIdFileName" } as const;
  const posted = usePostedReplyForm();
  // A file the server already holds from an earlier round trip of the form posted without JavaScript.
  const stored = useWatch<RsvpFormValues>({ name: [at(prefix, field.single), at(prefix, field.front), at(prefix, field.back)] }) as unknown[];
  const names = { single: at(prefix, field.single), front: at(prefix, field.front), back: at(prefix, field.back), mode: at(prefix, "uploadMode") };
  const upload = (
    <IdUpload
      who={who}
      ownerLabel={ownerLabel}
      mode={mode}
      consented={consented}
      names={names}
      onModeChange={(m) => setValue(at(prefix, "uploadMode"), m)}
      onFileName={(slot, name) => setValue(at(prefix, field[slot]), name ?? "")}
    />
  );
  // A family member's slot points to the one consent tick, far above it on a phone.
  const pointer = who === "member" ? <ConsentPointer ownerLabel={ownerLabel} /> : null;
  if (!onFile) {
    const kept = [names.single, names.front, names.back].flatMap((name, i) => (typeof stored[i] === "string" && stored[i] ? [[name, stored[i]] as const] : []));
    const keptFromPost = kept.some(([name, value]) => postedValue(posted, name) === value);
    return (
      <div className="grid gap-2">
        {pointer}
        {keptFromPost && (
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <FileCheck2 className="size-5 shrink-0 text-sage" aria-hidden /> We have your ID file. Choose another only to replace it.
          </p>
        )}
        {upload}
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </div>
    );
  }
  // A document already on file stays unless a new one is uploaded (the server keeps it for this person's id).
  const keep = () => {
    for (const name of Object.values(field)) setValue(at(prefix, name), "");
    setReplacing(false);
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-sage/40 bg-sage/5 p-4">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-ink">
          <FileCheck2 className="size-5 shrink-0 text-sage" aria-hidden />
          <span>
            ID document on file<span className="sr-only"> for {ownerLabel}</span>
          </span>
        </p>
        <span className="flex flex-wrap items-center gap-x-4">
          <button
            type="button"
            onClick={() => (replacing ? keep() : setReplacing(true))}
            aria-expanded={replacing}
            className="inline-flex min-h-11 items-center text-sm font-medium text-wine underline-offset-4 hover:underline"
          >
            {replacing ? "Keep the one on file" : "Replace it with a new upload"}
            <span className="sr-only"> ({ownerLabel})</span>
          </button>
          <WithdrawIdButton prefix={prefix} ownerLabel={ownerLabel} />
        </span>
      </div>
      {replacing && pointer}
      {replacing && upload}
    </div>
  );
}
