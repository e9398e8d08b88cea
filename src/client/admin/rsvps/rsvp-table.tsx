/**
 * The dense RSVPs view (issue 16 item 5): one row per reply with name, phone, status, party size, rooms,
 * ID status and last change (at the venue, in the wedding's time zone). Name, party size and date sort from their headers; a click on a
 * row, or Enter on it, opens the full card. On a phone the table scrolls inside its own box.
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { KeyboardEvent } from "react";
import { DEFAULT_DIR, guestCount, idStatus, lastChanged, type RsvpSort, type SortDir } from "../../../shared/admin-list";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { Badge } from "../../ui/badge";
import { idDeletedText } from "../id-proofs/id-proof-links";
import { useVenueZone, venueTime } from "../venue-time";
import { phoneForDisplay } from "../../../shared/phone-e164";

export interface SortState {
  sort?: RsvpSort;
  dir?: SortDir;
}

/** "2 of 3 missing", "Complete", "Not needed" (a declined reply owes no document). */
export function IdStatusBadge({ rsvp }: { rsvp: Rsvp }) {
  const s = idStatus(rsvp);
  if (s.kind === "not-needed") return <Badge tone="neutral">Not needed</Badge>;
  if (s.kind === "complete") return <Badge tone="success">Complete</Badge>;
  // After the purge (issue 17) the documents are gone on purpose, not missing.
  if (rsvp.idDeletedAt && !rsvp.idProofUrl) return <IdDeletedBadge at={rsvp.idDeletedAt} by={rsvp.idDeletedBy} />;
  return <Badge tone="warning">{s.people === 1 ? "Missing" : `${s.missing} of ${s.people} missing`}</Badge>;
}

function IdDeletedBadge({ at, by }: { at: string; by?: string | null }) {
  return <Badge tone="neutral">{idDeletedText(at, useVenueZone(), by)}</Badge>;
}

function SortHeader({
  label,
  sort,
  state,
  onSort,
  className,
}: {
  label: string;
  sort: RsvpSort;
  state: SortState;
  onSort: (s: Required<SortState>) => void;
  className?: string;
}) {
  const active = state.sort === sort;
  const dir = active ? (state.dir ?? DEFAULT_DIR[sort]) : undefined;
  const next: SortDir = active ? (dir === "asc" ? "desc" : "asc") : DEFAULT_DIR[sort];
  const Icon = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : "none"} className={className}>
      <button
        type="button"
        onClick={() => onSort({ sort, dir: next })}
        className={`-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 font-semibold uppercase hover:text-ink ${active ? "text-wine" : ""}`}
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
        <span className="sr-only">{active ? `, sorted ${dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
      </button>
    </th>
  );
}

const th = "px-3 py-2 text-left font-sans text-xs font-semibold tracking-wide text-muted uppercase whitespace-nowrap";
const td = "px-3 py-2.5 align-middle whitespace-nowrap";
/** The name stays in view while a phone scrolls the other columns. */
const stickyName = "sticky left-0 z-[1] max-w-40 truncate sm:max-w-none shadow-[1px_0_0_var(--color-line)] sm:shadow-none";

export function RsvpTable({
  rsvps,
  sort,
  onSort,
  onOpen,
}: {
  rsvps: Rsvp[];
  sort: SortState;
  onSort: (s: Required<SortState>) => void;
  onOpen: (r: Rsvp) => void;
}) {
  const zone = useVenueZone();
  const key = (r: Rsvp) => (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onOpen(r);
    }
  };
  return (
    // Its own horizontal scroll: the page never scrolls sideways on a phone. `relative` keeps the headers' screen-reader
    // texts (absolutely placed) inside the box, else they would widen the page.
    <div className="relative max-w-full overflow-x-auto rounded-xl border border-line bg-white shadow-sm" data-testid="rsvp-table-box">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">RSVP responses, one row per reply. Select a row to open the full reply.</caption>
        <thead className="border-b border-line bg-ivory/70">
          <tr>
            <SortHeader label="Name" sort="name" state={sort} onSort={onSort} className={`${th} ${stickyName} bg-[#fcf9f6]`} />
            <th scope="col" className={th}>
              Phone
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <SortHeader label="Party size" sort="party" state={sort} onSort={onSort} className={`${th} text-right`} />
            <th scope="col" className={th}>
              Rooms
            </th>
            <th scope="col" className={th}>
              ID status
            </th>
            <SortHeader label="Updated" sort="date" state={sort} onSort={onSort} className={th} />
          </tr>
        </thead>
        <tbody>
          {rsvps.map((r) => {
            const attending = r.rsvpStatus === "yes";
            const rooms = r.roomAssignments.map((a) => a.room.roomNo).join(", ");
            return (
              <tr
                key={r.id}
                tabIndex={0}
                onClick={() => onOpen(r)}
                onKeyDown={key(r)}
                data-testid="rsvp-row"
                className="group cursor-pointer border-b border-line/70 last:border-b-0 hover:bg-cream focus-visible:bg-cream focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-wine"
              >
                <td className={`${td} ${stickyName} bg-white font-semibold text-ink group-hover:bg-cream group-focus-visible:bg-cream`}>
                  {r.primaryGuestName}
                </td>
                <td className={`${td} text-muted tabular-nums`}>{phoneForDisplay(r.primaryGuestPhone)}</td>
                <td className={td}>{attending ? <Badge tone="success">Attending</Badge> : <Badge tone="danger">Not Attending</Badge>}</td>
                <td className={`${td} text-right tabular-nums`}>{guestCount(r)}</td>
                <td className={`${td} text-ink`}>{rooms || <span className="text-muted">{attending ? "None" : "—"}</span>}</td>
                <td className={td}>
                  <IdStatusBadge rsvp={r} />
                </td>
                <td className={`${td} text-muted tabular-nums`}>{venueTime(lastChanged(r), zone) ?? "Unknown"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
