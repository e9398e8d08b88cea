/**
 * The service worker's decisions on one shared phone (private-copies.ts): each page and each read carrying a
 * household's token opens offline only under its own address; a link never opened shows the offline page, never
 * another household's copy (it once served household A's page for B's link); a refused link loses its copies.
 */
import { describe, expect, it } from "vitest";
import { DATA_CACHE, forgetCopies, PAGES_CACHE } from "../shared/offline-copies";
import { offlineHtml, offlineResponse, OFFLINE_TEXT } from "./offline-page";
import { answerGuestPage, answerGuestRead, MAX_PAGES } from "./private-copies";
import { page, phone, read } from "./private-copies.test-helpers";

const A = "tokA_7f3kQ9xLm2pR4sT6vW8yZ0bC1dE";
const B = "tokB_Hn5jK7mP9qS1uW3xY5zA7cE9gI2";
const A_EDIT = "editA_Qw3eR5tY7uI9oP1aS3dF5gH7jK9";

/** The server: each household's page and read name it; anything in `gone` is refused with 404. */
function server(gone: Set<string> = new Set()) {
  return (url: URL): Response => {
    const all = decodeURIComponent(url.pathname + url.search);
    const who = all.includes(A) || all.includes(A_EDIT) ? "Sharma family, 99100 12345" : all.includes(B) ? "Verma family" : "Aarav & Meera";
    if ([...gone].some((t) => all.includes(t))) return Response.json({ message: "This invitation link is not valid any more." }, { status: 404 });
    return new Response(`<main>${who}</main>`, { status: 200, headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } });
  };
}

