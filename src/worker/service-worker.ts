/**
 * The guests' offline copy (vite-plugin-pwa builds this with Workbox and fills in __WB_MANIFEST, the guest
 * app's files; vite.config.ts leaves admin code out). After one visit on a signal, the pages a guest opened
 * (home, itinerary, menus, their invitation and reply) open again without one, with the data they last showed.
 *
 * - Pages and guest data: network first, so an online guest always sees the couple's latest change; the copy
 *   is only for when the network fails. A page never opened falls back to the home page's copy (the app then
 *   draws the page from the data it has).
 * - Files with a hash in their name never change: cache first. Each saved page keeps finding the files it was
 *   built with after a new release, so a page is never one release's HTML with another's script; an online visit
 *   gets the new release whole, and this worker replaces the old one at once (skipWaiting, clientsClaim).
 * - Never kept: the dashboard, login and setup, any /api/admin or admin.* call, and files under /files (ID documents).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { pageOf } from "../shared/pages";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

export const PAGES_CACHE = "guest-pages";
export const DATA_CACHE = "guest-data";
export const FILES_CACHE = "guest-files";

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Scripts, styles and fonts only: a page is the server's (drawn whole, with its data), kept by the route below.
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** The guest pages of the app's table (src/shared/pages.ts), and no other. */
const isGuestPage = (request: Request) => request.mode === "navigate" && pageOf(new URL(request.url).pathname)?.offline === true;

registerRoute(
  ({ request, url }) => sameOrigin(url) && isGuestPage(request),
  new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 40 })] }),
);

/** A batch of guest.* reads ("/trpc/guest.timeline,guest.menus?batch=1&input=…"); anything with admin.* or auth.* is left alone. */
const isGuestRead = (url: URL) =>
  url.pathname.startsWith("/trpc/") &&
  url.pathname
    .slice("/trpc/".length)
    .split(",")
    .every((p) => p.startsWith("guest."));
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === "GET" && isGuestRead(url),
  new NetworkFirst({ cacheName: DATA_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && (/^\/assets\/(?!admin|login|setup)/.test(url.pathname) || url.pathname.startsWith("/images/")),
  new CacheFirst({ cacheName: FILES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })] }),
);

// Offline on a page never opened: the home page's copy, whose app draws the page asked for.
setCatchHandler(async ({ request }) => {
  if (!isGuestPage(request)) return Response.error();
  const cache = await caches.open(PAGES_CACHE);
  return (await cache.match("/")) ?? (await cache.keys().then((keys) => (keys[0] ? cache.match(keys[0]) : undefined))) ?? Response.error();
});
