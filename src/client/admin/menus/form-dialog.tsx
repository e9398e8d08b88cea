/** A dialog holding one form: title, the fields, Cancel and a submit button bound to the form by id. */
import { type ReactNode, useId } from "react";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormDialog({ open, onOpenChange, title, description, submitLabel, busy, onSubmit, children }: Props) {
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={id} loading={busy}>
              {busy ? "Saving..." : submitLabel}
            </Button>
          </>
        }
      >
        <form id={id} noValidate onSubmit={onSubmit} aria-label={title} className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
