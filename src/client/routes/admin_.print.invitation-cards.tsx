import { createFileRoute } from "@tanstack/react-router";
import { InvitationCardsPrint } from "../admin/print/invitation-cards-print";

export const Route = createFileRoute("/admin_/print/invitation-cards")({ component: InvitationCardsPrint });
