// @vitest-environment jsdom
/** The login page's browser-side logic against a mocked network (msw): each toast of the spec and the stored session. */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../trpc";
import { Toaster } from "../ui/toaster";
import { dismiss } from "../ui/use-toast";
import { LoginPage } from "./login-page";

const ok = (data: unknown) => HttpResponse.json([{ result: { data } }]);
const fail = (status: number, code: string, message: string) =>
  HttpResponse.json([{ error: { message, code: -32000, data: { code, httpStatus: status } } }], { status });

const hint = http.get("*/trpc/auth.adminPhoneHint", () => ok({ maskedPhone: "******3210" }));
const requested = http.post("*/trpc/auth.requestOtp", () => ok({ success: true, sessionToken: "pending", message: "Code sent" }));
const server = setupServer(hint, requested);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  server.resetHandlers(hint, requested);
  act(() => dismiss());
  cleanup();
});

function renderLogin(initial = "/login") {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const login = createRoute({ getParentRoute: () => root, path: "/login", component: LoginPage });
  const admin = createRoute({ getParentRoute: () => root, path: "/admin", component: () => <p>Dashboard here</p> });
  const router = createRouter({ routeTree: root.addChildren([login, admin]), history: createMemoryHistory({ initialEntries: [initial] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Clicks "Send OTP" once the admin number has loaded (the button is disabled before). */
async function sendCode() {
  await screen.findByText("******3210");
  fireEvent.click(screen.getByRole("button", { name: "Send OTP to WhatsApp" }));
}

async function toOtpStep() {
  await sendCode();
  return screen.findByLabelText("Verification code");
}

describe("login page", () => {
  it("shows the masked number and sends no number (the server knows the admin's)", async () => {
    let sent: unknown;
    server.use(
      http.post("*/trpc/auth.requestOtp", async ({ request }) => {
        sent = await request.json();
        return ok({ success: true, sessionToken: "pending", message: "Code sent" });
      }),
    );
    renderLogin();
    expect(await screen.findByText("******3210")).toBeTruthy();
    await toOtpStep();
    expect(sent).toEqual({ 0: {} });
  });

  it("reports a refused code request as Failed to Send OTP with the server's message", async () => {
    server.use(http.post("*/trpc/auth.requestOtp", () => fail(502, "BAD_GATEWAY", "Failed to send OTP. Please try again.")));
    renderLogin();
    await sendCode();
    expect(await screen.findByText("Failed to Send OTP")).toBeTruthy();
    expect(screen.getByText("Failed to send OTP. Please try again.")).toBeTruthy();
    expect(screen.queryByLabelText("Verification code")).toBeNull();
  });

  it("reports a network failure of the code request as Network Error", async () => {
    server.use(http.post("*/trpc/auth.requestOtp", () => HttpResponse.error()));
    renderLogin();
    await sendCode();
    expect(await screen.findByText("Network Error")).toBeTruthy();
    expect(screen.getByText("Failed to send OTP. Please check your connection.")).toBeTruthy();
  });

  it("keeps digits only, at most 6, and enables Verify only at exactly 6", async () => {
    renderLogin();
    const input = (await toOtpStep()) as HTMLInputElement;
    const verify = screen.getByRole("button", { name: "Verify & Login" }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: "1a2b3" } });
    expect(input.value).toBe("123");
    expect(verify.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "12345678" } });
    expect(input.value).toBe("123456");
    expect(verify.disabled).toBe(false);
  });

  it.each(["123 456", "123-456", " 123456\n", "Your code: 123 456"])("keeps all six digits of a pasted %j", async (pasted) => {
    renderLogin();
    const input = (await toOtpStep()) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "9" } });
    fireEvent.paste(input, { clipboardData: { getData: () => pasted } });
    expect(input.value).toBe("123456");
    expect((screen.getByRole("button", { name: "Verify & Login" }) as HTMLButtonElement).disabled).toBe(false);
    // Without the paste handler (a browser that fills the field itself), the spaced text still fits: no maxLength cuts it.
    expect(input.maxLength).toBe(-1);
    fireEvent.change(input, { target: { value: "123 456" } });
    expect(input.value).toBe("123456");
  });

  it("says Missing OTP when Enter is pressed on an empty code", async () => {
    renderLogin();
    const input = await toOtpStep();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("Missing OTP")).toBeTruthy();
    expect(screen.getByText("Please enter the 6-digit verification code")).toBeTruthy();
  });

  it("says Invalid OTP for a wrong code and clears the field", async () => {
    server.use(http.post("*/trpc/auth.verifyOtp", () => fail(401, "UNAUTHORIZED", "Invalid or expired code. Please check your code and try again.")));
    renderLogin();
    const input = (await toOtpStep()) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify & Login" }));
    expect(await screen.findByText("Invalid OTP")).toBeTruthy();
    expect(screen.getByText("Invalid or expired code. Please check your code and try again.")).toBeTruthy();
    expect(input.value).toBe("");
    expect(localStorage.getItem("adminSessionToken")).toBeNull();
  });

  it("says Verification Failed when the network fails", async () => {
    server.use(http.post("*/trpc/auth.verifyOtp", () => HttpResponse.error()));
    renderLogin();
    const input = await toOtpStep();
    fireEvent.change(input, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify & Login" }));
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    expect(screen.getByText("Failed to verify OTP. Please try again.")).toBeTruthy();
  });

  it("stores the session and goes to /admin on success; Back resets the step", async () => {
    server.use(
      http.post("*/trpc/auth.verifyOtp", () => ok({ success: true, sessionToken: "session-token", expiresAt: "2099-01-01T00:00:00.000Z", message: "Welcome" })),
    );
    const router = renderLogin();
    let input = await toOtpStep();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("button", { name: "Send OTP to WhatsApp" })).toBeTruthy();
    input = await toOtpStep();
    expect((input as HTMLInputElement).value).toBe("");
    fireEvent.change(input, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify & Login" }));
    expect(await screen.findByText("Dashboard here")).toBeTruthy();
    expect(screen.getByText("Login Successful")).toBeTruthy();
    expect(localStorage.getItem("adminSessionToken")).toBe("session-token");
    expect(localStorage.getItem("adminSessionExpires")).toBe("2099-01-01T00:00:00.000Z");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
  });
});

