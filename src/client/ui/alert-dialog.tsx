/** Confirmation dialog (Radix AlertDialog): focus starts on Cancel, Escape cancels, focus returns to the opener. */
import * as AlertPrimitive from "@radix-ui/react-alert-dialog";
import { type ReactNode, useState } from "react";
import { buttonClass } from "./button";
import { cn } from "./cn";
import { overlayClass, panelClass } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
}

/**
 * The panel; it mounts when the dialog opens, so what had the focus then (the button that asked) gets
 * it back on close, as ui/dialog does, even though the dialog is opened from state and not a Trigger.
 */
function ConfirmContent({ children }: { children: ReactNode }) {
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)));
  return (
    <AlertPrimitive.Content
      className={cn(panelClass, "max-w-md gap-2 p-6")}
      onCloseAutoFocus={(e) => {
        if (opener?.isConnected && opener !== document.body) {
          e.preventDefault();
          opener.focus();
        }
      }}
    >
      {children}
    </AlertPrimitive.Content>
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlayClass} />
        <ConfirmContent>
          <AlertPrimitive.Title className="font-sans text-lg font-semibold text-ink">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted">{description}</AlertPrimitive.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertPrimitive.Cancel className={buttonClass("outline")}>{cancelLabel}</AlertPrimitive.Cancel>
            <AlertPrimitive.Action
              className={buttonClass("destructive")}
              disabled={busy}
              onClick={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertPrimitive.Action>
          </div>
        </ConfirmContent>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
