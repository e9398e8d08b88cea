/** Guest-form controls: label, control and error text tied together for screen readers. */
import { type ReactNode, useId } from "react";
import { type FieldValues, useFormContext } from "react-hook-form";
import { LABELS } from "../../../shared/constants";
import { cn } from "../../ui/cn";

export const inputClass =
  "block w-full min-h-12 rounded-xl border border-line bg-white px-4 text-base text-ink shadow-xs transition placeholder:text-muted/60 " +
  "focus:border-wine focus:ring-2 focus:ring-wine/15 focus:outline-none aria-[invalid=true]:border-nonveg aria-[invalid=true]:ring-nonveg/15";

/**
 * A form button that changes the form (add or remove a person). With JavaScript its click does it in place
 * (and prevents the submit); without, it posts the form, which comes back changed (src/server/modules/rsvp/form-post.ts).
 */
export const intent = (value: string) => ({ type: "submit" as const, name: "intent", value, formNoValidate: true });

const valueAt = (values: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), values);

/**
 * A field's starting value as HTML (the form library sets values only once its code runs): the server's
 * drawing then shows a reply being changed, or a form sent back with its errors, as it was typed.
 */
export function startValues(defaults: unknown) {
  return {
    start: (name: string) => {
      const value = valueAt(defaults, name);
      return value === undefined || value === null ? {} : { defaultValue: String(value) };
    },
    /** A checkbox (ticked when true), or a radio (checked when the field holds `value`). */
    startChecked: (name: string, value?: string) => ({
      defaultChecked: value === undefined ? valueAt(defaults, name) === true : valueAt(defaults, name) === value,
    }),
  };
}

/** startValues for a section inside the form. */
export function useStartValues() {
  return startValues(useFormContext<FieldValues>().formState.defaultValues);
}

export interface FieldProps {
  /** Visible text, optionally with sr-only context (e.g. whose age it is). */
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The hint stays under the error (it says how to put the error right). */
  keepHint?: boolean;
  className?: string;
  /** Renders the control with the ids to put on it. */
  children: (ids: { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean }) => ReactNode;
}

export function Field({ label, required, error, hint, keepHint, className, children }: FieldProps) {
  const id = useId();
  // Only ids that are rendered: the hint gives way to the error unless it is kept.
  const showHint = Boolean(hint && (!error || keepHint));
  const described = [error && `${id}-error`, showHint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="ml-0.5 text-wine" aria-hidden>
            *
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described, ...(required ? { "aria-required": true } : {}) })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-nonveg">
          {error}
        </p>
      )}
      {showHint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Section of the form: a numbered heading and its body. */
export function FormSection({ title, icon, children, description }: { title: string; icon: ReactNode; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white/80 p-5 shadow-sm shadow-ink/5 sm:p-8">
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-blush text-wine">{icon}</span>
        <div>
          <h3 id={id} className="text-2xl leading-tight font-medium sm:text-[1.7rem]">
            {title}
          </h3>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
      </header>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A native select (best on phones) with a first "choose" option meaning not set. */
export function options<T extends string>(labels: Record<T, string>) {
  return Object.entries(labels) as [T, string][];
}

/** The primary guest's name and phone inputs and a person's gender choices. */
export const NAME_INPUT = { autoComplete: "name", className: inputClass, placeholder: "Your full name" } as const;
/** "tel": the phone keypad has the "+" a number from abroad starts with. */
export const PHONE_INPUT = { type: "tel", inputMode: "tel", autoComplete: "tel", className: inputClass, placeholder: "98765 43210" } as const;
/** Under the phone field: the Indian form first, then what a guest abroad adds. */
export const PHONE_HINT = "10 digits. From abroad, start with + and your country code, e.g. +44 7400 123456";

export function GenderOptions() {
  return (
    <>
      <option value="">Select gender (optional)</option>
      {options(LABELS.gender).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
