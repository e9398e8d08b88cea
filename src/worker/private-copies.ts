/**
 * The service worker's answers for guest pages and guest reads, network first, each kept under its own address
 * only: offline, an address opens its own copy or, for a household's page never opened on this phone, the
 * offline page (never another household's copy). A page every guest reads may still open from the home page's
 * copy, whose app draws the page asked for. When the server says a household's link no longer opens (4xx), every
 * copy of that token goes. The pages are `Cache-Control: private, no-store` for every other cache: these copies
 * are stored with cache.put, which (unlike Workbox's strategies, which only look at the status) answers to no header.
 * Written against the handed-in caches and fetch, so the decisions are tested without a browser.
 */
import { DATA_CACHE, forgetCopies, PAGES_CACHE, tokenOfPage, tokensOfRead } from "../shared/offline-copies";

export interface CopyDeps {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** Keeps the worker alive for work that follows the answer (the event's waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
  /** The page shown offline for a link never opened here (offline-page.ts). */
  offlinePage: () => Response;
}

/** Pages and reads kept at most; the oldest kept go first. */
export const MAX_PAGES = 40;
export const MAX_READS = 80;

/** The answers a worker may keep: the server's own, whole. */
const keepable = (response: Response) => response.status === 200 && response.type !== "opaqueredirect";
/** The server refused the link itself (unknown, revoked, forbidden): not a failure of the connection or the server. */
const refused = (status: number) => status >= 400 && status < 500;
/** Kept answers were made for the browser's encoding: the copy is whatever that encoding decoded to. */
const ANY_VARY = { ignoreVary: true } as const;

async function keep(deps: CopyDeps, cacheName: string, address: string, response: Response, max: number) {
  const cache = await deps.caches.open(cacheName);
  await cache.put(address, response);
  const keys = await cache.keys();
  // put() moves the address to the end: the first keys are the longest unrefreshed.
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
}

/** A tRPC batch answers 207 when its calls differ: one of them refused (4xx) counts as the link refused. */
async function batchRefused(response: Response): Promise<boolean> {
  if (response.status !== 207) return false;
  try {
    const calls = (await response.clone().json()) as { error?: { data?: { httpStatus?: number } } }[];
    return Array.isArray(calls) && calls.some((c) => refused(c.error?.data?.httpStatus ?? 0));
  } catch {
    return true;
  }
}

export async function answerGuestPage(request: Request, deps: CopyDeps): Promise<Response> {
  const url = new URL(request.url);
  const token = tokenOfPage(url.pathname);
  let response: Response;
  try {
    response = await deps.fetch(request);
  } catch {
    return (await keptPage(url, token, deps)) ?? deps.offlinePage();
  }
  if (keepable(response)) deps.waitUntil(keep(deps, PAGES_CACHE, url.href, response.clone(), MAX_PAGES));
  else if (token !== null && refused(response.status)) deps.waitUntil(forgetCopies(deps.caches, [token]));
  return response;
}

/** This address's own copy; for a household's page, the same link with another query (?sent=1); for a public page, the home page's. */
async function keptPage(url: URL, token: string | null, deps: CopyDeps): Promise<Response | undefined> {
  const cache = await deps.caches.open(PAGES_CACHE);
  const own = await cache.match(url.href, ANY_VARY);
  if (own) return own;
  // Same path, same token: the same household's page.
  if (token !== null) return cache.match(`${url.origin}${url.pathname}`, { ...ANY_VARY, ignoreSearch: true });
  return cache.match(new URL("/", url).href, ANY_VARY);
}

export async function answerGuestRead(request: Request, deps: CopyDeps): Promise<Response> {
  const url = new URL(request.url);
  const tokens = tokensOfRead(url);
  let response: Response;
  try {
    response = await deps.fetch(request);
  } catch {
    // Only this very address: a read of another household's token never matches it.
    return (await (await deps.caches.open(DATA_CACHE)).match(url.href, ANY_VARY)) ?? Response.error();
  }
  if (keepable(response)) deps.waitUntil(keep(deps, DATA_CACHE, url.href, response.clone(), MAX_READS));
  else if (tokens.length > 0 && (refused(response.status) || (await batchRefused(response)))) deps.waitUntil(forgetCopies(deps.caches, tokens));
  return response;
}
