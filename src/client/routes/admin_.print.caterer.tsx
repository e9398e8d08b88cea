import { createFileRoute } from "@tanstack/react-router";
import { CatererPrint } from "../admin/print/caterer-print";

export const Route = createFileRoute("/admin_/print/caterer")({ component: CatererPrint });
