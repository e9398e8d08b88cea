// @vitest-environment jsdom
/**
 * The Guest List tab (msw): the numbers at the top, the row's columns, search by name, phone (written any way),
 * guest names and notes, the filters (status, side, tag, function), the filtered-empty, empty, loading and
 * error states, and the desk reading without a single write button.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { serverError, sessionOf, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { EVENTS, pick, renderGuestList, rowOf, sampleList, shownNames } from "./guest-list.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["auth.verifySession"] = sessionOf("planner");
  net.answers["admin.households"] = { data: { data: sampleList() } };
  net.answers["guest.timelineEvents"] = { data: EVENTS };
  net.answers["guest.weddingDetails"] = { data: { timeZone: "Asia/Kolkata" } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const names = ["Gupta family", "Iyer family", "Khan family", "Sharma family (Delhi)"].sort();
const search = () => screen.getByRole("searchbox", { name: "Search the guest list" });
const visible = () => shownNames().map((t) => names.find((n) => t!.startsWith(n)));

describe("Guest List tab", () => {
  it("shows the numbers at the top: households, people invited, sent, opened, replied with %, people coming, not replied", async () => {
    renderGuestList();
    const stats = await screen.findByRole("region", { name: "Guest list numbers" });
    const text = (label: string) => within(stats).getByText(label).previousElementSibling?.textContent;
    expect(text("Households")).toBe("4");
    expect(text("People invited")).toBe("14");
    expect(text("Sent")).toBe("3");
    expect(text("Opened")).toBe("1");
    expect(text("Replied")).toBe("250%");
    // Sharma: the primary guest, one family member and a child; Gupta declined.
    expect(text("People coming")).toBe("3");
    expect(text("Not replied")).toBe("2");
  });

  it("lists each household with side, tags, seats, functions, status with its date at the venue, and the reply", async () => {
    renderGuestList();
    await screen.findAllByTestId("household-row");
    expect(visible()).toEqual(["Sharma family (Delhi)", "Gupta family", "Iyer family", "Khan family"]);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells("Sharma family (Delhi)").slice(0, 6)).toEqual([
      "Bride",
      "outstation",
      "4",
      "Haldi, Reception",
      "Replied20 Nov 2026, 12:00 IST",
      "3 of 4 coming",
    ]);
    expect(cells("Gupta family").slice(0, 6)).toEqual(["Groom", "NRI", "2", "All", "Declined20 Nov 2026, 12:00 IST", "0 of 2 coming"]);
    expect(cells("Iyer family").slice(0, 6)).toEqual(["Bride", "collegeoutstation", "3", "All", "Sent12 Nov 2026, 19:15 IST", "—"]);
    expect(cells("Khan family").slice(0, 6)).toEqual(["—", "—", "5", "Sangeet", "Not sent", "—"]);
    expect(within(rowOf("Khan family")).getByRole("rowheader").textContent).toBe("Khan familyNo phone number");
  });

  it("searches names, guest names, notes and phones however they are written", async () => {
    renderGuestList();
    await screen.findAllByTestId("household-row");
    const find = async (q: string, expected: string[]) => {
      fireEvent.change(search(), { target: { value: q } });
      await waitFor(() => expect(visible()).toEqual(expected));
    };
    await find("iyer", ["Iyer family"]);
    await find("sunita", ["Sharma family (Delhi)"]);
    await find("train", ["Iyer family"]);
    await find("98765 43210", ["Sharma family (Delhi)"]);
    await find("+91-98123-45678", ["Iyer family"]);
    await find("zzz", []);
    expect(screen.getByText("No matching households")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(visible()).toHaveLength(4));
  });

  it("filters by status, side, tag and function (a household invited to all functions is in each)", async () => {
    renderGuestList();
    await screen.findAllByTestId("household-row");
    await pick("Status", "Not replied yet");
    expect(visible()).toEqual(["Iyer family", "Khan family"]);
    await pick("Status", "Declined");
    expect(visible()).toEqual(["Gupta family"]);
    await pick("Status", "Any status");

    await pick("Side", "Bride's side");
    expect(visible()).toEqual(["Sharma family (Delhi)", "Iyer family"]);
    await pick("Side", "Side not set");
    expect(visible()).toEqual(["Khan family"]);
    await pick("Side", "Both sides");

    await pick("Tag", "outstation");
    expect(visible()).toEqual(["Sharma family (Delhi)", "Iyer family"]);
    await pick("Tag", "Any tag");

    // Only functions that ask guests whether they come are offered.
    const fn = screen.getByRole("combobox", { name: "Function" });
    fireEvent.keyDown(fn, { key: "ArrowDown" });
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Any function", "Haldi", "Sangeet", "Reception"]);
    fireEvent.click(screen.getByRole("option", { name: "Sangeet" }));
    await waitFor(() => expect(visible()).toEqual(["Gupta family", "Iyer family", "Khan family"]));

    await pick("Tag", "NRI");
    expect(visible()).toEqual(["Gupta family"]);
    await pick("Status", "Opened");
    expect(screen.getByText("No matching households")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("group", { name: "Filters" })).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(visible()).toHaveLength(4));
    expect(screen.getByText("4 households")).toBeTruthy();
  });

  it("lets the desk read the list without a single write button, checkbox or link", async () => {
    net.answers["auth.verifySession"] = sessionOf("desk");
    net.answers["admin.households"] = { data: { data: sampleList().map((h) => ({ ...h, inviteUrl: "" })) } };
    renderGuestList();
    await screen.findAllByTestId("household-row");
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    for (const name of [/Add household/, /Send/, /Copy link/, /Revoke/, /Edit/, /Delete/])
      expect(screen.queryAllByRole("button", { name }), String(name)).toHaveLength(0);
    expect(within(rowOf("Sharma family (Delhi)")).getByText("3 of 4 coming")).toBeTruthy();
  });

  it("says what to do when nobody is on the list yet", async () => {
    net.answers["admin.households"] = { data: { data: [] } };
    renderGuestList([]);
    expect(await screen.findByText("No households yet")).toBeTruthy();
    expect(screen.getByText("Add one or import the families' spreadsheets.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add household" })).toBeTruthy();
  });

  it("shows loading, then a sentence when the list cannot be read", async () => {
    net.answers["admin.households"] = serverError();
    renderGuestList();
    expect(screen.getByRole("status").textContent).toContain("Loading the guest list...");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load the guest list. Please refresh the page to try again.");
  });
});
