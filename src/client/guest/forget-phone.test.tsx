// @vitest-environment jsdom
/**
 * "Forget this phone": a tap removes this household's kept pages and reads, the remembered reply link, a reply kept
 * unsent and the pages' saved times, and nothing of another household; the control is not drawn by the server.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DATA_CACHE, PAGES_CACHE } from "../../shared/offline-copies";
import { MemoryCaches } from "../../worker/private-copies.test-helpers";
import { emptyForm } from "./rsvp/form-types";
import { FORGET_TEXT, ForgetThisPhone } from "./forget-phone";
import { keepPendingReply, placeOf, readPendingReply } from "./rsvp/pending-reply";
import { readRememberedReply, rememberReply } from "./rsvp/remembered-reply";
import type { RsvpSubmission } from "../../shared/schemas/rsvp";

const A = "tokA_7f3kQ9xLm2pR4sT6vW8yZ0bC1dE";
const A_EDIT = "editA_Qw3eR5tY7uI9oP1aS3dF5gH7jK9";
const B = "tokB_Hn5jK7mP9qS1uW3xY5zA7cE9gI2";
const origin = () => window.location.origin;
const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));

let store: MemoryCaches;
const replace = vi.fn();
beforeEach(async () => {
  store = new MemoryCaches();
  vi.stubGlobal("caches", store);
  Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, origin: window.location.origin, replace } });
  const pages = await store.open(PAGES_CACHE);
  for (const p of ["/", `/i/${A}`, `/rsvp/${A_EDIT}`, `/i/${B}`]) await pages.put(`${origin()}${p}`, new Response("page"));
  const data = await store.open(DATA_CACHE);
  for (const v of [{ token: A }, { token: A_EDIT }, { token: B }]) await data.put(`${origin()}/trpc/guest.yourWedding?input=${input(v)}`, new Response("{}"));
  await data.put(`${origin()}/trpc/guest.announcements?input=${input({ invite: A })}`, new Response("{}"));
  rememberReply({ editToken: A_EDIT, editUrl: `/rsvp/${A_EDIT}`, repliedAt: "2025-11-01T10:00:00.000Z" });
  keepPendingReply({
    place: placeOf(A),
    idempotencyKey: "0123456789abcdef",
    reply: { primaryGuestName: "Vikram Kapoor", rsvpStatus: "yes" } as unknown as RsvpSubmission,
    values: emptyForm(),
    primaryIdMissing: false,
    missingIds: [],
  });
  localStorage.setItem("offlineSavedAt", JSON.stringify({ [`/i/${A}`]: "x", [`/rsvp/${A_EDIT}`]: "x", "/timeline": "y" }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  replace.mockReset();
});

describe("Forget this phone", () => {
  it("is not drawn by the server (it needs the app), and is once the app runs", () => {
    expect(renderToString(<ForgetThisPhone links={{ invitation: A, replies: [A_EDIT] }} />)).toBe("");
    render(<ForgetThisPhone links={{ invitation: A, replies: [A_EDIT] }} language="hi" />);
    expect(screen.getByRole("button", { name: FORGET_TEXT.hi.action })).toBeTruthy();
  });

  it("removes this household's pages, reads and stored reply, keeps another household's, and opens the home page", async () => {
    render(<ForgetThisPhone links={{ invitation: A, replies: [A_EDIT] }} />);
    fireEvent.click(screen.getByRole("button", { name: FORGET_TEXT.en.action }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(store.paths(PAGES_CACHE)).toEqual(["/", `/i/${B}`]);
    expect(store.paths(DATA_CACHE)).toEqual([`/trpc/guest.yourWedding?input={"token":"${B}"}`]);
    expect(readRememberedReply()).toBeNull();
    expect(readPendingReply(placeOf(A))).toBeNull();
    expect(JSON.parse(localStorage.getItem("offlineSavedAt")!)).toEqual({ "/timeline": "y" });
  });

  it("on a reply's link, leaves a remembered reply of another household alone", async () => {
    rememberReply({ editToken: "editB_other", editUrl: "/rsvp/editB_other", repliedAt: "" });
    render(<ForgetThisPhone links={{ replies: [A_EDIT] }} />);
    fireEvent.click(screen.getByRole("button", { name: FORGET_TEXT.en.action }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(readRememberedReply()?.editToken).toBe("editB_other");
    expect(store.paths(PAGES_CACHE)).toEqual(["/", `/i/${A}`, `/i/${B}`]);
  });
});
