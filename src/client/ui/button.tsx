/** Button in the manner of shadcn/ui: one element, a few variants and sizes. */
import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const variants = {
  primary: "bg-wine text-white shadow-sm hover:bg-wine-dark",
  outline: "border border-line bg-white text-ink shadow-sm hover:border-gold hover:bg-ivory",
  ghost: "text-muted hover:bg-cream hover:text-ink",
  destructive: "bg-nonveg text-white shadow-sm hover:bg-[#8f1f18]",
  link: "text-wine underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "min-h-8 gap-1.5 rounded-md px-2.5 text-xs",
  md: "min-h-10 gap-2 rounded-lg px-3.5 text-sm",
  lg: "min-h-12 gap-2 rounded-xl px-6 text-sm",
  icon: "size-9 rounded-lg",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(
    "inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
}

export function Button({ variant, size, loading, disabled, className, children, type = "button", ...props }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={buttonClass(variant, size, className)} {...props}>
      {loading && <LoaderCircle className="animate-spin" aria-hidden />}
      {children}
    </button>
  );
}
