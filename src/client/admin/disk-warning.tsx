/** A calm banner while the server's data disk is nearly full: guests' uploads are refused until room is made. */
import { useQuery } from "@tanstack/react-query";
import { HardDrive } from "lucide-react";
import { trpc } from "../trpc";

const GB = 1024 ** 3;
const size = (bytes: number) => (bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`);

export function DiskWarning() {
  const { data } = useQuery(trpc.admin.diskStatus.queryOptions());
  if (!data?.low) return null;
  return (
    <div role="status" className="mb-4 flex items-start gap-3 rounded-lg border border-gold/30 bg-[#faf3e6] px-4 py-3 text-sm text-[#6b5228] print:hidden">
      <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">The server's disk is almost full.</strong>{" "}
        {`Guests cannot upload ID documents until there is at least ${size(data.minFreeBytes)} free${data.freeBytes !== null ? ` (${size(data.freeBytes)} now)` : ""}. Free some space on the server, then refresh this page.`}
      </p>
    </div>
  );
}
