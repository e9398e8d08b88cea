/** Dashboard part 1 data: the RSVP and room queries and error toasts (an admin write refreshes the lists in src/client/trpc.ts). */
import { useQuery } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { trpc } from "../trpc";
import { toast } from "../ui/use-toast";
import { venueTime } from "./venue-time";

export const rsvpsQuery = () => trpc.admin.rsvps.queryOptions();
export const roomsQuery = () => trpc.admin.rooms.queryOptions();

export const useRsvps = () => useQuery(rsvpsQuery());
export const useRooms = () => useQuery(roomsQuery());

/** The server's sentence when it answered, else the fallback (network failure, no body). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof TRPCClientError && error.data && error.message ? error.message : fallback;
}

export const toastError = (error: unknown, fallback: string) => toast({ title: "Error", description: messageOf(error, fallback), variant: "destructive" });

export const toastSuccess = (description: string) => toast({ title: "Success", description, variant: "success" });

/** "1 Oct 2025, 16:00 IST" (at the venue, like the "Updated" line beside it), or "Unknown". */
export const submittedText = (iso: string | null | undefined, timeZone?: string): string => venueTime(iso, timeZone) ?? "Unknown";

/** "1 guest", "3 guests" */
export const guestsText = (n: number) => `${n} guest${n === 1 ? "" : "s"}`;
