// @vitest-environment jsdom
/**
 * The invitation card sheet against a mocked network (msw): a card per household with its functions, the 4 or 8 per
 * page toggle, and every card's QR code drawn to a PNG (sharp) and read back (jsqr) as that household's own link.
 * The desk gets a sentence instead: the cards carry private links.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import jsQR from "jsqr";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Household } from "../../../shared/schemas/households";
import { queryClient } from "../../trpc";
import { pick } from "../guest-list/guest-list.test-helpers";
import { stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { InvitationCardsPrint } from "./invitation-cards-print";

const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  Element.prototype.scrollIntoView ??= () => {};
});
afterAll(() => server.close());
afterEach(() => cleanup());

const token = (n: number) => `${String(n).padStart(3, "0")}${"AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_A".slice(0, 40)}`;
const household = (id: number, over: Partial<Household> = {}): Household => ({
  id,
  name: `Family ${id}`,
  side: id % 2 ? "bride" : "groom",
  tags: [],
  phone: null,
  language: "en",
  seats: 2,
  guests: [],
  events: null,
  notes: null,
  status: "sent",
  sentAt: null,
  openedAt: null,
  rsvpId: null,
  inviteUrl: `/i/${token(id)}`,
  ...over,
});
const HOUSEHOLDS = [household(1, { name: "Sharma family", events: [11] }), ...Array.from({ length: 8 }, (_, i) => household(i + 2))];
const timelineEvent = (id: number, eventName: string, day: number, time: string) => ({
  id,
  day,
  eventName,
  time,
  toTime: null,
  place: "Lawn",
  dressCode: null,
  description: null,
  displayOrder: 0,
  customIconUrl: null,
  asksAttendance: true,
});

function answers(role: "planner" | "desk") {
  mock.answers["auth.verifySession"] = { data: { success: true, expiresAt: "2099-01-01T00:00:00.000Z", name: "Priya", role } };
  mock.answers["admin.households"] = { data: { data: HOUSEHOLDS } };
  mock.answers["guest.timelineEvents"] = { data: [timelineEvent(11, "Haldi", 1, "4:00 PM"), timelineEvent(12, "Sangeet", 1, "8:00 PM")] };
  mock.answers["guest.weddingDetails"] = {
    data: {
      weddingDate: "2027-02-12T05:00:00.000Z",
      brideName: "Meera Patel",
      groomName: "Aarav Sharma",
      venue: "Pine Hill Resort",
      venueAddress: null,
      directionsLink: null,
      backgroundAudioUrl: null,
      backgroundAudioTitle: null,
      backgroundAudioEnabled: false,
      rsvpDeadline: null,
      timeZone: "Asia/Kolkata",
      idRetentionDays: 7,
      idDeletionDate: null,
      rsvpMode: "open",
      contactPhone: null,
      itineraryDays: 1,
    },
  };
}
beforeEach(() => {
  queryClient.clear();
  mock.reset();
});

const renderSheet = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <InvitationCardsPrint />
    </QueryClientProvider>,
  );

/** The QR code drawn as a PNG, as a phone's camera would see it, and read back. */
async function decode(svg: SVGElement): Promise<string | undefined> {
  const png = await sharp(Buffer.from(svg.outerHTML)).resize(330, 330, { kernel: "nearest" }).png().toBuffer();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe("invitation cards", () => {
  it("prints a card per household whose QR code reads back as its own link", async () => {
    answers("planner");
    renderSheet();
    const cards = await screen.findAllByTestId("invitation-card");
    expect(cards).toHaveLength(HOUSEHOLDS.length);
    expect(cards[0]!.textContent).toContain("Sharma family");
    expect(cards[0]!.textContent).toContain("Aarav Sharma & Meera Patel · February 12, 2027");
    // Invited to the Haldi only; the others to every function.
    expect(
      within(cards[0]!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Haldi · 12th Feb, 4:00 PM onwards"]);
    expect(within(cards[1]!).getAllByRole("listitem")).toHaveLength(2);
    for (const [i, card] of cards.entries()) {
      const url = `${window.location.origin}/i/${token(HOUSEHOLDS[i]!.id)}`;
      expect(card!.textContent).toContain(url.replace(/^https?:\/\//, ""));
      expect(await decode(within(card).getByRole("img") as unknown as SVGElement)).toBe(url);
    }
  }, 60_000);

  it("puts 4 or 8 cards on a page, and filters like the Guest List", async () => {
    answers("planner");
    renderSheet();
    await screen.findAllByTestId("invitation-card");
    expect(screen.getAllByTestId("card-page").map((p) => within(p).getAllByTestId("invitation-card").length)).toEqual([4, 4, 1]);
    expect(screen.getByText("9 cards · 3 pages")).toBeTruthy();
    act(() => fireEvent.click(screen.getByLabelText("8 per page")));
    expect(screen.getAllByTestId("card-page").map((p) => within(p).getAllByTestId("invitation-card").length)).toEqual([8, 1]);
    await pick("Side", "Bride's side");
    await waitFor(() => expect(screen.getByText("5 cards · 1 page")).toBeTruthy());
  });

  it("tells the desk that cards are for the couple and planners, without asking for the links", async () => {
    answers("desk");
    renderSheet();
    expect(await screen.findByText(/Only the couple and planners can print invitation cards/)).toBeTruthy();
    expect(mock.callsTo("admin.households")).toHaveLength(0);
  });
});
