// @vitest-environment jsdom
/**
 * An RSVP card's reply line and private-link actions against a mocked network (msw): "Updated {date} IST",
 * Copy guest link (clipboard and the select-it-yourself fallback), the wa.me link, Revoke link with its
 * confirmation and the refreshed list.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock, sessionOf } from "../msw-trpc.test-helpers";
import { venueTime } from "../venue-time";
import { linkMessage, updatedText, whatsAppHref } from "./guest-link";
import { renderDashboard } from "../render-dashboard.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);
const ID = "3b241101-e2bb-4255-8caf-4136c566a962";
const OLD_LINK = "/rsvp/oldToken123";
const NEW_LINK = "/rsvp/newToken456";

const reply = (over: Record<string, unknown> = {}) => ({
  id: ID,
  primaryGuestName: "Kabir Malhotra",
  primaryGuestPhone: "9876543210",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  dietaryPreference: null,
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  idProofUrl: null,
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: OLD_LINK,
  familyMembers: [],
  children: [],
  roomAssignments: [],
  ...over,
});

const writeText = vi.fn<(text: string) => Promise<void>>();
function setClipboard(available: boolean) {
  Object.defineProperty(navigator, "clipboard", { value: available ? { writeText } : undefined, configurable: true });
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.calls.length = 0;
  writeText.mockReset().mockResolvedValue(undefined);
  setClipboard(true);
  net.answers["guest.weddingDetails"] = {
    data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", rsvpDeadline: null },
  };
  net.answers["guest.venueMedia"] = { data: [] };
  net.answers["auth.verifySession"] = sessionOf("owner");
  net.answers["admin.rsvps"] = { data: { data: [reply()] } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const card = async () => within(await screen.findByTestId("rsvp-card"));
const whatsApp = (c: ReturnType<typeof within>) => c.getByRole("link", { name: /Send link on WhatsApp/ }) as HTMLAnchorElement;

describe("dates at the venue", () => {
  it("shows instants in India time and names the zone", () => {
    // 08:35 UTC is 14:05 in India (UTC+5:30), whatever the viewer's own zone.
    expect(venueTime("2025-11-03T08:35:00.000Z")).toBe("3 Nov 2025, 14:05 IST");
    // 20:00 UTC is already the next day in India.
    expect(venueTime("2025-09-30T20:00:00.000Z")).toBe("1 Oct 2025, 01:30 IST");
    expect(updatedText(null)).toBeNull();
    expect(updatedText("not a date")).toBeNull();
  });

  it("builds the wa.me address from the phone's 10 digits and a kind message holding the link", () => {
    const msg = linkMessage("Kabir Malhotra", "https://example.org/rsvp/abc", "2025-10-20");
    expect(msg).toBe(
      "Hello Kabir! Thank you for your RSVP to our wedding. Here is your own link to see or change your reply (until 20 October 2025):\nhttps://example.org/rsvp/abc",
    );
    const href = whatsAppHref("98765 43210", msg);
    expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(decodeURIComponent(href.split("?text=")[1]!)).toBe(msg);
  });

  it("addresses wa.me with the stored country code: a guest abroad is never given +91", () => {
    expect(whatsAppHref("+447400123456", "Hello").startsWith("https://wa.me/447400123456?text=")).toBe(true);
    expect(whatsAppHref("+14155550100", "Hello").startsWith("https://wa.me/14155550100?text=")).toBe(true);
    expect(whatsAppHref("+919876543210", "Hello").startsWith("https://wa.me/919876543210?text=")).toBe(true);
  });
});

describe("an RSVP card", () => {
  it('says "Updated {date} IST" only for a reply that was changed', async () => {
    net.answers["admin.rsvps"] = {
      data: {
        data: [reply(), reply({ id: "3b241101-e2bb-4255-8caf-4136c566a963", primaryGuestName: "Changed Guest", updatedAt: "2025-11-03T08:35:00.000Z" })],
      },
    };
    renderDashboard();
    const cards = await screen.findAllByTestId("rsvp-card");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).queryByText(/^Updated /)).toBeNull();
    expect(within(cards[1]!).getByText("Updated 3 Nov 2025, 14:05 IST")).toBeTruthy();
    // The submission time beside it is at the venue too (10:00 UTC is 15:30 in India).
    expect(within(cards[1]!).getByText("1 Oct 2025, 15:30 IST")).toBeTruthy();
  });

  it("offers Edit, Copy guest link, Send link on WhatsApp and Revoke link", async () => {
    renderDashboard();
    const c = await card();
    const group = within(c.getByRole("group", { name: "Reply of Kabir Malhotra" }));
    expect(group.getAllByRole("button").map((b) => b.textContent?.trim())).toEqual(["Edit", "Copy guest link", "Revoke link"]);
    expect(whatsApp(group)).toBeTruthy();
  });

  it("copies the absolute link with the Clipboard API and says so", async () => {
    renderDashboard();
    const c = await card();
    fireEvent.click(c.getByRole("button", { name: "Copy guest link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${OLD_LINK}`));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    expect(screen.getByText("Kabir Malhotra's private link is on your clipboard.")).toBeTruthy();
    expect(c.queryByRole("textbox", { name: /Copying is not available/ })).toBeNull();
  });

  it.each([
    ["no Clipboard API", () => setClipboard(false)],
    ["a refused clipboard", () => writeText.mockRejectedValue(new DOMException("denied", "NotAllowedError"))],
  ])("with %s, shows the link selected in a read-only box instead", async (_, arrange) => {
    arrange();
    renderDashboard();
    const c = await card();
    fireEvent.click(c.getByRole("button", { name: "Copy guest link" }));
    const box = (await c.findByRole("textbox", { name: /Copying is not available here/ })) as HTMLInputElement;
    expect(box.readOnly).toBe(true);
    expect(box.value).toBe(`${window.location.origin}${OLD_LINK}`);
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    expect(screen.queryByText("Link copied")).toBeNull();
    fireEvent.click(c.getByRole("button", { name: "Done" }));
    expect(c.queryByRole("textbox", { name: /Copying is not available/ })).toBeNull();
  });

  it("links WhatsApp to wa.me/91<phone> in a new tab, with a kind message, the link and the reply-by date", async () => {
    net.answers["guest.weddingDetails"] = {
      data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", rsvpDeadline: "2025-10-20" },
    };
    renderDashboard();
    const a = whatsApp(await card());
    expect(a.target).toBe("_blank");
    expect(a.rel).toContain("noopener");
    const url = new URL(a.href);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/919876543210");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("Hello Kabir!");
    expect(text).toContain(`${window.location.origin}${OLD_LINK}`);
    expect(text).toContain("until 20 October 2025");
  });

  it("revokes only after confirmation, then shows the fresh link and says the old one stops working", async () => {
    net.answers["admin.revokeRsvpLink"] = () => {
      net.answers["admin.rsvps"] = { data: { data: [reply({ editUrl: NEW_LINK })] } };
      return { data: { success: true, editUrl: NEW_LINK } };
    };
    renderDashboard();
    const c = await card();
    c.getByRole("button", { name: "Revoke link" }).focus();
    fireEvent.click(c.getByRole("button", { name: "Revoke link" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Revoke this guest link?" }));
    expect(confirm.getByText(/current link will stop working at once/)).toBeTruthy();

    // Cancel leaves the link alone.
    fireEvent.click(confirm.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(net.callsTo("admin.revokeRsvpLink")).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(c.getByRole("button", { name: "Revoke link" })));

    fireEvent.click(c.getByRole("button", { name: "Revoke link" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText("Link revoked")).toBeTruthy();
    expect(screen.getByText("The old link no longer works. Copy or send the new one to Kabir Malhotra.")).toBeTruthy();
    expect(net.callsTo("admin.revokeRsvpLink")).toEqual([{ id: ID }]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    // The list is read again: WhatsApp and Copy now carry the fresh link.
    await waitFor(() => expect(new URL(whatsApp(c).href).searchParams.get("text")).toContain(NEW_LINK));
    expect(net.callsTo("admin.rsvps").length).toBe(2);
    fireEvent.click(c.getByRole("button", { name: "Copy guest link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${NEW_LINK}`));
  });

  it("keeps the link and says so when the revoke fails", async () => {
    net.answers["admin.revokeRsvpLink"] = serverError("RSVP not found", 404, "NOT_FOUND");
    renderDashboard();
    const c = await card();
    fireEvent.click(c.getByRole("button", { name: "Revoke link" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText("RSVP not found")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.queryByText("Link revoked")).toBeNull();
    expect(net.callsTo("admin.rsvps")).toHaveLength(1);
  });
});
