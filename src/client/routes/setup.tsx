import { createFileRoute } from "@tanstack/react-router";
import { SetupPage } from "../setup/setup-page";

export const Route = createFileRoute("/setup")({ component: SetupPage });
