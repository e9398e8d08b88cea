/**
 * /admin/print/rooming: the rooming list for the hotels, on A4. Per hotel, one row per room with its occupants'
 * names as given, check-in and check-out dates (from travel, at the venue), nights, party and notes. Rows changed
 * since the list was last sent to the hotel are highlighted with what changed. Each hotel's heading stays with its
 * first rows, the column headings repeat on every page, and nothing prints below 8 pt.
 */
import { useQuery } from "@tanstack/react-query";
import type { RoomingHotel } from "../../../shared/schemas/hotels";
import { trpc } from "../../trpc";
import { cn } from "../../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { submittedText } from "../admin-api";
import { cell, PrintShell } from "./print-shell";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** "Thu 11 Feb" for 2027-02-11 (a calendar date at the venue). */
export const dateText = (d: string | null) => {
  if (!d) return "—";
  const at = new Date(`${d}T00:00:00Z`);
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
};

const HEADINGS = ["Room", "Occupants", "Party", "Check-in", "Check-out", "Nights", "Notes"];

function HotelSection({ list }: { list: RoomingHotel }) {
  const people = list.rows.reduce((n, r) => n + r.occupants.length, 0);
  return (
    <section aria-labelledby={`hotel-${list.hotelId}`} className="mb-5">
      <table className={cn(cell.table, "print:text-[9pt]")} aria-label={`Rooming list · ${list.hotel}`}>
        <caption className="mb-1 text-left break-after-avoid">
          <h2 id={`hotel-${list.hotelId}`} className="text-base font-semibold print:text-[11pt]">
            {list.hotel}
          </h2>
          <span className="text-sm text-muted print:text-[9pt] print:text-ink">
            {people} {people === 1 ? "guest" : "guests"} in {list.rows.filter((r) => r.occupants.length).length} rooms ·{" "}
            {list.lastSent
              ? `version ${list.lastSent.version} sent ${submittedText(list.lastSent.sentAt)}${list.changed ? ` · ${list.changed} changed since (highlighted)` : ""}`
              : "not sent to the hotel yet"}
          </span>
        </caption>
        <thead>
          <tr>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className={cell.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((r) => {
            const changed = r.changes.length > 0;
            return (
              <tr
                key={r.roomId}
                data-testid="rooming-row"
                data-changed={changed || undefined}
                className={cn("break-inside-avoid", changed && "bg-[#faf3e6] print:bg-[#f3e3bf]")}
              >
                <th scope="row" className={cn(cell.td, "font-semibold whitespace-nowrap tabular-nums")}>
                  {r.roomNo}
                  {r.roomType && <span className="block text-xs font-normal text-muted print:text-[8pt] print:text-ink">{r.roomType}</span>}
                </th>
                <td className={cell.td}>
                  {r.occupants.length === 0
                    ? "Empty now"
                    : r.occupants.map((o) => (
                        <span key={o.key} className={cn("block", o.isNew && "font-semibold")}>
                          {o.name}
                          {o.child && " (child)"}
                          {o.isNew && " *"}
                        </span>
                      ))}
                </td>
                <td className={cn(cell.td, "text-muted print:text-ink")}>{r.parties.join(", ")}</td>
                <td className={cn(cell.td, "whitespace-nowrap tabular-nums")}>{dateText(r.checkIn)}</td>
                <td className={cn(cell.td, "whitespace-nowrap tabular-nums")}>{dateText(r.checkOut)}</td>
                <td className={cn(cell.td, "tabular-nums")}>{r.nights ?? "—"}</td>
                <td className={cell.td}>
                  {r.overCapacity && <span className="block font-semibold text-nonveg print:text-ink">More people than beds ({r.beds})</span>}
                  {r.notes && <span className="block">{r.notes}</span>}
                  {changed && (
                    <span className="block font-semibold" data-testid="rooming-changes">
                      Changed: {r.changes.join("; ")}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function RoomingPrint() {
  const lists = useQuery(trpc.admin.roomingList.queryOptions());
  const withRows = (lists.data ?? []).filter((l) => l.rows.length > 0);
  const empty = lists.data !== undefined && withRows.length === 0;
  return (
    <PrintShell title="Rooming list" tab="rooms" showZone={withRows.length > 0} canPrint={withRows.length > 0}>
      {lists.isPending ? (
        <Spinner label="Loading rooming list..." />
      ) : !lists.data ? (
        <ErrorState message="Failed to load the rooms and guests" />
      ) : empty ? (
        <EmptyState title="No rooms yet">Add hotels and rooms in the Rooms tab and place guests in them; the rooming list appears here.</EmptyState>
      ) : (
        <>
          {withRows.some((l) => l.changed > 0) && (
            <p className="mb-2 text-sm print:text-[9pt]">
              Highlighted rows changed since the list was last sent to the hotel; * marks a guest new to the room.
            </p>
          )}
          {withRows.map((l) => (
            <HotelSection key={l.hotelId} list={l} />
          ))}
        </>
      )}
    </PrintShell>
  );
}
