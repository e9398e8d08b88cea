// @vitest-environment jsdom
/** A toast raised when the toast list's own code cannot be fetched (the connection is down) still shows, plainly. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastOutlet } from "./toast-outlet";
import { dismiss, toast } from "./use-toast";

// The chunk fails as a dynamic import does on a dropped connection.
vi.mock("./toaster", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/toaster-x.js");
});

afterEach(() => {
  act(() => dismiss());
  cleanup();
});

describe("ToastOutlet", () => {
  it("shows the toast as a plain, announced list when the Radix list cannot load, and closes it with its button", async () => {
    render(<ToastOutlet />);
    act(() => void toast({ variant: "destructive", title: "Submission Failed", description: "Please check your information and try again." }));
    const title = await screen.findByText("Submission Failed");
    expect(title.closest("[role=status]")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Notifications" })).toBeTruthy();
    expect(screen.getByText("Please check your information and try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Submission Failed")).toBeNull();
  });
});
