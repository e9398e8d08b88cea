/** After an admin write: refresh what guests see (guest.*) and the dashboard's own lists (admin.*). */
import { queryClient, trpc } from "../../trpc";
import { toast } from "../../ui/use-toast";
import { messageOf } from "../admin-api";

export function refreshContent() {
  return Promise.all([queryClient.invalidateQueries(trpc.guest.pathFilter()), queryClient.invalidateQueries(trpc.admin.pathFilter())]);
}

/**
 * The destructive "Error" toast of the spec: the server's own sentence when it answered with one,
 * else the fallback (a network failure's "Failed to fetch" means nothing to the admin).
 */
export function errorToast(error: unknown, fallback: string) {
  toast({ title: "Error", description: messageOf(error, fallback), variant: "destructive" });
}
