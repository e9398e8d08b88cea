/**
 * A card's private-link actions: copy the guest's link, send it on WhatsApp (the couple's own app, via
 * wa.me), and revoke it (a fresh link replaces it; the old one stops working) after a confirmation.
 */
import { useQuery } from "@tanstack/react-query";
import { Copy, Link2Off, MessageCircle } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Button, buttonClass } from "../../ui/button";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";
import { guestLink, linkMessage, whatsAppHref } from "./guest-link";

/** Taller on phones (a thumb), compact from the small breakpoint up. */
export const actionClass = "min-h-10 sm:min-h-8";

/** Where the clipboard is out of reach (plain http, a refused permission): the link, selected, to copy by hand. */
export function ManualCopy({ link, onDone }: { link: string; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // Layout effect: focused and selected in the same commit that shows the box, never a frame later.
  useLayoutEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [link]);
  return (
    <div className="mt-2 grid gap-1.5 rounded-lg border border-gold/30 bg-[#fbf6ee] p-2.5">
      <label htmlFor={id} className="text-xs font-medium text-ink">
        Copying is not available here. The link is selected: copy it with Ctrl+C (or long-press on a phone).
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-10 w-full min-w-0 rounded-md border border-line bg-white px-2.5 font-mono text-xs text-ink sm:min-h-8"
        />
        <Button variant="outline" size="sm" className={actionClass} onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

export function LinkActions({ rsvp }: { rsvp: Rsvp }) {
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const [manual, setManual] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const link = guestLink(rsvp.editUrl);
  const whatsApp = whatsAppHref(rsvp.primaryGuestPhone, linkMessage(rsvp.primaryGuestName, link, wedding.data?.rsvpDeadline));

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(link);
      setManual(null);
      toast({ title: "Link copied", description: `${rsvp.primaryGuestName}'s private link is on your clipboard.`, variant: "success" });
    } catch {
      setManual(link);
    }
  }

  async function revoke() {
    setRevoking(true);
    try {
      await trpcClient.admin.revokeRsvpLink.mutate({ id: rsvp.id });
      setConfirming(false);
      setManual(null);
      toast({
        title: "Link revoked",
        description: `The old link no longer works. Copy or send the new one to ${rsvp.primaryGuestName}.`,
        variant: "success",
      });
    } catch (error) {
      toastError(error, "Failed to revoke link");
    } finally {
      setRevoking(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" className={actionClass} onClick={copy}>
        <Copy aria-hidden /> Copy guest link
      </Button>
      <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "sm", actionClass)}>
        <MessageCircle aria-hidden className="text-[#1f8f4e]" /> Send link on WhatsApp
      </a>
      <Button variant="ghost" size="sm" className={`${actionClass} text-muted hover:text-nonveg`} onClick={() => setConfirming(true)}>
        <Link2Off aria-hidden /> Revoke link
      </Button>
      {manual && (
        <div className="basis-full">
          <ManualCopy link={manual} onDone={() => setManual(null)} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !revoking && setConfirming(open)}
        title="Revoke this guest link?"
        description={`${rsvp.primaryGuestName}'s current link will stop working at once, and a fresh link replaces it${rsvp.householdId ? ", as does their household's invitation link (it opens the reply too)" : ""}. Send the new link if they still need to see or change their reply.`}
        confirmLabel="Revoke link"
        onConfirm={revoke}
        busy={revoking}
      />
    </>
  );
}
