import { createFileRoute } from "@tanstack/react-router";
import { TravelPrint } from "../admin/print/travel-print";

export const Route = createFileRoute("/admin_/print/travel")({ component: TravelPrint });
