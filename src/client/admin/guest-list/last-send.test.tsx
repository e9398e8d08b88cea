// @vitest-environment jsdom
/**
 * A household's latest WhatsApp send from the server, under its status in the Guest List row (msw): kind, status
 * and time at the venue; a failure with WhatsApp's reason; nothing for a household never sent one.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { sessionOf, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { EVENTS, household, renderGuestList, rowOf } from "./guest-list.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["auth.verifySession"] = sessionOf("planner");
  net.answers["guest.timelineEvents"] = { data: EVENTS };
  net.answers["guest.weddingDetails"] = { data: { timeZone: "Asia/Kolkata" } };
  net.answers["admin.households"] = {
    data: {
      data: [
        household(1, "Iyer family", {
          phone: "+919812345670",
          status: "sent",
          sentAt: "2026-11-12T13:45:00.000Z",
          lastSend: { kind: "reminder", status: "read", at: "2026-11-14T04:30:00.000Z", error: null },
        }),
        household(2, "Khan family", {
          phone: "+919812345671",
          status: "sent",
          sentAt: "2026-11-12T13:45:00.000Z",
          lastSend: { kind: "invitation", status: "failed", at: "2026-11-12T13:45:00.000Z", error: "Message undeliverable (error 131026)" },
        }),
        household(3, "Rao family", { phone: "+919812345672" }),
      ],
    },
  };
});
afterEach(() => cleanup());

describe("the Guest List row's WhatsApp line", () => {
  it("shows the latest send's kind, status and time, a failure's reason, and nothing before any", async () => {
    renderGuestList([]);
    await screen.findAllByTestId("household-row");
    expect(within(rowOf("Iyer family")).getByText(/WhatsApp reminder: Read/).textContent).toBe("WhatsApp reminder: Read · 14 Nov 2026, 10:00 IST");
    const khan = within(rowOf("Khan family"));
    expect(khan.getByText(/WhatsApp invitation: Not delivered/)).toBeTruthy();
    expect(khan.getByText("Message undeliverable (error 131026)")).toBeTruthy();
    expect(within(rowOf("Rao family")).queryByText(/^WhatsApp (invitation|reminder|update):/)).toBeNull();
  });
});
