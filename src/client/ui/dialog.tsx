/** Modal dialog (Radix): traps focus, closes on Escape, returns focus to the trigger. */
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { cn } from "./cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClass = "fixed inset-0 z-50 bg-ink/40 backdrop-blur-[1px] data-[state=open]:animate-fade-in";
export const panelClass =
  "fixed top-1/2 left-1/2 z-50 flex max-h-[min(90svh,48rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col " +
  "rounded-2xl border border-line bg-white shadow-2xl shadow-ink/20 focus:outline-none";

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons row pinned under the scrolling body. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
}

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" };

export function DialogContent({ title, description, footer, size = "md", className, children, onCloseAutoFocus, ...props }: DialogContentProps) {
  // What had the focus when the dialog opened (its opener, with or without a DialogTrigger) gets it back on close.
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)));
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(panelClass, widths[size], className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          if (!e.defaultPrevented && opener?.isConnected && opener !== document.body) {
            e.preventDefault();
            opener.focus();
          }
        }}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div className="grid gap-1">
            <DialogPrimitive.Title className="font-sans text-lg font-semibold text-ink">{title}</DialogPrimitive.Title>
            {description && <DialogPrimitive.Description className="text-sm text-muted">{description}</DialogPrimitive.Description>}
          </div>
          <DialogPrimitive.Close aria-label="Close" className="-mr-1 rounded-md p-1.5 text-muted hover:bg-cream hover:text-ink">
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
