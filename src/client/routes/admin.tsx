import { createFileRoute } from "@tanstack/react-router";
import { parseAdminSearch } from "../../shared/admin-address";
import { DashboardPage } from "../admin/dashboard-page";

/** The dashboard keeps its tab, the RSVP view, search, filters, sort and page in the address (issue 16 item 5). */
export const Route = createFileRoute("/admin")({ validateSearch: parseAdminSearch, component: DashboardPage });
