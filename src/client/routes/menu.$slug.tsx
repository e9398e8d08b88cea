import { createFileRoute } from "@tanstack/react-router";
import { MenusPage } from "../guest/menus-page";

/** Same page as /menu/view; the slug is ignored (guest spec, section 2). */
export const Route = createFileRoute("/menu/$slug")({ component: MenusPage });
