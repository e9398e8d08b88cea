/** Text inputs and labels; Field ties a label and an error message to its control. */
import * as LabelPrimitive from "@radix-ui/react-label";
import { type ComponentProps, type ReactElement, cloneElement, useId } from "react";
import { cn } from "./cn";

const control =
  "w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs placeholder:text-muted/70 transition-colors " +
  "focus-visible:border-wine focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-wine/30 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-nonveg";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(control, "min-h-10 py-2", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-20 py-2", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn("text-sm font-medium text-ink", className)} {...props} />;
}

interface FieldProps {
  label: string;
  /** Error text from the form; shown below the control and announced with it. */
  error?: string;
  hint?: string;
  className?: string;
  /** The single control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string }>;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-nonveg">
          {error}
        </p>
      )}
    </div>
  );
}
