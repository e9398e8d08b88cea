import { createFileRoute } from "@tanstack/react-router";
import { RoomingPrint } from "../admin/print/rooming-print";

export const Route = createFileRoute("/admin_/print/rooming")({ component: RoomingPrint });
