/** /admin/print/rooming: the rooming list for the resort's front desk, on A4. */
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { trpc } from "../../trpc";
import { cn } from "../../ui/cn";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { useRooms, useRsvps } from "../admin-api";
import { cell, PrintShell } from "./print-shell";
import { roomingList } from "./rooming-list";

export function RoomingPrint() {
  const rooms = useRooms();
  const rsvps = useRsvps();
  const travel = useQuery(trpc.admin.travel.queryOptions());
  const loading = rooms.isPending || rsvps.isPending || travel.isPending;
  const list = rooms.data && rsvps.data ? roomingList(rooms.data, rsvps.data.data, travel.data) : null;
  const empty = list !== null && rooms.data!.length === 0;

  return (
    <PrintShell title="Rooming list" tab="rooms" showZone={Boolean(list && list.parties.length > 0)} canPrint={Boolean(list && !empty)}>
      {loading ? (
        <Spinner label="Loading rooming list..." />
      ) : !list ? (
        <ErrorState message="Failed to load the rooms and guests" />
      ) : empty ? (
        <EmptyState title="No rooms yet">Add rooms in the Rooms tab and assign guests to them; the rooming list appears here.</EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted print:text-[9pt]">
            {list.occupants} {list.occupants === 1 ? "guest" : "guests"} in {rooms.data!.length - list.free.length} of {rooms.data!.length} rooms
            {travel.isError && " · arrival and departure times could not be loaded"}
          </p>
          {list.parties.length === 0 ? (
            <p className="py-3 text-sm">No guest has a room yet.</p>
          ) : (
            <table className={cell.table} aria-label="Rooming list">
              <thead>
                <tr>
                  <th scope="col" className={cell.th}>
                    Room
                  </th>
                  <th scope="col" className={cell.th}>
                    Floor
                  </th>
                  <th scope="col" className={cell.th}>
                    Guest
                  </th>
                  <th scope="col" className={cell.th}>
                    Party
                  </th>
                  <th scope="col" className={cell.th}>
                    Adult / child
                  </th>
                  <th scope="col" className={cell.th}>
                    Arrives
                  </th>
                  <th scope="col" className={cell.th}>
                    Leaves
                  </th>
                  <th scope="col" className={cell.th}>
                    ID on file
                  </th>
                </tr>
              </thead>
              {list.parties.map((p) => (
                <tbody key={p.rsvpId} data-testid="rooming-party" className="break-inside-avoid">
                  {p.people.map((person, i) => (
                    <tr key={i} data-testid="rooming-row">
                      {i === 0 ? (
                        <>
                          <th scope="rowgroup" rowSpan={p.people.length} className={cn(cell.td, "font-semibold whitespace-nowrap tabular-nums")}>
                            {p.rooms}
                          </th>
                          <td rowSpan={p.people.length} className={cn(cell.td, "tabular-nums")}>
                            {p.floors}
                          </td>
                        </>
                      ) : null}
                      <td className={cn(cell.td, i === 0 && "font-medium")}>{person.name}</td>
                      <td className={cn(cell.td, "text-muted print:text-ink")}>{p.party}</td>
                      <td className={cn(cell.td, "whitespace-nowrap")}>{person.kind}</td>
                      {i === 0 ? (
                        <Fragment>
                          <td rowSpan={p.people.length} className={cn(cell.td, "whitespace-nowrap tabular-nums")}>
                            {p.arrival ?? "—"}
                          </td>
                          <td rowSpan={p.people.length} className={cn(cell.td, "whitespace-nowrap tabular-nums")}>
                            {p.departure ?? "—"}
                          </td>
                        </Fragment>
                      ) : null}
                      <td className={cell.td}>{person.idOnFile === null ? "—" : person.idOnFile === "deleted" ? "Deleted" : person.idOnFile ? "Yes" : "No"}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          )}
          {list.free.length > 0 && (
            <section aria-labelledby="free-rooms" className="mt-4 break-inside-avoid">
              <h2 id="free-rooms" className="mb-1 text-sm font-semibold print:text-[10pt]">
                Free rooms ({list.free.length})
              </h2>
              <ul className="grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-3 print:grid-cols-3 print:text-[8.5pt]">
                {list.free.map((r) => (
                  <li key={r.id} data-testid="free-room" className="border-b border-line/70 py-0.5">
                    <span className="font-semibold tabular-nums">{r.roomNo}</span> <span className="text-muted print:text-ink">· floor {r.floorNo}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </PrintShell>
  );
}