describe("login page opened with a one-time login link", () => {
  const TOKEN = "AbC-123_xyz0123456789abcdefghijklmnopqrstuv";

  it("redeems the link once, stores the session and opens the dashboard", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("*/trpc/auth.redeemLoginLink", async ({ request }) => {
        sent.push(await request.json());
        return ok({ success: true, sessionToken: "link-session", expiresAt: "2099-01-01T00:00:00.000Z", message: "Login successful" });
      }),
    );
    const router = renderLogin(`/login?link=${TOKEN}`);
    expect(await screen.findByText("Dashboard here")).toBeTruthy();
    expect(await screen.findByText("Login Successful")).toBeTruthy();
    expect(sent).toEqual([{ 0: { token: TOKEN } }]);
    expect(localStorage.getItem("adminSessionToken")).toBe("link-session");
    expect(localStorage.getItem("adminSessionExpires")).toBe("2099-01-01T00:00:00.000Z");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
  });

  it("sends a token that looks like a number exactly as printed", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("*/trpc/auth.redeemLoginLink", async ({ request }) => {
        sent.push(await request.json());
        return fail(401, "UNAUTHORIZED", "This login link is not valid.");
      }),
    );
    renderLogin("/login?link=00123456789012345678901234567890");
    expect(await screen.findByText("This login link is not valid.")).toBeTruthy();
    expect(sent).toEqual([{ 0: { token: "00123456789012345678901234567890" } }]);
  });

  it("explains a used or expired link on the page, drops it from the address and keeps the code login", async () => {
    const message = "This login link has already been used. Each link works once: ask the server's operator for a new one (npm run admin:login-link).";
    server.use(http.post("*/trpc/auth.redeemLoginLink", () => fail(401, "UNAUTHORIZED", message)));
    const router = renderLogin(`/login?link=${TOKEN}`);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Login link not accepted");
    expect(alert.textContent).toContain(message);
    expect(localStorage.getItem("adminSessionToken")).toBeNull();
    await waitFor(() => expect(router.state.location.searchStr).toBe(""));
    expect(router.state.location.pathname).toBe("/login");
    // The two-step code login is still there.
    await toOtpStep();
  });

  it("says so when the link cannot be checked (network failure)", async () => {
    server.use(http.post("*/trpc/auth.redeemLoginLink", () => HttpResponse.error()));
    renderLogin(`/login?link=${TOKEN}`);
    expect(await screen.findByText(/could not be checked/)).toBeTruthy();
  });
});
