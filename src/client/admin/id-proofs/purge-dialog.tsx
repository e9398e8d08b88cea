/**
 * The owner's "Delete all ID documents" (issue 17, item 5): a Radix AlertDialog that asks to type DELETE
 * (the button stays disabled until it is typed exactly), calls admin.purgeIdDocuments, then says how many
 * files were deleted and what happened to the backups.
 */
import * as AlertPrimitive from "@radix-ui/react-alert-dialog";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { PURGE_CONFIRM_WORD, type PurgeIdDocumentsResponse } from "../../../shared/schemas/id-documents";
import { trpcClient } from "../../trpc";
import { Button, buttonClass } from "../../ui/button";
import { cn } from "../../ui/cn";
import { overlayClass, panelClass } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { messageOf, toastError, toastSuccess } from "../admin-api";

const files = (n: number) => `${n} ID document${n === 1 ? "" : "s"}`;

export function purgeResultText(r: PurgeIdDocumentsResponse): string {
  const backups = r.backupsScrubbed ? ` and from ${r.backupsScrubbed} backup${r.backupsScrubbed === 1 ? "" : "s"}` : "";
  const left = r.backupsNotScrubbed ? ` ${r.backupsNotScrubbed} backup${r.backupsNotScrubbed === 1 ? "" : "s"} could not be cleaned: see the server log.` : "";
  return `Deleted ${files(r.deleted)} from the server${backups}.${left}`;
}

export function PurgeIdDocuments() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [result, setResult] = useState<PurgeIdDocumentsResponse | null>(null);
  const inputId = useId();
  const purge = useMutation({
    mutationFn: () => trpcClient.admin.purgeIdDocuments.mutate(),
    onSuccess: async (r) => {
      setResult(r);
      toastSuccess(purgeResultText(r));
    },
    onError: (error) => toastError(error, "Could not delete the ID documents. Please try again."),
  });
  const openChange = (next: boolean) => {
    if (purge.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped("");
      setResult(null);
      purge.reset();
    }
  };
  const ready = typed === PURGE_CONFIRM_WORD;

  return (
    <AlertPrimitive.Root open={open} onOpenChange={openChange}>
      <AlertPrimitive.Trigger asChild>
        <Button variant="outline" size="sm" className="text-nonveg">
          <Trash2 aria-hidden /> Delete all ID documents
        </Button>
      </AlertPrimitive.Trigger>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlayClass} />
        <AlertPrimitive.Content className={cn(panelClass, "max-w-md gap-3 p-6")}>
          <AlertPrimitive.Title className="font-sans text-lg font-semibold text-ink">
            {result ? "ID documents deleted" : "Delete all ID documents?"}
          </AlertPrimitive.Title>
          {result ? (
            <>
              <AlertPrimitive.Description className="text-sm text-ink" data-testid="purge-result">
                {purgeResultText(result)}
              </AlertPrimitive.Description>
              <p className="text-sm text-muted">Each reply now shows the day its documents were deleted.</p>
              <div className="mt-2 flex justify-end">
                <AlertPrimitive.Cancel className={buttonClass("outline")}>Close</AlertPrimitive.Cancel>
              </div>
            </>
          ) : (
            <form
              className="grid gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (ready && !purge.isPending) purge.mutate();
              }}
            >
              <AlertPrimitive.Description asChild>
                <div className="grid gap-2 text-sm text-muted">
                  <p>
                    Every guest&apos;s ID document is deleted from the server now, including uploads not yet part of a reply. Replies keep a note of the day.
                    This cannot be undone.
                  </p>
                  <p>
                    Backups the server keeps in its data folder (DATA_DIR/backups) lose their copies too. Copies made anywhere else, such as a USB drive, still
                    hold the documents until you delete them.
                  </p>
                </div>
              </AlertPrimitive.Description>
              <label htmlFor={inputId} className="text-sm font-medium text-ink">
                Type {PURGE_CONFIRM_WORD} to confirm
              </label>
              <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
              {purge.isError && (
                <p role="alert" className="text-sm text-nonveg">
                  {messageOf(purge.error, "Could not delete the ID documents. Please try again.")}
                </p>
              )}
              <div className="mt-2 flex flex-wrap justify-end gap-2">
                <AlertPrimitive.Cancel className={buttonClass("outline")} disabled={purge.isPending}>
                  Cancel
                </AlertPrimitive.Cancel>
                <Button type="submit" variant="destructive" disabled={!ready} loading={purge.isPending}>
                  Delete all ID documents
                </Button>
              </div>
            </form>
          )}
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
