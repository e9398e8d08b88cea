/**
 * Cross-site request refusal for every state change that is not a guest's. The session cookie is
 * SameSite=Strict, but a browser decides "site" by registrable domain: a page on a sibling subdomain (or an older
 * browser) could still ride on it. So a POST/PUT/PATCH/DELETE to an admin or auth procedure (either door), to
 * /api/admin/*, to the signed media uploads and to anything else not listed below must come from this site:
 * - `Sec-Fetch-Site` (sent by every current browser) must be `same-origin` (or `none`: typed by the person);
 *   `same-site` and `cross-site` are refused;
 * - without it, an `Origin` must be this site's: the configured public address (PUBLIC_URL, public-origin.ts), or
 *   the host this very request was sent to. The request's own Host is safe to compare with: a browser writes it
 *   from the address it sends to, so a page elsewhere cannot make its Origin match it; and a name that points at
 *   this server by a trick (DNS rebinding) carries none of this site's cookies. Comparing with it keeps a dashboard
 *   opened on the machine's own address (http://localhost:3000, a LAN address) working; comparing with PUBLIC_URL
 *   keeps one working behind a proxy that rewrites Host. The scheme is not compared with the request's own,
 *   which behind a TLS proxy without TRUST_PROXY reads http while the page is https.
 * - a request with neither header (curl, a script with a bearer token, the WhatsApp webhook) passes: it is not a
 *   browser acting for someone, so it holds only the credentials it was given.
 * Guests' writes ride on their invitation or edit token (in the address or body), never on the session cookie,
 * and a guest may open a forwarded page in any browser: they are not checked here.
 */
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../../fastify.config";
import { WEBHOOK_PATH } from "./modules/whatsapp/webhook";
import { FORM_POST_PATH } from "./modules/rsvp/form-post";
import { restRoutes } from "./rest";
import { routedTrpcPaths, TRPC_PREFIX } from "./trpc/door";

export const CROSS_SITE_MESSAGE = "This request came from another site, so it was not carried out. Open the dashboard at its own address and try again.";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Guests' writes outside tRPC's guest.*: the REST rows of guest procedures, the uploads of a reply, the no-script form. */
const GUEST_WRITES = new Set([
  ...restRoutes.filter((r) => r.procedure.startsWith("guest.")).map((r) => `${r.method} ${r.url}`),
  "POST /api/temp-upload",
  "POST /api/rsvp/:id/upload-id",
  `POST ${FORM_POST_PATH}`,
  // Meta's servers, signed with WHATSAPP_APP_SECRET; they send neither header anyway.
  `POST ${WEBHOOK_PATH}`,
]);

/** Whether this request changes state on behalf of a session (not a guest's write), from the route Fastify matched. */
function needsSameOrigin(req: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(req.method)) return false;
  const route = req.routeOptions.url;
  // No route matched: the not-found answer changes nothing.
  if (route === undefined) return false;
  if (route.startsWith(TRPC_PREFIX)) return !routedTrpcPaths(req).every((p) => p.startsWith("guest."));
  return !GUEST_WRITES.has(`${req.method} ${route}`);
}

/** Whether an Origin names the host this request was sent to (a default port written in Host counts as none). */
function isOwnHost(origin: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const defaultPort = url.protocol === "https:" ? ":443" : ":80";
  const own = host.toLowerCase();
  return url.host === (own.endsWith(defaultPort) ? own.slice(0, -defaultPort.length) : own);
}

/** True when the request must be refused: a state change for a session, sent by a page of another site. */
export function isCrossSite(req: FastifyRequest, config: Pick<AppConfig, "publicUrl">): boolean {
  if (!needsSameOrigin(req)) return false;
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (config.publicUrl && origin === config.publicUrl) return false;
  // "null" (a sandboxed frame, a redirect from elsewhere) has no host and is refused.
  return !isOwnHost(origin, req.host);
}
