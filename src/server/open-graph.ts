/**
 * The link preview (Open Graph) of the guest pages, so a link pasted into WhatsApp shows the couple, the dates and
 * the hero photo. A private link (an invitation, a reply's link) gets the site's card and its address: nothing of
 * the household (its name, its token) ever reaches the head, which any chat app's preview fetcher reads.
 */
import type { WeddingView } from "../shared/wedding-view";

const escapeAttr = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Pages whose address is personal: they share the home page's card and address. */
const PRIVATE_PAGE = /^\/(i|rsvp)\//;

export const OG_IMAGE = "/images/hero-og.jpg";

export function openGraphTags(w: WeddingView, pathname: string, origin: string): string {
  const path = PRIVATE_PAGE.test(pathname) || pathname.startsWith("/admin") ? "/" : pathname;
  const title = `${w.couple} · Wedding`;
  const description = [w.datesLabel, w.venue].filter(Boolean).join(" · ");
  const tags: [string, string][] = [
    ["og:type", "website"],
    ["og:site_name", title],
    ["og:title", title],
    ["og:description", description],
    ["og:url", `${origin}${path}`],
    ["og:image", `${origin}${OG_IMAGE}`],
    ["og:image:type", "image/jpeg"],
    ["og:image:width", "1200"],
    ["og:image:height", "630"],
    ["og:image:alt", `${w.couple}: ${description}`],
  ];
  return [...tags.map(([p, c]) => `<meta property="${p}" content="${escapeAttr(c)}">`), `<meta name="twitter:card" content="summary_large_image">`].join("");
}
