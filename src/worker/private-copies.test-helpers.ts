/**
 * The browser's CacheStorage as the service worker's answers use it (open, match, put, delete, keys), kept in
 * memory so its routing decisions are tested in Node; and a network that answers from a table or is offline.
 */
import type { CopyDeps } from "./private-copies";

interface MatchOptions {
  ignoreSearch?: boolean;
}

const withoutSearch = (url: string) => url.split("?")[0]!;
const addressOf = (key: RequestInfo | URL) => (typeof key === "string" ? key : key instanceof URL ? key.href : key.url);

export class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: RequestInfo | URL, options: MatchOptions = {}) {
    const url = addressOf(key);
    if (!options.ignoreSearch) return this.entries.get(url)?.clone();
    for (const [kept, res] of this.entries) if (withoutSearch(kept) === withoutSearch(url)) return res.clone();
    return undefined;
  }
  async put(key: RequestInfo | URL, response: Response) {
    const url = addressOf(key);
    // As the Cache API does: the new entry goes last.
    this.entries.delete(url);
    this.entries.set(url, response);
  }
  async delete(key: RequestInfo | URL) {
    return this.entries.delete(addressOf(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCaches {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string) {
    let cache = this.named.get(name);
    if (!cache) this.named.set(name, (cache = new MemoryCache()));
    return cache;
  }
  /** The addresses kept under `name`, paths and queries only. */
  paths(name: string) {
    const cache = this.named.get(name);
    return cache ? [...cache.entries.keys()].map((u) => decodeURIComponent(new URL(u).pathname + new URL(u).search)) : [];
  }
}

export const ORIGIN = "https://wedding.example";

/** A phone whose network answers `answer(url)` while online, and fails every fetch while offline. */
export function phone() {
  const caches = new MemoryCaches();
  const pending: Promise<unknown>[] = [];
  const state = { online: true, answer: (_url: URL): Response => new Response("", { status: 404 }) };
  const deps: CopyDeps = {
    caches: caches as unknown as CacheStorage,
    fetch: async (request) => {
      if (!state.online) throw new TypeError("Failed to fetch");
      return state.answer(new URL(request.url));
    },
    waitUntil: (work) => void pending.push(work),
    offlinePage: () => new Response("<h1>You are offline</h1>", { status: 503, headers: { "Content-Type": "text/html" } }),
  };
  /** Lets the work the worker left running (keeping, forgetting) finish, as the browser would. */
  const settled = async () => {
    while (pending.length > 0) await pending.shift();
  };
  return { caches, deps, state, settled };
}

export const page = (path: string) => new Request(`${ORIGIN}${path}`);
export const read = (procedures: string, input: unknown) => new Request(`${ORIGIN}/trpc/${procedures}?input=${encodeURIComponent(JSON.stringify(input))}`);
