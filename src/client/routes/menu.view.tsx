import { createFileRoute } from "@tanstack/react-router";
import { MenusPage } from "../guest/menus-page";

export const Route = createFileRoute("/menu/view")({ component: MenusPage });
