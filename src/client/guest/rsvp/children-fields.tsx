import { Baby, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "../../../shared/constants";
import { Field, FormSection, inputClass, intent, useStartValues } from "./fields";
import { blankChild, type RsvpFormValues } from "./form-types";
import { useSeatGuard } from "./seat-limit";

/** Children (Under 18): a name and an optional age each. */
export function ChildrenFields() {
  const { control, register, formState } = useFormContext<RsvpFormValues>();
  const { start } = useStartValues();
  const { fields, append, remove } = useFieldArray({ control, name: "children" });
  const seats = useSeatGuard("child");
  return (
    <FormSection
      title="Children (Under 18)"
      icon={<Baby className="size-5" aria-hidden />}
      description="Little ones get their own menu and, if you like, a cot in your room."
    >
      <div className="grid gap-4">
        {fields.map((field, index) => (
          // On a phone the name gets the full row (age and remove go under it); from sm up all three share one row.
          <div
            key={field.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 rounded-2xl border border-line bg-ivory/60 p-3 sm:grid-cols-[1fr_6rem_auto] sm:p-4"
            data-testid="child"
          >
            <Field label={`Child #${index + 1} name`} required error={formState.errors.children?.[index]?.name?.message} className="col-span-2 sm:col-span-1">
              {(ids) => (
                <input
                  {...ids}
                  {...register(`children.${index}.name`)}
                  {...start(`children.${index}.name`)}
                  autoComplete="off"
                  className={inputClass}
                  placeholder="Name"
                />
              )}
            </Field>
            <Field
              label={
                <>
                  Age<span className="sr-only"> of Child #{index + 1}</span>
                </>
              }
              error={formState.errors.children?.[index]?.age?.message}
              className="max-w-32 sm:max-w-none"
            >
              {(ids) => (
                <input
                  {...ids}
                  {...register(`children.${index}.age`)}
                  {...start(`children.${index}.age`)}
                  type="number"
                  inputMode="numeric"
                  min={CHILD_AGE_MIN}
                  max={CHILD_AGE_MAX}
                  step={1}
                  className={inputClass}
                  placeholder="Age"
                />
              )}
            </Field>
            <button
              {...intent(`remove-child:${index}`)}
              onClick={(e) => {
                e.preventDefault();
                seats.clear();
                remove(index);
              }}
              aria-label={`Remove Child #${index + 1}`}
              className="mt-7 grid size-12 place-items-center rounded-full text-muted transition hover:bg-blush hover:text-wine"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        ))}
        <button
          {...intent("add-child")}
          onClick={(e) => {
            e.preventDefault();
            seats.guard(() => append(blankChild(), { shouldFocus: true, focusName: `children.${fields.length}.name` }));
          }}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-dashed border-wine/50 px-6 text-sm font-semibold text-wine transition hover:border-wine hover:bg-blush/60"
        >
          <Plus className="size-4" aria-hidden /> Add Child
        </button>
        {seats.notice}
      </div>
    </FormSection>
  );
}
