/** After an admin write: refresh what guests see (guest.*) and the dashboard's own lists (admin.*). */
import { queryClient, trpc } from "../../trpc";

export function refreshContent() {
  return Promise.all([queryClient.invalidateQueries(trpc.guest.pathFilter()), queryClient.invalidateQueries(trpc.admin.pathFilter())]);
}

