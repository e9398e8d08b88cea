import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "../../shared/constants";
import { cn } from "./cn";
import { TOAST_VIEWPORT_CLASS } from "./toast-viewport";
import { dismiss, useToasts } from "./use-toast";

const variants = {
  default: "border-line bg-white text-ink",
  success: "border-sage/40 bg-white text-ink",
  destructive: "border-nonveg/30 bg-[#fdf1f0] text-[#7f1d1d]",
};

export { TOAST_VIEWPORT_CLASS };

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg shadow-ink/10",
            "data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity",
            variants[t.variant ?? "default"],
          )}
        >
          {t.variant === "destructive" ? (
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-sage" />
          )}
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          {/* 44 x 44 px: a thumb closes it without hitting the text. */}
          <ToastPrimitive.Close aria-label="Close" className="absolute top-1 right-1 grid size-11 place-items-center rounded-md opacity-60 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the bottom (right on wider screens), never over the dashboard's header or stat cards (issue 16). */}
      <ToastPrimitive.Viewport className={TOAST_VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  );
}
