import { createFileRoute } from "@tanstack/react-router";
import { TimelinePage } from "../guest/timeline-page";

export const Route = createFileRoute("/timeline")({
  component: TimelinePage,
});
