import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { FileSpreadsheet, LogOut, RefreshCw } from "lucide-react";
import { useState } from "react";
import { labelDays, weddingDatesLabel } from "../../shared/day-labels";
import { coupleNames } from "../../shared/wedding-view";
import { clearSession } from "../session";
import { trpc, trpcClient } from "../trpc";
import { Button } from "../ui/button";
import { toast } from "../ui/use-toast";
import { useAdminRole } from "./use-role";
import { downloadExport } from "./export-download";

/** Phones: three equal tiles with the icon above the label; wider screens: a row of outline buttons. */
const toolClass = "h-auto min-h-14 flex-col gap-1 px-1 py-2 text-xs sm:min-h-10 sm:flex-row sm:gap-2 sm:px-3.5 sm:py-0 sm:text-sm";

export function DashboardHeader() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  const [busy, setBusy] = useState<"refresh" | "export" | null>(null);
  const role = useAdminRole();
  const d = wedding.data;
  // The wedding's days in its own zone, as the guest site shows them.
  const dates = d ? weddingDatesLabel(d.weddingDate, labelDays(d.itineraryDays), d.timeZone) : null;

  async function refresh() {
    setBusy("refresh");
    try {
      const started = Date.now();
      await queryClient.refetchQueries();
      // refetchQueries never rejects: a list whose re-fetch failed carries an error stamped after the start.
      const failed = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.errorUpdatedAt >= started });
      if (failed.length) toast({ title: "Error", description: "Some data could not be refreshed. Please try again.", variant: "destructive" });
      else toast({ title: "Data Refreshed", description: "All data has been updated with the latest information.", variant: "success" });
    } finally {
      setBusy(null);
    }
  }

  async function exportExcel() {
    setBusy("export");
    try {
      await downloadExport();
    } finally {
      setBusy(null);
    }
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
    <header className="border-b border-line bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h1 className="font-sans text-xl font-semibold tracking-tight text-ink sm:text-2xl">Wedding Management Dashboard</h1>
          <p className="mt-1 text-sm text-muted">
            {d?.groomName && d.brideName ? coupleNames(d) : "Wedding details not set yet"}
            <span className="mx-2 text-line">|</span>
            {dates ?? "Date to be announced"}
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <Button variant="outline" onClick={refresh} loading={busy === "refresh"} className={toolClass}>
            {busy !== "refresh" && <RefreshCw aria-hidden />} Refresh Data
          </Button>
          {/* Exports hold every guest's details: not for the desk (issue 17). */}
          {role !== "desk" && (
            <Button variant="outline" onClick={exportExcel} loading={busy === "export"} className={toolClass}>
              {busy !== "export" && <FileSpreadsheet aria-hidden />} Export to Excel
            </Button>
          )}
          <Button variant="outline" onClick={logout} className={toolClass}>
            <LogOut aria-hidden /> Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
