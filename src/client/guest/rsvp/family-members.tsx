import { Trash2, UserPlus, Users } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Field, FormSection, inputClass, intent, useStartValues } from "./fields";
import { blankMember, type RsvpFormValues } from "./form-types";
import { DiningFields, GenderSelect, PersonIdUpload } from "./person-fields";
import { useSeatGuard } from "./seat-limit";

/** "Family Member #N" cards, each with its own preferences and ID upload. */
export function FamilyMembers() {
  const { control, register, formState } = useFormContext<RsvpFormValues>();
  const { start } = useStartValues();
  const { fields, append, remove } = useFieldArray({ control, name: "familyMembers" });
  const seats = useSeatGuard("member");
  return (
    <FormSection
      title="Family Members & Companions"
      icon={<Users className="size-5" aria-hidden />}
      description="Everyone travelling with you, so we can reserve enough rooms and plan every meal."
    >
      <div className="grid gap-5">
        {fields.length === 0 && <p className="rounded-2xl bg-ivory px-4 py-5 text-center text-sm text-muted">Coming on your own? Leave this empty.</p>}
        {fields.map((field, index) => {
          const title = `Family Member #${index + 1}`;
          return (
            <fieldset key={field.id} className="grid gap-5 rounded-2xl border border-line bg-ivory/60 p-4 sm:p-6" data-testid="family-member">
              <legend className="sr-only">{title}</legend>
              <div className="flex items-center justify-between gap-3">
                <h4 className="font-display text-xl font-medium text-wine" aria-hidden>
                  {title}
                </h4>
                <button
                  {...intent(`remove-member:${index}`)}
                  onClick={(e) => {
                    e.preventDefault();
                    seats.clear();
                    remove(index);
                  }}
                  aria-label={`Remove ${title}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-muted transition hover:bg-blush hover:text-wine"
                >
                  <Trash2 className="size-4" aria-hidden /> Remove
                </button>
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Full Name" required error={formState.errors.familyMembers?.[index]?.name?.message}>
                  {(ids) => (
                    <input
                      {...ids}
                      {...register(`familyMembers.${index}.name`)}
                      {...start(`familyMembers.${index}.name`)}
                      autoComplete="off"
                      className={inputClass}
                      placeholder="Their full name"
                    />
                  )}
                </Field>
                <GenderSelect prefix={`familyMembers.${index}.`} />
              </div>
              <DiningFields prefix={`familyMembers.${index}.`} />
              <div>
                <p className="mb-2 text-sm font-medium">ID document (optional)</p>
                <PersonIdUpload prefix={`familyMembers.${index}.`} who="member" ownerLabel={title} />
              </div>
            </fieldset>
          );
        })}
        <button
          {...intent("add-member")}
          onClick={(e) => {
            e.preventDefault();
            seats.guard(() => append(blankMember(), { shouldFocus: true, focusName: `familyMembers.${fields.length}.name` }));
          }}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-dashed border-wine/50 px-6 text-sm font-semibold text-wine transition hover:border-wine hover:bg-blush/60"
        >
          <UserPlus className="size-4" aria-hidden /> Add Member
        </button>
        {seats.notice}
      </div>
    </FormSection>
  );
}
