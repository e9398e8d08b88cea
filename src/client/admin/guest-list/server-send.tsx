/**
 * With the couple's WhatsApp Business account set up (WHATSAPP_* settings), a round can be sent by the server in
 * one tap instead of household by household: the same households, the kind's approved template, paced and retried
 * on the server; each household's delivery shows on its row. Without the account this offers nothing.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import type { WhatsappSendInput } from "../../../shared/schemas/whatsapp";
import { trpc, trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { toastError, toastSuccess } from "../admin-api";
import type { RoundSource } from "./whatsapp-round";

/** The server's round for a round of wa.me links: the same audience. */
export function sendInputOf(source: RoundSource): WhatsappSendInput {
  if (source.kind === "announcement") return { kind: "announcement", announcementId: source.id };
  const { side, tag, eventId } = source.filter;
  return { kind: "reminder", status: "not-replied", ...(side ? { side } : {}), ...(tag ? { tag } : {}), ...(eventId !== null ? { eventId } : {}) };
}

export function ServerSend({ source, count, onSent }: { source: RoundSource; count: number; onSent: () => void }) {
  const setup = useQuery(trpc.admin.whatsappSetup.queryOptions());
  const send = useMutation({
    mutationFn: () => trpcClient.admin.sendWhatsapp.mutate(sendInputOf(source)),
    onSuccess: ({ queued }) => {
      toastSuccess(
        queued === 0
          ? "Nobody to send to: every household in this round has no number or is already waiting."
          : `${queued} ${queued === 1 ? "message is" : "messages are"} on their way. Each household's delivery shows on its row.`,
      );
      onSent();
    },
    onError: (error) => toastError(error, "The round could not be sent. Please try again."),
  });
  if (source.kind === "reminder" && source.onlyId !== undefined) return null;
  if (!setup.data?.[source.kind]) return null;
  return (
    <div className="grid gap-1.5 rounded-lg border border-line bg-ivory/60 p-3 text-sm">
      <p className="text-muted">Or let the server send all {count} with your WhatsApp Business account, using your approved template.</p>
      <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending} className="justify-self-start">
        <Send aria-hidden /> {send.isPending ? "Sending..." : `Send all ${count} from WhatsApp Business`}
      </Button>
    </div>
  );
}
