/**
 * The guests' offline copy (vite-plugin-pwa builds this with Workbox and fills in __WB_MANIFEST, the guest
 * app's files; vite.config.ts leaves admin code out). After one visit on a signal, the pages a guest opened
 * (home, itinerary, menus, their invitation and reply) open again without one, with the data they last showed.
 *
 * - Pages and guest data: network first, so an online guest always sees the couple's latest change; the copy
 *   is only for when the network fails. Each copy is kept under its own address only (private-copies.ts): a
 *   household's page (/i/, /rsvp/) or a read carrying its token opens only its own copy, and offline a link
 *   never opened here shows the offline page (offline-page.ts), never another household's. A public page never
 *   opened falls back to the home page's copy (the app then draws the page from the data it has). A link the
 *   server refuses (revoked: 404) loses its copies at once; "Forget this phone" drops them from the page.
 * - Files with a hash in their name never change: cache first. Each saved page keeps finding the files it was
 *   built with after a new release, so a page is never one release's HTML with another's script; an online visit
 *   gets the new release whole, and this worker replaces the old one at once (skipWaiting, clientsClaim).
 * - Never kept: the dashboard, login and setup, any /api/admin or admin.* call, and files under /files (ID documents).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { pageOf } from "../shared/pages";
import { offlineResponse } from "./offline-page";
import { answerGuestPage, answerGuestRead, type CopyDeps } from "./private-copies";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

export const FILES_CACHE = "guest-files";

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Named once: the build fills in exactly one mention of it.
const manifest = self.__WB_MANIFEST;
// The site's stylesheets, which the offline page is drawn with (they are precached below).
const stylesheets = manifest.map((e) => (typeof e === "string" ? e : e.url)).filter((u) => /^assets\/[^/]+\.css$/.test(u));
// Scripts, styles and fonts only: a page is the server's (drawn whole, with its data), kept by the routes below.
precacheAndRoute(manifest);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const depsOf = (event: ExtendableEvent): CopyDeps => ({
  caches: self.caches,
  fetch: (request) => fetch(request),
  waitUntil: (work) => event.waitUntil(work),
  offlinePage: () => offlineResponse(stylesheets),
});

/** The guest pages of the app's table (src/shared/pages.ts), and no other. */
const isGuestPage = (request: Request) => request.mode === "navigate" && pageOf(new URL(request.url).pathname)?.offline === true;

registerRoute(
  ({ request, url }) => sameOrigin(url) && request.method === "GET" && isGuestPage(request),
  ({ request, event }) => answerGuestPage(request, depsOf(event as ExtendableEvent)),
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
  ({ request, event }) => answerGuestRead(request, depsOf(event as ExtendableEvent)),
);

registerRoute(
  ({ url }) => sameOrigin(url) && (/^\/assets\/(?!admin|login|setup)/.test(url.pathname) || url.pathname.startsWith("/images/")),
  new CacheFirst({ cacheName: FILES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })] }),
);
