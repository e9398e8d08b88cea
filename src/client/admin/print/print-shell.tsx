/**
 * The frame of the printable views (issue 16 item 4): the couple's names and the page's name as the heading,
 * "Times at the venue (<zone>)" where times appear, a Print button and a way back (both hidden in print),
 * and A4 paper (data-print-page; the rule is in styles.css). Calm on screen (a sheet of paper on the page),
 * plain black on white on paper.
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Clock, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import { coupleNames } from "../../../shared/wedding-view";
import { trpc } from "../../trpc";
import { Button, buttonClass } from "../../ui/button";
import { AppLink } from "./print-link";

/** "Aarav Sharma & Meera Patel", or null until the details are known. */
export function useCouple(): { couple: string | null; timeZone: string; weddingDate: string | null } {
  const { data } = useQuery(trpc.guest.weddingDetails.queryOptions());
  return {
    couple: data?.groomName && data.brideName ? coupleNames(data) : null,
    timeZone: data?.timeZone ?? WEDDING_TIME_ZONE,
    weddingDate: data?.weddingDate ?? null,
  };
}

export function PrintShell({
  title,
  tab,
  showZone,
  canPrint,
  children,
}: {
  title: string;
  tab: string;
  showZone: boolean;
  canPrint: boolean;
  children: ReactNode;
}) {
  const { couple, timeZone } = useCouple();
  return (
    <div data-print-page="a4" className="min-h-svh bg-[#f7f4f0] px-3 py-4 sm:px-6 sm:py-6 print:min-h-0 print:bg-white print:p-0">
      <nav aria-label="Print actions" className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden">
        <AppLink href={`/admin?tab=${tab}`} className={buttonClass("ghost", "md")}>
          <ArrowLeft aria-hidden /> Back to dashboard
        </AppLink>
        {canPrint && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden /> Print
          </Button>
        )}
      </nav>
      <main
        data-testid="print-sheet"
        className="mx-auto max-w-[210mm] rounded-lg border border-line bg-white px-5 py-6 text-ink shadow-sm sm:px-[12mm] sm:py-[12mm] print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
      >
        <header className="mb-4 border-b border-ink/70 pb-2 print:mb-3">
          <h1 className="font-serif text-2xl leading-tight font-semibold print:text-[16pt]">
            {couple && <span className="block text-sm font-medium tracking-wide text-muted print:text-[9pt]">{couple}</span>}
            {title}
          </h1>
          {showZone && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted print:text-[9pt]">
              <Clock aria-hidden className="size-3.5 text-gold print:hidden" />
              Times at the venue ({timeZone})
            </p>
          )}
        </header>
        {children}
      </main>
    </div>
  );
}

/** Table cell classes shared by the three views: small type, thin rules, tight on paper. */
export const cell = {
  table: "w-full border-collapse text-left text-sm print:text-[8.5pt]",
  th: "border-b border-ink/60 px-1.5 py-1 text-xs font-semibold whitespace-nowrap text-muted print:text-[8pt] print:text-ink",
  td: "border-b border-line/70 px-1.5 py-1 align-top print:py-[3px]",
  num: "text-right tabular-nums",
};
