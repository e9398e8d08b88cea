// @vitest-environment jsdom
/** Where toasts appear: at the bottom (right on wider screens), never at the top over the dashboard's stat cards (issue 16). */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./toaster";
import { dismiss, toast } from "./use-toast";

afterEach(() => {
  act(() => dismiss());
  cleanup();
});

describe("Toaster", () => {
  it("puts its viewport at the bottom edge, full width on phones and at the right from sm up", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved", variant: "success" });
    });
    const title = await screen.findByText("Saved");
    const viewport = title.closest("ol")!;
    const classes = viewport.className.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(["fixed", "bottom-0", "right-0", "w-full", "sm:max-w-sm"]));
    expect(classes.some((c) => /^top-/.test(c))).toBe(false);
  });
});
