/**
 * Chat apps fetch a link's page to show its preview (WhatsApp when the couple sends an invitation). Since
 * the server draws the invitation page, that fetch would read the invitation: it must not count as the
 * guest opening it, and on a household's own link (/i/, /rsvp/) it gets only the site's card (Open Graph,
 * open-graph.ts): no names, phone, edit link or page state of the household.
 */
import type { IncomingHttpHeaders } from "node:http";

const PREVIEW_AGENTS =
  /whatsapp|facebookexternalhit|facebot|telegrambot|twitterbot|slackbot|discordbot|linkedinbot|skypeuripreview|googlebot|bingbot|applebot|embedly|vkshare|pinterest|redditbot/i;

export const isLinkPreview = (userAgent: string | undefined) => PREVIEW_AGENTS.test(userAgent ?? "");

/** An Accept that names a page: HTML, any text, or anything. A browser opening a page always sends one. */
const ACCEPTS_PAGE = /text\/html|application\/xhtml\+xml|text\/\*|\*\/\*/i;

/**
 * A request for a page's preview rather than the page: a preview fetcher's user agent, or a request without
 * cookies that asks only for the head of the HTML, which a browser opening a page never does: a `Range`
 * (fetchers that read the first bytes for the <head>), or an `Accept` that names no page type. A request with
 * no Accept at all is not counted (scripts and tests send none, and a browser always sends one).
 */
export function isPreviewRequest(headers: IncomingHttpHeaders): boolean {
  if (isLinkPreview(headers["user-agent"])) return true;
  if (headers.cookie) return false;
  const accept = headers.accept;
  return headers.range !== undefined || (accept !== undefined && accept !== "" && !ACCEPTS_PAGE.test(accept));
}