describe("the worker's copies on a shared phone", () => {
  it("offline, household B's link never opens household A's page: it shows the offline page", async () => {
    const p = phone();
    p.state.answer = server();
    for (const path of ["/", `/i/${A}`]) expect(await (await answerGuestPage(page(path), p.deps)).text()).toContain(path === "/" ? "Aarav" : "Sharma");
    await p.settled();
    // Kept although the server said no-store: the worker's own copy.
    expect(p.caches.paths(PAGES_CACHE)).toEqual(["/", `/i/${A}`]);

    p.state.online = false;
    const b = await answerGuestPage(page(`/i/${B}`), p.deps);
    expect(b.status).toBe(503);
    const body = await b.text();
    expect(body).toContain("You are offline");
    expect(body).not.toContain("Sharma");
    expect(body).not.toContain("Aarav");
    // A reply link never opened here, likewise.
    expect(await (await answerGuestPage(page(`/rsvp/${A_EDIT}`), p.deps)).text()).not.toContain("Sharma");
    // A's own link still opens A's page, and its Thank You address (another query) too.
    expect(await (await answerGuestPage(page(`/i/${A}`), p.deps)).text()).toContain("Sharma");
    expect(await (await answerGuestPage(page(`/i/${A}?sent=1`), p.deps)).text()).toContain("Sharma");
  });

  it("a public page never opened comes from the home page's copy, and with no home page, the offline page", async () => {
    const p = phone();
    p.state.answer = server();
    p.state.online = false;
    expect((await answerGuestPage(page("/timeline"), p.deps)).status).toBe(503);
    p.state.online = true;
    await answerGuestPage(page("/"), p.deps);
    await p.settled();
    p.state.online = false;
    expect(await (await answerGuestPage(page("/menu/view"), p.deps)).text()).toContain("Aarav");
  });

  it("reads carrying a token open only under their own address", async () => {
    const p = phone();
    p.state.answer = server();
    await answerGuestRead(read("guest.invitation", { token: A }), p.deps);
    await answerGuestRead(read("guest.weddingDetails", undefined), p.deps);
    await p.settled();
    p.state.online = false;
    expect(await (await answerGuestRead(read("guest.invitation", { token: A }), p.deps)).text()).toContain("Sharma");
    const other = await answerGuestRead(read("guest.invitation", { token: B }), p.deps);
    expect(other.type).toBe("error");
  });

  it("a link the server refuses (revoked: 404) loses its page and every read of its token; other households keep theirs", async () => {
    const p = phone();
    const gone = new Set<string>();
    p.state.answer = server(gone);
    await answerGuestPage(page(`/i/${A}`), p.deps);
    await answerGuestPage(page(`/i/${B}`), p.deps);
    await answerGuestRead(read("guest.invitation,guest.weddingDetails", { 0: { token: A }, 1: {} }), p.deps);
    await answerGuestRead(read("guest.announcements", { invite: A }), p.deps);
    await answerGuestRead(read("guest.invitation", { token: B }), p.deps);
    await p.settled();
    expect(p.caches.paths(DATA_CACHE)).toHaveLength(3);

    gone.add(A);
    const revoked = await answerGuestPage(page(`/i/${A}`), p.deps);
    expect(revoked.status).toBe(404);
    await p.settled();
    expect(p.caches.paths(PAGES_CACHE)).toEqual([`/i/${B}`]);
    expect(p.caches.paths(DATA_CACHE)).toEqual([`/trpc/guest.invitation?input={"token":"${B}"}`]);

    p.state.online = false;
    const offline = await answerGuestPage(page(`/i/${A}`), p.deps);
    expect(offline.status).toBe(503);
    expect(await offline.text()).not.toContain("Sharma");
  });

  it("a read refused on its own (404), or inside a batch (207), drops the household's copies too", async () => {
    const p = phone();
    p.state.answer = server();
    await answerGuestPage(page(`/rsvp/${A_EDIT}`), p.deps);
    await answerGuestRead(read("guest.myRsvp", { token: A_EDIT }), p.deps);
    await p.settled();
    p.state.answer = () =>
      Response.json([{ result: { data: {} } }, { error: { message: "Not found", data: { code: "NOT_FOUND", httpStatus: 404 } } }], { status: 207 });
    await answerGuestRead(read("guest.weddingDetails,guest.myRsvp", { 0: {}, 1: { token: A_EDIT } }), p.deps);
    await p.settled();
    expect(p.caches.paths(PAGES_CACHE)).toEqual([]);
    expect(p.caches.paths(DATA_CACHE)).toEqual([]);
  });

  it("a server in trouble (500) takes nothing away: the copy stays for the next time offline", async () => {
    const p = phone();
    p.state.answer = server();
    await answerGuestPage(page(`/i/${A}`), p.deps);
    await p.settled();
    p.state.answer = () => new Response("oops", { status: 500 });
    expect((await answerGuestPage(page(`/i/${A}`), p.deps)).status).toBe(500);
    await p.settled();
    expect(p.caches.paths(PAGES_CACHE)).toEqual([`/i/${A}`]);
  });

  it("forgetting a household (the page's 'Forget this phone') drops its pages and reads, and only its own", async () => {
    const p = phone();
    p.state.answer = server();
    for (const path of ["/", `/i/${A}`, `/rsvp/${A_EDIT}`, `/i/${B}`]) await answerGuestPage(page(path), p.deps);
    for (const input of [{ token: A }, { token: A_EDIT }, { token: B }]) await answerGuestRead(read("guest.yourWedding", input), p.deps);
    await p.settled();
    expect(await forgetCopies(p.caches, [A, A_EDIT])).toBe(4);
    expect(p.caches.paths(PAGES_CACHE)).toEqual(["/", `/i/${B}`]);
    expect(p.caches.paths(DATA_CACHE)).toEqual([`/trpc/guest.yourWedding?input={"token":"${B}"}`]);
  });

  it("keeps at most MAX_PAGES pages, the longest unrefreshed going first", async () => {
    const p = phone();
    p.state.answer = server();
    for (let i = 0; i <= MAX_PAGES; i++) await answerGuestPage(page(`/i/household-${i}`), p.deps);
    await p.settled();
    const kept = p.caches.paths(PAGES_CACHE);
    expect(kept).toHaveLength(MAX_PAGES);
    expect(kept).not.toContain("/i/household-0");
  });
});

describe("the offline page the worker answers by itself", () => {
  it("says so in English and Hindi, drawn with the site's stylesheet, with no script and nothing kept", async () => {
    const res = offlineResponse(["assets/main-1a2b3c.css"]);
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    for (const text of [OFFLINE_TEXT.en.title, OFFLINE_TEXT.en.body, OFFLINE_TEXT.hi.title, OFFLINE_TEXT.hi.body]) expect(html).toContain(text);
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-1a2b3c.css">');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    // Without a precached stylesheet it still wears the site's colours.
    expect(offlineHtml([])).toContain("background:#fbf7f2");
  });
});
