/** Small status pill. */
import type { ComponentProps } from "react";
import { cn } from "./cn";

const tones = {
  neutral: "border-line bg-cream text-muted",
  success: "border-veg/25 bg-[#eef6ee] text-veg",
  danger: "border-nonveg/25 bg-[#fdf1f0] text-nonveg",
  warning: "border-gold/30 bg-[#faf3e6] text-[#8a6a35]",
  wine: "border-wine/20 bg-blush text-wine",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", className, ...props }: ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
