/** ID proof display: Front ID / Back ID, or View ID Proof, or the "ID Proof Pending" badge (a declined reply needs none). Links open in a new tab, same origin. */
import { FileText } from "lucide-react";
import { parseIdProof } from "../../../shared/id-proof";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";

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

/** `declined`: a guest who declined needs no document, so a missing one is not pending (issue 16): a grey "Not needed (declined)". */
export function IdProofLinks({ value, who, member = false, declined = false }: { value: string | null; who: string; member?: boolean; declined?: boolean }) {
  const id = parseIdProof(value);
  if (id.kind === "front-back" && safe(id.front) && safe(id.back)) {
    return (
      <span className="inline-flex flex-wrap gap-1.5">
        <DocLink href={id.front} label={member ? "Front" : "Front ID"} who={who} />
        <DocLink href={id.back} label={member ? "Back" : "Back ID"} who={who} />
      </span>
    );
  }
  if (id.kind === "single" && safe(id.url)) return <DocLink href={id.url} label={member ? "View ID" : "View ID Proof"} who={who} />;
  if (declined) return <Badge tone="neutral">{NOT_NEEDED_DECLINED}</Badge>;
  return <Badge tone="warning">ID Proof Pending</Badge>;
}
