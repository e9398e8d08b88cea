/**
 * The RSVP form's first card (name, phone, gender) as plain fields, shown with the app while the form's own
 * chunk (react-hook-form, zod, the schemas) is still on its way: on a weak signal a guest who taps "RSVP Now"
 * can start typing at once (issue 18). What they type, the field they are in and the caret are kept here
 * and handed to the real form when it mounts (`adoptEarlyEntry`), in the same commit that removes these
 * fields, so no keystroke can fall between the two.
 */
import { UserRound } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Field, FormSection, GenderOptions, inputClass, NAME_INPUT, PHONE_INPUT } from "./fields";
import { phoneDigits } from "./phone";

const EARLY_FIELDS = ["primaryGuestName", "primaryGuestPhone", "primaryGuestGender"] as const;
export type EarlyField = (typeof EARLY_FIELDS)[number];

interface EarlyEntry {
  values: Partial<Record<EarlyField, string>>;
  /** The field that had the focus when the early card went, and its selection (text fields only). */
  focused: { field: EarlyField; start: number | null; end: number | null } | null;
}

/** One per page: the early card may mount twice (before and after the chunk is asked for). */
let entry: EarlyEntry = { values: {}, focused: null };

const fieldOf = (el: Element | null): EarlyField | null => {
  const name = el?.getAttribute("name");
  return name && (EARLY_FIELDS as readonly string[]).includes(name) ? (name as EarlyField) : null;
};

type Control = HTMLInputElement | HTMLSelectElement;

function restoreFocus(control: Control | null | undefined, focused: NonNullable<EarlyEntry["focused"]>) {
  if (!control) return;
  control.focus({ preventScroll: true });
  if (control instanceof HTMLInputElement && focused.start !== null) control.setSelectionRange(focused.start, focused.end ?? focused.start);
}

/** The early card: looks like the real form's first card, with a placeholder for the rest below it. */
export function EarlyForm() {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = ref.current!;
    // A second mount (the chunk was asked for meanwhile) takes up what the first one held.
    for (const field of EARLY_FIELDS) {
      const control = form.elements.namedItem(field) as Control | null;
      if (control && entry.values[field] !== undefined) control.value = entry.values[field]!;
    }
    if (entry.focused) restoreFocus(form.elements.namedItem(entry.focused.field) as Control | null, entry.focused);
    entry.focused = null;
    return () => {
      // Runs before React takes the fields out of the page: the focus and caret are still where the guest left them.
      const active = document.activeElement;
      const field = form.contains(active) ? fieldOf(active) : null;
      const text = active instanceof HTMLInputElement ? active : null;
      entry.focused = field ? { field, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null } : null;
    };
  }, []);
  const keep = (e: React.FormEvent<Control>) => {
    const control = e.currentTarget;
    const field = fieldOf(control);
    if (!field) return;
    // The phone keeps digits only, as the real field does keystroke by keystroke.
    if (field === "primaryGuestPhone") {
      const digits = phoneDigits(control.value);
      if (digits !== control.value) control.value = digits;
    }
    entry.values[field] = control.value;
  };
  return (
    // Enter does nothing yet: the real form (with its validation) is seconds away.
    <div className="grid gap-6">
      <form ref={ref} noValidate onSubmit={(e) => e.preventDefault()} aria-label="RSVP form" className="grid gap-6">
        <FormSection title="Primary Guest Information" icon={<UserRound className="size-5" aria-hidden />}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Full Name" required className="sm:col-span-2">
              {(ids) => <input {...ids} name="primaryGuestName" onChange={keep} {...NAME_INPUT} />}
            </Field>
            <Field label="Phone Number" required hint="10 digits, no country code">
              {(ids) => <input {...ids} name="primaryGuestPhone" onChange={keep} {...PHONE_INPUT} />}
            </Field>
            <Field label="Gender">
              {(ids) => (
                <select {...ids} name="primaryGuestGender" onChange={keep} className={inputClass}>
                  <GenderOptions />
                </select>
              )}
            </Field>
          </div>
        </FormSection>
      </form>
      <div className="h-64 animate-pulse rounded-3xl border border-line bg-white/60" role="status" aria-busy="true" aria-label="Loading the RSVP form" />
    </div>
  );
}

interface AdoptingForm {
  setValue: (name: EarlyField, value: string, options: { shouldDirty: boolean }) => void;
  setFocus: (name: EarlyField) => void;
}

/**
 * The real form takes what the early card held: call it from a layout effect of the form's first mount
 * (the same commit that removes the early card). Later mounts find nothing.
 */
export function adoptEarlyEntry(form: AdoptingForm, root: HTMLElement | null) {
  const { values, focused } = entry;
  entry = { values: {}, focused: null };
  for (const field of EARLY_FIELDS) if (values[field]) form.setValue(field, values[field], { shouldDirty: true });
  if (!focused) return;
  form.setFocus(focused.field);
  restoreFocus(root?.querySelector<Control>(`[name="${focused.field}"]`), focused);
}
