/**
 * A household's buttons (planner and owner): send the invitation on WhatsApp (then it shows "sent"), a reminder
 * to a household that has not replied, copy or revoke its invitation link, edit, delete.
 */
import { BellRing, Copy, Link2Off, MessageCircle, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { Household } from "../../../shared/schemas/households";
import { trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { toast } from "../../ui/use-toast";
import { toastError, toastSuccess } from "../admin-api";
import { guestLink } from "../rsvps/guest-link";
import { ManualCopy } from "../rsvps/link-actions";
import { hasReplied } from "./guest-list-model";
import { type MessageKind, NO_PHONE, openWhatsAppMessage } from "./send-message";

const iconButton = "size-9 text-muted hover:text-ink sm:size-8";

function SendButton({ household }: { household: Household }) {
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  if (hasReplied(household)) return null;
  const kind: MessageKind = household.status === "not-sent" ? "invitation" : "reminder";
  const label = kind === "invitation" ? "Send on WhatsApp" : "Send reminder";
  const Icon = kind === "invitation" ? MessageCircle : BellRing;
  async function send() {
    setBusy(true);
    try {
      await openWhatsAppMessage(household.id, kind);
    } catch (error) {
      const noPhone = error instanceof Error && error.message === NO_PHONE;
      toastError(error, noPhone ? NO_PHONE : `Failed to prepare the ${kind}. Please try again.`);
      setBusy(false);
      return;
    }
    // A reminder leaves the sending date as it was.
    if (kind === "invitation") {
      try {
        await trpcClient.admin.markHouseholdSent.mutate({ id: household.id });
        toastSuccess(`${household.name}: invitation marked as sent.`);
      } catch (error) {
        toastError(error, `WhatsApp opened, but ${household.name} could not be marked as sent. Please refresh and try again.`);
      }
    }
    setBusy(false);
  }
  if (!household.phone)
    return (
      <span className="inline-flex items-center gap-1.5">
        <Button variant="outline" size="sm" disabled aria-describedby={reasonId}>
          <Icon aria-hidden /> {label}
        </Button>
        <span id={reasonId} className="text-xs text-muted">
          No phone number
        </span>
      </span>
    );
  return (
    <Button variant="outline" size="sm" onClick={send} loading={busy} aria-label={`${label}: ${household.name}`}>
      {!busy && <Icon aria-hidden className={kind === "invitation" ? "text-[#1f8f4e]" : "text-gold"} />} {label}
    </Button>
  );
}

export function HouseholdActions({ household, onEdit }: { household: Household; onEdit: (h: Household) => void }) {
  const [manual, setManual] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"revoke" | "delete" | null>(null);
  const [busy, setBusy] = useState(false);
  const name = household.name;

  async function copy() {
    const link = guestLink(household.inviteUrl);
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(link);
      toast({ title: "Link copied", description: `${name}'s invitation link is on your clipboard.`, variant: "success" });
    } catch {
      setManual(link);
    }
  }

  async function revoke() {
    setBusy(true);
    try {
      await trpcClient.admin.revokeHouseholdLink.mutate({ id: household.id });
      setConfirm(null);
      toast({ title: "Link revoked", description: `The old link no longer works. Copy or send the new one to ${name}.`, variant: "success" });
    } catch (error) {
      toastError(error, "Failed to revoke link");
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await trpcClient.admin.deleteHousehold.mutate({ id: household.id });
      setConfirm(null);
      toastSuccess(`${name} is no longer on the guest list.`);
    } catch (error) {
      toastError(error, "Failed to delete the household");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-label={`Actions for ${name}`} className="flex items-center gap-1">
      <SendButton household={household} />
      <Button variant="ghost" size="icon" className={iconButton} onClick={copy} aria-label={`Copy link of ${name}`} title="Copy invitation link">
        <Copy aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className={iconButton} onClick={() => setConfirm("revoke")} aria-label={`Revoke link of ${name}`} title="Revoke link">
        <Link2Off aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className={iconButton} onClick={() => onEdit(household)} aria-label={`Edit ${name}`} title="Edit">
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={`${iconButton} hover:text-nonveg`}
        onClick={() => setConfirm("delete")}
        aria-label={`Delete ${name}`}
        title="Delete"
      >
        <Trash2 aria-hidden />
      </Button>
      <Dialog open={manual !== null} onOpenChange={(o) => !o && setManual(null)}>
        {manual && (
          <DialogContent size="sm" title={`Invitation link of ${name}`}>
            <ManualCopy link={manual} onDone={() => setManual(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirm === "revoke"}
        onOpenChange={(open) => !busy && setConfirm(open ? "revoke" : null)}
        title="Revoke this invitation link?"
        description={`${name}'s current link stops working at once, and so does the private reply link it gave out. A new link replaces them: send it so they can still see the invitation and their reply.`}
        confirmLabel="Revoke link"
        onConfirm={revoke}
        busy={busy}
      />
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => !busy && setConfirm(open ? "delete" : null)}
        title={`Delete ${name}?`}
        description={
          household.rsvpId
            ? "The household leaves the guest list and its invitation link stops working. Their reply stays, unlinked: you still find it under RSVPs."
            : "The household leaves the guest list and its invitation link stops working."
        }
        confirmLabel="Delete"
        onConfirm={remove}
        busy={busy}
      />
    </div>
  );
}
