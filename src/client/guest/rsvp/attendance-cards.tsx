import { HeartHandshake, MailX } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { cn } from "../../ui/cn";
import { useStartValues } from "./fields";
import type { RsvpFormValues } from "./form-types";

const CHOICES = [
  { value: "yes", title: "Joyfully accepts", text: "Yes, I'll be there", Icon: HeartHandshake },
  { value: "no", title: "Regretfully declines", text: "Sorry, I can't make it", Icon: MailX },
] as const;

/** "Will you be joining us?" as two selectable cards (native radios: arrow keys and screen readers work). */
export function AttendanceCards() {
  const { register, formState } = useFormContext<RsvpFormValues>();
  const { startChecked } = useStartValues();
  const value = useWatch<RsvpFormValues, "rsvpStatus">({ name: "rsvpStatus" });
  const error = formState.errors.rsvpStatus?.message;
  return (
    <div>
      <div
        role="radiogroup"
        aria-label="Will you be joining us?"
        aria-describedby={error ? "attendance-error" : undefined}
        aria-invalid={Boolean(error)}
        className="grid gap-3 sm:grid-cols-2"
      >
        {CHOICES.map(({ value: v, title, text, Icon }) => (
          <label
            key={v}
            className={cn(
              "flex cursor-pointer items-center gap-4 rounded-2xl border-2 p-5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine",
              // The checked card is marked by CSS too: the form works before (and without) JavaScript.
              value === v
                ? "border-wine bg-blush/60 shadow-sm"
                : "border-line bg-white hover:border-gold-light has-[:checked]:border-wine has-[:checked]:bg-blush/60",
            )}
          >
            {/* The error is tied to each radio too: some screen readers skip a group's description and state. */}
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- see above: the group's aria-invalid alone goes unheard */}
            <input
              type="radio"
              value={v}
              {...register("rsvpStatus")}
              {...startChecked("rsvpStatus", v)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "attendance-error" : undefined}
              className="sr-only"
            />
            <span className={cn("grid size-12 shrink-0 place-items-center rounded-full", value === v ? "bg-wine text-white" : "bg-cream text-wine")}>
              <Icon className="size-6" aria-hidden />
            </span>
            <span>
              <span className="block font-display text-xl font-medium">{title}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="attendance-error" className="mt-2 text-sm text-nonveg">
          {error}
        </p>
      )}
    </div>
  );
}
