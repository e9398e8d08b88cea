/** After an admin write: refresh what guests see (guest.*) and the dashboard's own lists (admin.*). */
import { queryClient, trpc } from "../../trpc";
import { toast } from "../../ui/use-toast";

export function refreshContent() {
  return Promise.all([queryClient.invalidateQueries(trpc.guest.pathFilter()), queryClient.invalidateQueries(trpc.admin.pathFilter())]);
}

/** The destructive "Error" toast of the spec: the server's sentence, else the fallback. */
export function errorToast(error: unknown, fallback: string, title = "Error") {
  const message = error instanceof Error && error.message ? error.message : fallback;
  toast({ title, description: message, variant: "destructive" });
}
