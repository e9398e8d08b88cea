/**
 * The ID section's plain words and the consent tick (issue 17, item 4): why a document is asked for, who sees
 * it, when it is deleted, the masked Aadhaar hint, and "I agree that the couple may share this document with
 * the hotel for check-in". No upload starts until it is ticked (the upload slots read `idConsent`).
 */
import { useQuery } from "@tanstack/react-query";
import { Building2, CalendarX2, CircleCheck, Info, ShieldCheck } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ID_RETENTION_DEFAULT_DAYS } from "../../../shared/id-retention";
import { formatReplyDate } from "../../../shared/reply-deadline";
import { ID_CONSENT_LABEL } from "../../../shared/schemas/rsvp-messages";
import { trpc } from "../../trpc";
import { useStartValues } from "./fields";
import type { RsvpFormValues } from "./form-types";
import { formatRepliedOn } from "./remembered-reply";

/** Shown on a slot that cannot upload yet. */
export const CONSENT_FIRST = "Tick the agreement above to upload";

/** The one tick's id: each family member's ID slot links to it. */
export const CONSENT_TICK_ID = "id-consent-tick";

/** On the edit page: when the guest agreed (while a document it covers is on file, see consentOnFile). */
export const ConsentGivenContext = createContext<string | null>(null);

/** Brings the one tick into view and focus (the link still works as a plain anchor before the script runs). */
function goToTick(event: React.MouseEvent) {
  const tick = document.getElementById(CONSENT_TICK_ID);
  if (!tick) return;
  event.preventDefault();
  tick.scrollIntoView({ block: "center", behavior: "smooth" });
  tick.focus({ preventScroll: true });
}

/**
 * In a family member's ID slot, far below the tick on a phone: says that the one agreement covers this
 * person too, with a link to it.
 */
export function ConsentPointer({ ownerLabel }: { ownerLabel: string }) {
  const consented = useWatch<RsvpFormValues>({ name: "idConsent" }) === true;
  const link = (
    <a href={`#${CONSENT_TICK_ID}`} onClick={goToTick} className="inline-flex min-h-11 items-center font-medium text-wine underline underline-offset-4">
      {consented ? "See the agreement" : "Tick the agreement"}
      <span className="sr-only">{` (for ${ownerLabel})`}</span>
    </a>
  );
  return (
    <div className="flex items-start gap-2 text-sm text-muted" data-testid="consent-pointer">
      {consented ? <CircleCheck className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden /> : <Info className="mt-0.5 size-4 shrink-0 text-wine" aria-hidden />}
      <p className="min-w-0">
        {consented
          ? "Your agreement to share ID documents with the hotel covers this person too. "
          : "Uploads wait for your agreement to share ID documents with the hotel, in your own ID section. "}
        {link}
      </p>
    </div>
  );
}

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
  const ticked = useWatch<RsvpFormValues>({ name: "idConsent" }) === true;
  const givenAt = useContext(ConsentGivenContext);
  const givenOn = givenAt ? formatRepliedOn(givenAt) : null;
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
        <input type="checkbox" id={CONSENT_TICK_ID} {...register("idConsent")} {...startChecked("idConsent")} className="mt-0.5 size-5 shrink-0 accent-wine" />
        <span className="text-sm font-medium text-ink">
          {ID_CONSENT_LABEL}
          {/* The edit page: the consent already given, so the guest sees it is still in force. */}
          {givenOn && ticked && <span className="mt-1 block font-normal text-muted">{`You agreed to this on ${givenOn}.`}</span>}
        </span>
      </label>
    </div>
  );
}
