/** ID proof display: Front ID / Back ID, or View ID Proof, or the "ID Proof Pending" badge (a declined reply needs none). Links open in a new tab, same origin. */
import { FileText, FileX2 } from "lucide-react";
import { parseIdProof } from "../../../shared/id-proof";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { useAdminRole } from "../use-role";
import { useVenueZone } from "../venue-time";

/** Only same-origin paths are linked; anything else is shown as pending rather than followed. */
const safe = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? url : null);

function DocLink({ href, label, who }: { href: string; label: string; who: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "sm")} aria-label={`${label} of ${who}`}>
      <FileText aria-hidden /> {label}
    </a>
  );
}

export const NOT_NEEDED_DECLINED = "Not needed (declined)";

/** "16 Nov 2025": the day at the venue. */
export function venueDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));
}

/** What stands where the links were: "ID deleted on 16 Nov 2025" (the purge, a reply changed to no) or "Withdrawn by the guest on ...". */
export const idDeletedText = (at: string, zone: string, by?: string | null) =>
  by === "guest" ? `Withdrawn by the guest on ${venueDate(at, zone)}` : `ID deleted on ${venueDate(at, zone)}`;

function IdDeleted({ at, by }: { at: string; by?: string | null }) {
  const zone = useVenueZone();
  return (
    // On a phone the longer sentence wraps beside the name instead of running over it.
    <span className="inline-flex max-w-40 items-start gap-1.5 text-sm text-muted sm:max-w-none sm:items-center" data-testid="id-deleted">
      <FileX2 className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
      {idDeletedText(at, zone, by)}
    </span>
  );
}

/**
 * `declined`: a guest who declined needs no document, so a missing one is not pending (issue 16): a grey "Not needed (declined)".
 * `deletedAt`: when the purge deleted the person's documents; shown when nothing newer is on file.
 */
export function IdProofLinks({
  value,
  who,
  member = false,
  declined = false,
  deletedAt = null,
  deletedBy = null,
}: {
  value: string | null;
  who: string;
  member?: boolean;
  declined?: boolean;
  deletedAt?: string | null;
  /** "guest": the guest withdrew them through their private link. */
  deletedBy?: string | null;
}) {
  const id = parseIdProof(value);
  // The desk never opens ID documents (issue 17): it sees that one is on file, never a link.
  const role = useAdminRole();
  if (role === "desk" && (id.kind === "front-back" || id.kind === "single")) return <Badge tone="success">ID uploaded</Badge>;
  if (id.kind === "front-back" && safe(id.front) && safe(id.back)) {
    return (
      <span className="inline-flex flex-wrap gap-1.5">
        <DocLink href={id.front} label={member ? "Front" : "Front ID"} who={who} />
        <DocLink href={id.back} label={member ? "Back" : "Back ID"} who={who} />
      </span>
    );
  }
  if (id.kind === "single" && safe(id.url)) return <DocLink href={id.url} label={member ? "View ID" : "View ID Proof"} who={who} />;
  if (deletedAt) return <IdDeleted at={deletedAt} by={deletedBy} />;
  if (declined) return <Badge tone="neutral">{NOT_NEEDED_DECLINED}</Badge>;
  return <Badge tone="warning">ID Proof Pending</Badge>;
}
