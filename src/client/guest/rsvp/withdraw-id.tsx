/**
 * "Withdraw and delete" on the private link: a guest takes back their consent for one person's ID document as
 * easily as they gave it. The edit page provides how (WithdrawIdContext); the new-reply form has nothing on file.
 */
import { Trash2 } from "lucide-react";
import { createContext, Suspense, useContext, useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { IdPerson } from "../../../shared/schemas/id-documents";
import type { ConfirmDialog as Confirm } from "../../ui/alert-dialog";
import { ChunkBoundary, retryingLazy } from "../../ui/chunk-boundary";
import { toast } from "../../ui/use-toast";
import type { RsvpFormValues } from "./form-types";
import type { Prefix } from "./person-fields";

/** Deletes the person's documents on the server; rejects with a sentence when it could not. */
export type WithdrawId = (person: IdPerson) => Promise<void>;
export const WithdrawIdContext = createContext<WithdrawId | null>(null);

export const WITHDRAW_TEXT = {
  button: "Withdraw and delete",
  title: "Delete this ID document?",
  /** "your" or "Ira Malhotra's". */
  description: (whose: string) => `The couple will no longer have ${whose} ID document, and it is deleted from the server now. You can upload one again later.`,
  done: "ID document deleted",
  doneDescription: "The couple can no longer see it.",
  failed: "Could not delete the ID document",
  offline: "Please check your connection and try again.",
} as const;

// The confirm (Radix's dialog, its focus trap and scroll lock) is needed only where there is a document to
// withdraw, on the private link's page: its code is fetched there once the page is up, not with every
// guest's home page. It is drawn from the first tap on, so the server's page never waits for it.
const loadConfirm = () => import("../../ui/alert-dialog");
const ConfirmDialog = retryingLazy<Parameters<typeof Confirm>[0]>(() => loadConfirm().then((m) => ({ default: m.ConfirmDialog })));

type AnyPath = Parameters<ReturnType<typeof useFormContext<RsvpFormValues>>["setValue"]>[0];

/** The button and its confirm for one person's document; `onDone` runs once the server has deleted it. */
export function WithdrawIdControl({ person, whose, onDone }: { person: IdPerson; whose: string; onDone?: () => void }) {
  const withdraw = useContext(WithdrawIdContext);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (withdraw) loadConfirm().catch(() => undefined);
  }, [withdraw]);
  if (!withdraw) return null;

  async function confirm() {
    setBusy(true);
    try {
      await withdraw!(person);
      setOpen(false);
      onDone?.();
      toast({ variant: "success", title: WITHDRAW_TEXT.done, description: WITHDRAW_TEXT.doneDescription });
    } catch (error) {
      const message = error instanceof Error && error.message && !/fetch|network/i.test(error.message) ? error.message : WITHDRAW_TEXT.offline;
      toast({ variant: "destructive", title: WITHDRAW_TEXT.failed, description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-label={`${WITHDRAW_TEXT.button} ${whose} ID document`}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-nonveg underline-offset-4 hover:underline"
      >
        <Trash2 className="size-4" aria-hidden />
        {WITHDRAW_TEXT.button}
      </button>
      {asked && (
        <ChunkBoundary onRetry={ConfirmDialog.retry}>
          <Suspense fallback={null}>
            <ConfirmDialog
              open={open}
              onOpenChange={(o) => !busy && setOpen(o)}
              title={WITHDRAW_TEXT.title}
              description={WITHDRAW_TEXT.description(whose)}
              confirmLabel={busy ? "Deleting..." : WITHDRAW_TEXT.button}
              cancelLabel="Keep it"
              onConfirm={() => void confirm()}
              busy={busy}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}

/** In the form: the person's id and name come from the form, and the form learns the document is gone. */
export function WithdrawIdButton({ prefix, ownerLabel }: { prefix: Prefix; ownerLabel: string }) {
  const { setValue } = useFormContext<RsvpFormValues>();
  const memberId = useWatch<RsvpFormValues>({ name: `${prefix}id` as AnyPath }) as number | undefined;
  const memberName = useWatch<RsvpFormValues>({ name: `${prefix}name` as AnyPath }) as string | undefined;
  if (prefix !== "" && typeof memberId !== "number") return null;
  const whose = prefix === "" ? "your" : `${memberName?.trim() || ownerLabel}'s`;
  return (
    <WithdrawIdControl
      person={prefix === "" ? { kind: "primary" } : { kind: "member", id: memberId! }}
      whose={whose}
      onDone={() => setValue(`${prefix}hasIdDocument` as AnyPath, false as never)}
    />
  );
}

/** Under the attendance choice: a "no" on a reply with documents on file deletes them when sent. */
export const DECLINE_DELETES_IDS = "Your ID documents will be deleted when you send this.";

export function DeclineDeletesIds() {
  const status = useWatch<RsvpFormValues>({ name: "rsvpStatus" });
  const primary = useWatch<RsvpFormValues>({ name: "hasIdDocument" as AnyPath });
  const members = useWatch<RsvpFormValues>({ name: "familyMembers" }) as { hasIdDocument?: boolean }[] | undefined;
  const onFile = primary === true || (members ?? []).some((m) => m.hasIdDocument === true);
  if (status !== "no" || !onFile) return null;
  return (
    <p role="status" className="mt-3 rounded-xl border border-gold/30 bg-[#faf3e6] px-4 py-2.5 text-sm text-[#6b5228]" data-testid="decline-deletes-ids">
      {DECLINE_DELETES_IDS}
    </p>
  );
}
