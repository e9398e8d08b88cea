// @vitest-environment jsdom
/**
 * The first-run page (msw): the shared schema's messages, the token from the link sent with the form, the
 * server's 403 sentence for a wrong or used link, the "already set up" state (410 on REST, before or after
 * sending), and /login after a saved setup.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SETUP_MESSAGES } from "../../shared/schemas/setup";
import { serverError, trpcMock } from "../admin/msw-trpc.test-helpers";
import { queryClient, trpc } from "../trpc";
import { Toaster } from "../ui/toaster";
import { dismiss } from "../ui/use-toast";
import { SetupPage } from "./setup-page";

const net = trpcMock();
const server = setupServer(...net.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["auth.setupStatus"] = { data: { done: false } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

function renderSetup(initial = "/setup?token=abc123") {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const setup = createRoute({ getParentRoute: () => root, path: "/setup", component: SetupPage });
  const login = createRoute({ getParentRoute: () => root, path: "/login", component: () => <p>Login here</p> });
  const router = createRouter({ routeTree: root.addChildren([setup, login]), history: createMemoryHistory({ initialEntries: [initial] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillValid() {
  type("Bride's name", "Meera Iyer");
  type("Groom's name", "Aarav Sharma");
  type("Wedding date", "2026-12-12");
  type("Venue", "Lake Palace, Udaipur");
  type("Your name", "Meera");
  type("Your WhatsApp number", "98765 12345");
}
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save and continue to login" }));

describe("setup page", () => {
  it("shows each field's message and sends nothing while the form is incomplete", async () => {
    renderSetup();
    await screen.findByRole("form", { name: "Set up the wedding site" });
    type("Your WhatsApp number", "12345");
    save();
    expect(await screen.findByText("Bride name is required")).toBeTruthy();
    for (const m of [
      "Groom name is required",
      "Wedding date is required",
      "Venue is required",
      "Your name is required",
      "WhatsApp number must be exactly 10 digits",
    ]) {
      expect(screen.getByText(m)).toBeTruthy();
    }
    expect(screen.getByLabelText("Your WhatsApp number").getAttribute("aria-invalid")).toBe("true");
    expect(net.callsTo("auth.setup")).toEqual([]);
  });

  it("sends the form with the link's token and goes to /login", async () => {
    net.answers["auth.setup"] = { data: { success: true, message: SETUP_MESSAGES.saved } };
    // The wedding embedded at first paint (before setup: none) must not outlive the setup.
    queryClient.setQueryData(trpc.guest.weddingDetails.queryKey(), null as never);
    const router = renderSetup();
    await screen.findByRole("form", { name: "Set up the wedding site" });
    fillValid();
    save();
    expect(await screen.findByText("Login here")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByText(SETUP_MESSAGES.saved)).toBeTruthy();
    expect(queryClient.getQueryState(trpc.guest.weddingDetails.queryKey())?.isInvalidated).toBe(true);
    expect(net.callsTo("auth.setup")).toEqual([
      {
        token: "abc123",
        brideName: "Meera Iyer",
        groomName: "Aarav Sharma",
        weddingDate: "2026-12-12",
        venue: "Lake Palace, Udaipur",
        phoneNumber: "9876512345",
        name: "Meera",
      },
    ]);
  });

  it.each([SETUP_MESSAGES.badToken, SETUP_MESSAGES.usedToken, SETUP_MESSAGES.expiredToken])(
    "shows the server's 403 sentence and keeps the form: %s",
    async (message) => {
      net.answers["auth.setup"] = serverError(message, 403, "FORBIDDEN");
      renderSetup();
      await screen.findByRole("form", { name: "Set up the wedding site" });
      fillValid();
      save();
      expect((await screen.findByRole("alert")).textContent).toBe(message);
      expect(screen.getByRole("form", { name: "Set up the wedding site" })).toBeTruthy();
      expect((screen.getByLabelText("Venue") as HTMLInputElement).value).toBe("Lake Palace, Udaipur");
    },
  );

  it("turns into 'already set up' with a way to log in when the server says setup is done (410)", async () => {
    net.answers["auth.setup"] = serverError(SETUP_MESSAGES.done, 412, "PRECONDITION_FAILED");
    renderSetup();
    await screen.findByRole("form", { name: "Set up the wedding site" });
    fillValid();
    save();
    expect((await screen.findByRole("alert")).textContent).toBe(SETUP_MESSAGES.done);
    expect(screen.queryByRole("form", { name: "Set up the wedding site" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to login" }).getAttribute("href")).toBe("/login");
  });

  it("says so at once when the site is already set up", async () => {
    net.answers["auth.setupStatus"] = { data: { done: true } };
    renderSetup();
    expect(await screen.findByRole("heading", { name: "All set" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(SETUP_MESSAGES.done);
  });

  it("asks for the printed link when opened without a token, and cannot be sent", async () => {
    renderSetup("/setup");
    expect(await screen.findByText("Open this page with the setup link the server printed when it started.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save and continue to login" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
