/** Test helper: the whole dashboard with the app's query client and the toast list, as the admin page mounts it. */
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { queryClient } from "../trpc";
import { Toaster } from "../ui/toaster";
import { Dashboard } from "./dashboard-page";

export function renderDashboard() {
  return render(
    <QueryClientProvider client={queryClient}>
      <Dashboard />
      <Toaster />
    </QueryClientProvider>,
  );
}
