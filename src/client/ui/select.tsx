/** A simple value select on Radix Select: keyboard and screen-reader friendly. */
import * as SelectPrimitive from "@radix-ui/react-select";
import { useRef } from "react";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "./cn";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /**
   * The option shown in the middle of the list when it opens with nothing chosen (or with `openAtWhen`
   * chosen, such as "No end time"): a time list opens at 9:00 AM, not at midnight.
   */
  openAt?: string;
  openAtWhen?: string;
}

/** Scrolls the list so that the option `value` sits in its middle. */
export function scrollOptionToMiddle(viewport: HTMLElement, value: string) {
  const item = Array.from(viewport.querySelectorAll<HTMLElement>("[data-value]")).find((el) => el.dataset.value === value);
  if (item) viewport.scrollTop = Math.max(0, item.offsetTop - viewport.clientHeight / 2 + item.offsetHeight / 2);
}

export function Select({ value, onValueChange, options, placeholder, className, openAt, openAtWhen, ...trigger }: SelectProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const onOpenChange = (open: boolean) => {
    if (!open || !openAt || (value !== "" && value !== openAtWhen)) return;
    // After Radix has placed the list and focused the chosen item (it scrolls the chosen one into view itself).
    requestAnimationFrame(() => viewportRef.current && scrollOptionToMiddle(viewportRef.current, openAt));
  };
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={trigger.disabled} onOpenChange={onOpenChange}>
      <SelectPrimitive.Trigger
        {...trigger}
        className={cn(
          "inline-flex min-h-10 w-full items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs",
          "focus-visible:border-wine data-[placeholder]:text-muted aria-invalid:border-nonveg disabled:opacity-60",
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 text-muted" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-line bg-white shadow-lg shadow-ink/10"
        >
          <SelectPrimitive.Viewport ref={viewportRef} className="p-1">
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                data-value={o.value}
                className="relative flex min-h-9 cursor-default items-center rounded-md py-1.5 pr-8 pl-2.5 text-sm text-ink outline-none select-none data-[highlighted]:bg-cream"
              >
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2">
                  <Check className="size-4 text-wine" aria-hidden />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
