import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AdminGuard } from "../admin/admin-guard";

/** The printable views (issue 16 item 4), admin only like /admin; outside the dashboard's layout. */
export const Route = createFileRoute("/admin_/print")({
  component: () => (
    <AdminGuard>
      <Outlet />
    </AdminGuard>
  ),
});
