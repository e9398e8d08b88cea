/**
 * Which of the guests' offline copies belong to one household: its pages (/i/<token>, /rsvp/<token>) and the
 * guest reads that carry its token. The service worker (src/worker/private-copies.ts) drops them when a link
 * stops opening; the page's "Forget this phone" (src/client/guest/forget-phone.tsx) drops them on a tap.
 * Pure: the caches are handed in (the worker's and the window's CacheStorage are both such a store).
 */

export const PAGES_CACHE = "guest-pages";
export const DATA_CACHE = "guest-data";

/** A household's own page: its invitation or a reply's private link. Anything else is a page every guest reads. */
const PRIVATE_PAGE = /^\/(?:i|rsvp)\/([^/]+)\/?$/;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The token a private page's address carries ("/i/abc" → "abc"), or null for a page every guest reads. */
export function tokenOfPage(pathname: string): string | null {
  const m = PRIVATE_PAGE.exec(pathname);
  return m ? decoded(m[1]!) : null;
}

export const isPrivatePage = (pathname: string) => tokenOfPage(pathname) !== null;

/** Input fields of the guest reads that hold a household's credential (an invitation or edit token). */
const TOKEN_KEYS = new Set(["token", "invite", "editToken", "invitationToken"]);

function collectTokens(value: unknown, into: string[]) {
  if (!value || typeof value !== "object") return;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === "string" && TOKEN_KEYS.has(key) && v) into.push(v);
    else collectTokens(v, into);
  }
}

/**
 * The tokens a tRPC read carries in its input ("/trpc/guest.invitation?input={"token":"…"}", or a batch's
 * {"0":{…},"1":{…}}); none for a read every guest makes. An input that does not parse is treated as private
 * (its whole text is the "token"), so it is never mistaken for a public read.
 */
export function tokensOfRead(url: URL): string[] {
  const input = url.searchParams.get("input");
  if (!input) return [];
  const tokens: string[] = [];
  try {
    collectTokens(JSON.parse(input), tokens);
  } catch {
    tokens.push(input);
  }
  return tokens;
}

/** Whether a kept address (a page or a read) belongs to one of `tokens`. */
export function belongsTo(address: string, tokens: ReadonlySet<string>): boolean {
  const url = new URL(address);
  const page = tokenOfPage(url.pathname);
  if (page !== null) return tokens.has(page);
  return url.pathname.startsWith("/trpc/") && tokensOfRead(url).some((t) => tokens.has(t));
}

/** The little of a CacheStorage this needs (the worker's and the window's both fit). */
export interface CacheStore {
  open(name: string): Promise<{ keys(): Promise<readonly { url: string }[]>; delete(url: string, options?: { ignoreVary?: boolean }): Promise<boolean> }>;
}

/** Deletes every kept page and read of these tokens; answers how many entries went. */
export async function forgetCopies(store: CacheStore, tokens: Iterable<string>): Promise<number> {
  const wanted = new Set([...tokens].filter(Boolean));
  if (wanted.size === 0) return 0;
  let dropped = 0;
  for (const name of [PAGES_CACHE, DATA_CACHE]) {
    const cache = await store.open(name);
    for (const key of await cache.keys()) if (belongsTo(key.url, wanted) && (await cache.delete(key.url, { ignoreVary: true }))) dropped++;
  }
  return dropped;
}
