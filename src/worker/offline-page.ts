/**
 * The page the service worker answers by itself when the phone is offline and the address asked for was never
 * opened on it (a household's link above all): no household's data, in English and Hindi, drawn with the site's
 * own stylesheet (precached) so it looks like the site and not like a browser error. No script.
 */

export const OFFLINE_TEXT = {
  en: {
    title: "You are offline",
    body: "This page has not been opened on this phone yet, so there is no copy of it here. Please open the link again when you have a signal.",
    home: "Open the wedding website",
  },
  hi: {
    title: "आप ऑफ़लाइन हैं",
    body: "यह पेज इस फ़ोन पर अभी तक नहीं खुला है, इसलिए इसकी कोई प्रति यहाँ नहीं है। कृपया नेटवर्क मिलने पर लिंक फिर से खोलें।",
    home: "विवाह की वेबसाइट खोलें",
  },
} as const;

/** Used only when no stylesheet was precached (a build without one): the site's colours, by hand. */
const FALLBACK_STYLE =
  "body{margin:0;background:#fbf7f2;color:#2d2326;font-family:system-ui,sans-serif}main{max-width:36rem;margin:0 auto;padding:7rem 1rem;text-align:center}" +
  "h1{font-family:Georgia,serif;font-weight:500;font-size:2.25rem}a{display:inline-block;margin-top:2rem;padding:.9rem 1.75rem;border:1px solid #7a2e3a;border-radius:9999px;color:#7a2e3a}";

/** lucide's "wifi-off", as the site's icons are drawn. */
const WIFI_OFF =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-7" aria-hidden="true">' +
  '<path d="M12 20h.01"/><path d="M8.5 16.429a5 5 0 0 1 7 0"/><path d="M5 12.859a10 10 0 0 1 5.17-2.69"/><path d="M19 12.859a10 10 0 0 0-2.007-1.523"/>' +
  '<path d="M2 8.82a15 15 0 0 1 4.177-2.643"/><path d="M22 8.82a15 15 0 0 0-11.288-3.764"/><path d="m2 2 20 20"/></svg>';

const { en, hi } = OFFLINE_TEXT;

/** The page's HTML; `stylesheets` are the site's precached CSS files ("assets/main-1a2b.css"). */
export function offlineHtml(stylesheets: readonly string[]): string {
  const styles = stylesheets.length > 0 ? stylesheets.map((href) => `<link rel="stylesheet" href="/${href}">`).join("") : `<style>${FALLBACK_STYLE}</style>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="theme-color" content="#fbf7f2">' +
    `<title>${en.title} · ${hi.title}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">${styles}</head><body>` +
    '<main class="container-page flex min-h-svh max-w-xl flex-col items-center justify-center py-28 text-center" data-testid="offline-page">' +
    `<span class="grid size-16 place-items-center rounded-full bg-blush text-wine">${WIFI_OFF}</span>` +
    `<h1 class="mt-6 text-4xl font-medium sm:text-5xl">${en.title}</h1>` +
    `<p lang="hi" class="mt-2 text-2xl text-wine">${hi.title}</p>` +
    `<div role="status" class="mt-5 grid gap-3 text-lg leading-relaxed"><p>${en.body}</p><p lang="hi" class="text-muted">${hi.body}</p></div>` +
    '<div class="mt-8 flex flex-wrap justify-center gap-3">' +
    '<a href="/" class="inline-flex min-h-12 flex-col items-center justify-center gap-1 rounded-full border border-wine px-7 py-2 text-sm leading-tight font-semibold text-wine hover:bg-blush">' +
    `<span>${en.home}</span><span lang="hi" class="font-normal">${hi.home}</span></a></div></main></body></html>`
  );
}

/** Nothing to run, nothing framed, nothing kept: a page made here and now. */
const OFFLINE_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function offlineResponse(stylesheets: readonly string[]): Response {
  return new Response(offlineHtml(stylesheets), {
    status: 503,
    statusText: "Offline",
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": OFFLINE_CSP },
  });
}
