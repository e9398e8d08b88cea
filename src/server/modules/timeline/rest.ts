/** REST rows for timeline events (admin writes); GET /api/timeline-events is the guest read in rest.ts. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const timelineRestRoutes: RestRoute[] = [
  { method: "POST", url: "/api/timeline-events", procedure: "admin.createTimelineEvent", status: 201, call: (c, req) => c.admin.createTimelineEvent(bodyWith(req, {}) as never) },
  { method: "PUT", url: "/api/timeline-events/:id", procedure: "admin.updateTimelineEvent", call: (c, req) => c.admin.updateTimelineEvent(bodyWith(req, { id: req.params.id! }) as never) },
  { method: "DELETE", url: "/api/timeline-events/:id", procedure: "admin.deleteTimelineEvent", call: (c, req) => c.admin.deleteTimelineEvent({ id: req.params.id as never }) },
  {
    method: "PUT",
    url: "/api/timeline-events/:id/custom-icon",
    procedure: "admin.setTimelineEventIcon",
    call: (c, req) => c.admin.setTimelineEventIcon(bodyWith(req, { id: req.params.id! }) as never),
  },
  {
    method: "POST",
    url: "/api/timeline-events/:id/move",
    procedure: "admin.moveTimelineEvent",
    call: (c, req) => c.admin.moveTimelineEvent(bodyWith(req, { id: req.params.id! }) as never),
  },
];
