import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../guest/home-page";

export const Route = createFileRoute("/")({ component: HomePage });
