/** Export to Excel: fetch the workbook with the session (cookie and bearer), then save it through a blob link. */
import { handleUnauthorized, readSession } from "../session";
import { toast } from "../ui/use-toast";

const fallbackName = () => `wedding-rsvps-${new Date().toISOString().slice(0, 10)}.xlsx`;

/** The file name from Content-Disposition, else wedding-rsvps-{today}.xlsx. */
export function fileNameOf(disposition: string | null): string {
  const m = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ?? fallbackName();
}

export async function downloadExport(): Promise<boolean> {
  const session = readSession();
  try {
    const res = await fetch(`${window.location.origin}/api/admin/export`, {
      credentials: "include",
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });
    if (!res.ok) {
      toast({ title: "Export Failed", description: `Export failed: ${res.status} ${res.statusText}`, variant: "destructive" });
      if (res.status === 401) handleUnauthorized();
      return false;
    }
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = fileNameOf(res.headers.get("content-disposition"));
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast({ title: "Export Successful", description: "Excel file has been downloaded successfully.", variant: "success" });
    return true;
  } catch {
    toast({ title: "Export Failed", description: "Failed to export data", variant: "destructive" });
    return false;
  }
}
