// @vitest-environment jsdom
/**
 * The form's validation (zod and the schema) is its own chunk, fetched after the form is on screen
 * (issue 18). The guest types meanwhile; a submit waits for it; a chunk that cannot be fetched (the
 * connection dropped) gives the spec's "Submission Failed", and the next submit fetches it again.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { RsvpForm } from "./rsvp-form";

/** The validation chunk's fetches, and when the first one arrives (at `release`). */
const chunk = vi.hoisted(() => ({ fetches: 0, release: Promise.resolve() }));
vi.mock("./validation", async (importOriginal) => {
  chunk.fetches++;
  await chunk.release;
  return importOriginal();
});

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // The form reads the celebrations that ask who comes: none here.
  server.use(http.get("*/trpc/*", () => HttpResponse.json([{ result: { data: [] } }])));
});
afterAll(() => server.close());
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

/** The form with its toasts; a test that loads fresh modules passes the fresh form and toast list. */
function renderForm(Form = RsvpForm, ToastList = Toaster, Provider = QueryClientProvider, client = queryClient) {
  const onSubmit = vi.fn(async (_reply: RsvpSubmission) => undefined);
  render(
    <Provider client={client}>
      <Form onSubmit={onSubmit} />
      <ToastList />
    </Provider>,
  );
  return { onSubmit };
}
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));

describe("before the validation chunk has arrived", () => {
  it("the form takes typing, and a submit waits for the chunk, then goes through", async () => {
    let release!: () => void;
    chunk.release = new Promise<void>((r) => (release = r));
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
    fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "9876543210" } });
    fireEvent.click(screen.getByLabelText(/Joyfully accepts/));
    expect((screen.getByLabelText(/Phone Number/) as HTMLInputElement).value).toBe("9876543210");
    send();
    await new Promise((r) => setTimeout(r, 50));
    expect(onSubmit).not.toHaveBeenCalled(); // still waiting for the check
    release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ primaryGuestName: "Kabir Malhotra", primaryGuestPhone: "+919876543210", rsvpStatus: "yes" });
  });
});

describe("the RSVP form's validation chunk", () => {
  it("a chunk that cannot be fetched: Submission Failed, nothing sent, the typing kept; the next submit fetches it again", async () => {
    // A fresh form module (its validation not fetched yet) whose fetch of the chunk fails until told otherwise.
    vi.resetModules();
    let offline = true;
    vi.doMock("./validation", async (importOriginal) => {
      chunk.fetches++;
      if (offline) throw new TypeError("Failed to fetch dynamically imported module");
      return importOriginal();
    });
    const { RsvpForm: FreshForm } = await import("./rsvp-form");
    const { Toaster: FreshToaster } = await import("../../ui/toaster"); // the fresh form's toast store
    // and its query cache, provided by the fresh copy of React Query it reads its context from
    const { QueryClientProvider: FreshProvider } = await import("@tanstack/react-query");
    const { queryClient: freshClient } = await import("../../trpc");
    const { onSubmit } = renderForm(FreshForm, FreshToaster, FreshProvider, freshClient);
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
    send();
    await screen.findByText("Submission Failed");
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Send my RSVP" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Malhotra");

    offline = false;
    const before = chunk.fetches;
    send(); // no phone yet: the schema, now fetched, says so
    expect(await screen.findByText("Phone number must be exactly 10 digits")).toBeTruthy();
    expect(chunk.fetches).toBeGreaterThan(before);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
