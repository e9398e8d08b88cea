// @vitest-environment jsdom
/**
 * A guest whose connection fails at "Send my RSVP": a server failure (500) shows the spec's sentence, not the
 * server's; the browser's word that it is offline does not hold a reply back (a reply that cannot go is kept on
 * the phone: offline-reply.test.tsx).
 */
import { onlineManager, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { RsvpForm, type SubmittedRsvp } from "./rsvp-form";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => queryClient.clear());
afterEach(() => {
  server.resetHandlers();
  onlineManager.setOnline(true);
  act(() => dismiss());
  cleanup();
});

function renderForm() {
  const onSubmitted = vi.fn<(r: SubmittedRsvp) => void>();
  render(
    <QueryClientProvider client={queryClient}>
      <RsvpForm onSubmitted={onSubmitted} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "9876543210" } });
  fireEvent.click(screen.getByLabelText(/Joyfully accepts/));
  return { onSubmitted };
}

const submitButton = () => screen.getByRole("button", { name: /Send my RSVP|Submitting|Waiting to send|Thank You/ });
const saved = () => HttpResponse.json([{ result: { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962" } } }]);

describe("a reply on a failing connection", () => {
  it("a 500 shows Submission Failed with the spec's sentence, never the server's own words", async () => {
    server.use(
      http.post("*/trpc/guest.submitRsvp", () =>
        HttpResponse.json([{ error: { message: "Internal server error", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } }], {
          status: 500,
        }),
      ),
    );
    renderForm();
    fireEvent.click(submitButton());
    await screen.findByText("Submission Failed");
    expect(screen.getByText("Please check your information and try again.")).toBeTruthy();
    expect(screen.queryByText("Internal server error")).toBeNull();
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Malhotra");
  });

  it("the browser saying it is offline does not hold the reply back: it is sent at once (and kept on the phone if that fails)", async () => {
    let sent = 0;
    server.use(http.post("*/trpc/guest.submitRsvp", () => (sent++, saved())));
    const { onSubmitted } = renderForm();
    act(() => onlineManager.setOnline(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent).toBe(1);
  });
});
