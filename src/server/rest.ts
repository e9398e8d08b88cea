/**
 * The documented REST paths of both specs, each a thin adapter over the tRPC procedure
 * of the same operation (called through createCaller), so validation, auth and errors
 * cannot drift between the two doors.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { activityRestRoutes } from "./modules/activity/rest";
import { adminRsvpRestRoutes } from "./modules/admin-rsvps/rest";
import { headcountRestRoutes } from "./modules/headcounts/rest";
import { idDocumentRestRoutes } from "./modules/id-documents/rest";
import { mediaRestRoutes } from "./modules/media/rest";
import { menusRestRoutes } from "./modules/menus/rest";
import { roomsRestRoutes } from "./modules/rooms/rest";
import { rsvpRestRoutes } from "./modules/rsvp/rest";
import { teamRestRoutes } from "./modules/team/rest";
import { timelineRestRoutes } from "./modules/timeline/rest";
import { travelRestRoutes } from "./modules/travel/rest";
import { weddingRestRoutes } from "./modules/wedding/rest";
import { cachedRestHandler } from "./public-cache/serve";
import type { Context } from "./trpc/context";
import { httpStatusOf, humanMessage } from "./trpc/errors";
import { createCaller } from "./trpc/router";
import { bodyWith } from "./rest-body";

type Caller = ReturnType<typeof createCaller>;
type Params = Record<string, string>;

export interface RestRoute {
  method: HTTPMethods;
  url: string;
  call: (caller: Caller, req: FastifyRequest<{ Params: Params }>) => Promise<unknown>;
  /** Status on success (200 unless said). */
  status?: number;
  /** Dotted path of the tRPC procedure this row calls (e.g. "guest.weddingDetails"); the access test maps rows to procedures with it. */
  procedure: string;
}

export const restRoutes: RestRoute[] = [
  { method: "GET", url: "/api/wedding-details", procedure: "guest.weddingDetails", call: (c) => c.guest.weddingDetails() },
  { method: "GET", url: "/api/venue-media", procedure: "guest.venueMedia", call: (c) => c.guest.venueMedia() },
  { method: "GET", url: "/api/timeline-events", procedure: "guest.timelineEvents", call: (c) => c.guest.timelineEvents() },
  { method: "GET", url: "/api/day-menus/all-published", procedure: "guest.publishedDayMenus", call: (c) => c.guest.publishedDayMenus() },
  {
    method: "GET",
    url: "/api/menus/:menuId/dishes",
    procedure: "guest.mealDishes",
    call: (c, req) => c.guest.mealDishes({ menuId: req.params.menuId as unknown as number }),
  },
  ...rsvpRestRoutes,

  // Login and session. Their limits (per IP, per phone, the WhatsApp budget) live in the procedures,
  // keyed by what they protect, so both doors count alike (issue 12).
  { method: "POST", url: "/api/auth/request-otp", procedure: "auth.requestOtp", call: (c, req) => c.auth.requestOtp(bodyWith(req, {}) as never) },
  { method: "POST", url: "/api/auth/verify-otp", procedure: "auth.verifyOtp", call: (c, req) => c.auth.verifyOtp(bodyWith(req, {}) as never) },
  { method: "POST", url: "/api/auth/login-link", procedure: "auth.redeemLoginLink", call: (c, req) => c.auth.redeemLoginLink(bodyWith(req, {}) as never) },
  { method: "GET", url: "/api/auth/verify-session", procedure: "auth.verifySession", call: (c) => c.auth.verifySession() },
  // First run (issue 17): 410 once anyone is on the team.
  { method: "POST", url: "/api/setup", procedure: "auth.setup", call: (c, req) => c.auth.setup(bodyWith(req, {}) as never) },
  ...teamRestRoutes,
  { method: "POST", url: "/api/auth/logout", procedure: "auth.logout", call: (c) => c.auth.logout() },
  { method: "GET", url: "/api/auth/admin-phone", procedure: "auth.adminPhoneHint", call: (c) => c.auth.adminPhoneHint() },

  // Dashboard part 1: RSVPs, rooms, room assignments.
  ...adminRsvpRestRoutes,
  ...roomsRestRoutes,

  // Dashboard part 2: timeline, menus, wedding details and audio, venue media, signed upload addresses.
  ...timelineRestRoutes,
  ...menusRestRoutes,
  ...weddingRestRoutes,
  ...mediaRestRoutes,
  ...headcountRestRoutes,
  ...travelRestRoutes,
  ...activityRestRoutes,
  ...idDocumentRestRoutes,
];

export function sendError(reply: FastifyReply, error: unknown) {
  const status = httpStatusOf(error);
  if (status >= 500) reply.log.error({ err: error }, "request failed");
  return reply.code(status).send({ message: humanMessage(error) });
}

export function registerRest(app: FastifyInstance, makeContext: (req: FastifyRequest, res: FastifyReply) => Context, routes = restRoutes) {
  for (const route of routes) {
    const handler = async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      try {
        const result = await route.call(createCaller(makeContext(req, reply)), req);
        return reply.code(route.status ?? 200).send(result);
      } catch (error) {
        return sendError(reply, error);
      }
    };
    app.route<{ Params: Params }>({
      method: route.method,
      url: route.url,
      // Guest reads answer from the public read cache (ETag, 304); other keys fall back to the procedure.
      handler: route.method === "GET" ? cachedRestHandler(app.deps.db, route.procedure, handler) : handler,
    });
  }
}
