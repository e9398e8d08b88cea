// @vitest-environment jsdom
/**
 * Sending a round from the server (msw): offered only when the couple's WhatsApp Business account can send that
 * kind, it sends the round's own audience, says how many are on their way, and closes the round.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { ToastOutlet } from "../../ui/toast-outlet";
import { trpcMock } from "../msw-trpc.test-helpers";
import { sendInputOf, ServerSend } from "./server-send";

const net = trpcMock();
const server = setupServer(...net.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
});
afterEach(() => cleanup());

const reminder = { kind: "reminder" as const, filter: { status: "not-replied" as const, side: "groom" as const, tag: "College", eventId: 7 } };
const show = (source: Parameters<typeof ServerSend>[0]["source"], onSent = () => {}) =>
  render(
    <QueryClientProvider client={queryClient}>
      <ServerSend source={source} count={12} onSent={onSent} />
      <ToastOutlet />
    </QueryClientProvider>,
  );

describe("ServerSend", () => {
  it("sends the round's own audience when the account can send reminders, and closes the round", async () => {
    net.answers["admin.whatsappSetup"] = { data: { invitation: true, reminder: true, announcement: false } };
    net.answers["admin.sendWhatsapp"] = { data: { queued: 11 } };
    const onSent = vi.fn();
    show(reminder, onSent);
    fireEvent.click(await screen.findByRole("button", { name: "Send all 12 from WhatsApp Business" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(net.callsTo("admin.sendWhatsapp")).toEqual([{ kind: "reminder", status: "not-replied", side: "groom", tag: "College", eventId: 7 }]);
    expect(await screen.findByText("11 messages are on their way. Each household's delivery shows on its row.")).toBeTruthy();
  });

  it("offers nothing without the account for that kind, or for a single household", async () => {
    net.answers["admin.whatsappSetup"] = { data: { invitation: true, reminder: true, announcement: false } };
    show({ kind: "announcement", id: 3 });
    await waitFor(() => expect(net.callsTo("admin.whatsappSetup")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: /WhatsApp Business/ })).toBeNull();
    cleanup();
    queryClient.clear();
    net.calls.length = 0;
    show({ ...reminder, onlyId: 4 });
    await waitFor(() => expect(net.callsTo("admin.whatsappSetup").length).toBeGreaterThanOrEqual(1));
    expect(screen.queryByRole("button", { name: /WhatsApp Business/ })).toBeNull();
  });

  it("maps an announcement's round to its announcement", () => {
    expect(sendInputOf({ kind: "announcement", id: 3 })).toEqual({ kind: "announcement", announcementId: 3 });
    expect(sendInputOf({ kind: "reminder", filter: { status: "not-replied", side: null, tag: null, eventId: null } })).toEqual({
      kind: "reminder",
      status: "not-replied",
    });
  });
});
