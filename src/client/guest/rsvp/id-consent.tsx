/**
 * The ID section's plain words and the consent tick (issue 17, item 4): why a document is asked for, who sees
 * it, when it is deleted, the masked Aadhaar hint, and "I agree that the couple may share this document with
 * the hotel for check-in". No upload starts until it is ticked (the upload slots read `idConsent`).
 */
import { useQuery } from "@tanstack/react-query";
import { Building2, CalendarX2, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { ID_RETENTION_DEFAULT_DAYS } from "../../../shared/id-retention";
import { formatReplyDate } from "../../../shared/reply-deadline";
import { ID_CONSENT_LABEL } from "../../../shared/schemas/rsvp-messages";
import { trpc } from "../../trpc";
import { useStartValues } from "./fields";
import type { RsvpFormValues } from "./form-types";

/** Shown on a slot that cannot upload yet. */
export const CONSENT_FIRST = "Tick the agreement above to upload";

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/** "7 days after the last wedding day, at the end of 15 November 2025" (the date only once the couple has set one). */
export function deletionText(retentionDays: number, deletionDate: string | null | undefined): string {
  const after = `${days(retentionDays)} after the last wedding day`;
  return deletionDate ? `${after}, at the end of ${formatReplyDate(deletionDate)}` : after;
}

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-white text-wine shadow-xs">{icon}</span>
      <span className="min-w-0 text-sm text-ink">
        <span className="block font-medium">{title}</span>
        <span className="block text-muted">{children}</span>
      </span>
    </li>
  );
}

export function IdConsent() {
  const { register } = useFormContext<RsvpFormValues>();
  const { startChecked } = useStartValues();
  const { data } = useQuery(trpc.guest.weddingDetails.queryOptions());
  const retention = data?.idRetentionDays ?? ID_RETENTION_DEFAULT_DAYS;
  return (
    <div className="grid gap-4 rounded-2xl bg-blush/50 p-4 sm:p-5" data-testid="id-consent">
      <ul className="grid gap-3">
        <Point icon={<Building2 className="size-4" aria-hidden />} title="Why we ask">
          The hotel needs a government ID for every adult at check-in. Sending it now saves you the queue at the desk.
        </Point>
        <Point icon={<ShieldCheck className="size-4" aria-hidden />} title="Who sees it">
          Only the couple and the hotel. You can send a masked Aadhaar: the first 8 digits hidden.
        </Point>
        <Point icon={<CalendarX2 className="size-4" aria-hidden />} title="When it is deleted">
          {`Every ID document is deleted from our server ${deletionText(retention, data?.idDeletionDate)}.`}
        </Point>
      </ul>
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-gold-light bg-white p-3">
        <input type="checkbox" {...register("idConsent")} {...startChecked("idConsent")} className="mt-0.5 size-5 shrink-0 accent-wine" />
        <span className="text-sm font-medium text-ink">{ID_CONSENT_LABEL}</span>
      </label>
    </div>
  );
}
