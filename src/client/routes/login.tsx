import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../admin/login-page";

export const Route = createFileRoute("/login")({ component: LoginPage });
