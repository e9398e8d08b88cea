import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { LogOut, RefreshCw } from "lucide-react";
import { parseDate } from "../../shared/day-labels";
import { clearSession } from "../session";
import { trpc, trpcClient } from "../trpc";
import { toast } from "../ui/use-toast";

const toolButton =
  "inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-white px-3.5 text-sm font-medium text-ink shadow-sm transition hover:border-gold hover:bg-ivory";

export function DashboardHeader() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const d = wedding.data;
  const date = parseDate(d?.weddingDate);

  async function refresh() {
    await queryClient.refetchQueries();
    toast({ title: "Data Refreshed", description: "All data has been updated with the latest information.", variant: "success" });
  }

  async function logout() {
    try {
      await trpcClient.auth.logout.mutate();
    } catch {
      // the local session is cleared whatever the server says
    }
    clearSession();
    queryClient.clear();
    toast({ title: "Logged Out", description: "You have been successfully logged out.", variant: "success" });
    await navigate({ to: "/login" });
  }

  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="font-sans text-xl font-semibold tracking-tight text-ink sm:text-2xl">Wedding Management Dashboard</h1>
          <p className="mt-1 text-sm text-muted">
            {d?.groomName && d.brideName ? `${d.groomName} & ${d.brideName}` : "Wedding details not set yet"}
            <span className="mx-2 text-line">|</span>
            {date
              ? date.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
              : "Date to be announced"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={toolButton} onClick={refresh}>
            <RefreshCw className="size-4" aria-hidden /> Refresh Data
          </button>
          <button type="button" className={toolButton} onClick={logout}>
            <LogOut className="size-4" aria-hidden /> Logout
          </button>
        </div>
      </div>
    </header>
  );
}
