// @vitest-environment jsdom
/**
 * The login page with several team members (issue 17, msw): it asks for the member's own 10-digit number
 * instead of showing a masked one, refuses to send without it, sends the digits typed, and shows the
 * server's sentence on the code step (the same for a stranger's number: nothing reveals who is on the team).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../trpc";
import { Toaster } from "../ui/toaster";
import { dismiss } from "../ui/use-toast";
import { LoginPage } from "./login-page";
import { trpcMock } from "./msw-trpc.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);
const SENT = "If this number is on the team, a 6-digit code is on its way on WhatsApp.";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  net.reset();
  net.answers["auth.adminPhoneHint"] = { data: { maskedPhone: null, askPhone: true } };
  net.answers["auth.requestOtp"] = { data: { success: true, sessionToken: "pending", message: SENT } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

function renderLogin() {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const login = createRoute({ getParentRoute: () => root, path: "/login", component: LoginPage });
  const router = createRouter({ routeTree: root.addChildren([login]), history: createMemoryHistory({ initialEntries: ["/login"] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send OTP to WhatsApp" }));

describe("login with several team members", () => {
  it("asks for the member's number and shows no masked number", async () => {
    renderLogin();
    const phone = await screen.findByLabelText("Your WhatsApp number");
    expect(phone.getAttribute("type")).toBe("tel");
    expect(screen.getByText("10 digits, the number the couple added to the team.")).toBeTruthy();
    expect(screen.queryByText(/\*{6}/)).toBeNull();
    expect(screen.getByText(/send a one-time code to your WhatsApp/)).toBeTruthy();
  });

  it("refuses to send until the number has 10 digits", async () => {
    renderLogin();
    fireEvent.change(await screen.findByLabelText("Your WhatsApp number"), { target: { value: "98765 4321" } });
    send();
    expect(await screen.findByText("Please enter your 10-digit phone number.")).toBeTruthy();
    expect(net.callsTo("auth.requestOtp")).toEqual([]);
  });

  it("sends the digits typed (spaces dropped) and shows the server's sentence on the code step", async () => {
    renderLogin();
    fireEvent.change(await screen.findByLabelText("Your WhatsApp number"), { target: { value: "98765 43210" } });
    send();
    expect(await screen.findByLabelText("Verification code")).toBeTruthy();
    expect(net.callsTo("auth.requestOtp")).toEqual([{ phoneNumber: "9876543210" }]);
    expect(screen.getAllByText(SENT).length).toBeGreaterThan(0);
  });

  it("Enter in the number field sends the code", async () => {
    renderLogin();
    const phone = await screen.findByLabelText("Your WhatsApp number");
    fireEvent.change(phone, { target: { value: "9876543210" } });
    fireEvent.keyDown(phone, { key: "Enter" });
    expect(await screen.findByLabelText("Verification code")).toBeTruthy();
    expect(net.callsTo("auth.requestOtp")).toEqual([{ phoneNumber: "9876543210" }]);
  });
});
