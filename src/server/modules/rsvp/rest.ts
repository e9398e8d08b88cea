/** The guest's reply paths: the first submission and the private link's view and change. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const rsvpRestRoutes: RestRoute[] = [
  { method: "POST", url: "/api/rsvp", procedure: "guest.submitRsvp", call: (c, req) => c.guest.submitRsvp(bodyWith(req, {}) as never) },
  { method: "POST", url: "/api/rsvp/challenge", procedure: "guest.replyChallenge", call: (c) => c.guest.replyChallenge() },
  { method: "GET", url: "/api/rsvp/edit/:token", procedure: "guest.myRsvp", call: (c, req) => c.guest.myRsvp({ token: req.params.token! }) },
  {
    method: "PUT",
    url: "/api/rsvp/edit/:token",
    procedure: "guest.updateMyRsvp",
    call: (c, req) => c.guest.updateMyRsvp({ token: req.params.token!, reply: req.body as never }),
  },
];
