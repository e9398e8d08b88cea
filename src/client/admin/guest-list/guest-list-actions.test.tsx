// @vitest-environment jsdom
/**
 * The Guest List's writes (msw): Send on WhatsApp opens the wa.me message and marks the household sent (the row
 * turns "Sent"), a reminder does not mark it again, no phone means no Send (with the reason), copy and revoke
 * the link, delete with its confirmation, add with the shared schema's sentences and the server's, and bulk
 * edit (how many changed, and each refusal by name).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HOUSEHOLD_MESSAGES, type Household } from "../../../shared/schemas/households";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { serverError, sessionOf, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { EVENTS, pick, renderGuestList, rowOf, sampleList } from "./guest-list.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);
let list: Household[];
const WA = "https://wa.me/919812345678?text=Dear%20Iyer%20family";

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
  list = sampleList();
  net.answers["auth.verifySession"] = sessionOf("planner");
  net.answers["admin.households"] = () => ({ data: { data: list } });
  net.answers["guest.timelineEvents"] = { data: EVENTS };
  net.answers["guest.weddingDetails"] = { data: { timeZone: "Asia/Kolkata" } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
  vi.restoreAllMocks();
});

/** window.open answered with a stand-in window whose address the test reads. */
function stubWindowOpen() {
  const win = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
  const open = vi.spyOn(window, "open").mockReturnValue(win as unknown as Window);
  return { win, open };
}

const update = (id: number, patch: Partial<Household>) => {
  list = list.map((h) => (h.id === id ? { ...h, ...patch } : h));
  return list.find((h) => h.id === id)!;
};

describe("sending invitations", () => {
  it("Send on WhatsApp opens the household's wa.me message, then marks it sent and the row turns Sent", async () => {
    list = [...list, { ...list[2]!, id: 5, name: "Reddy family", status: "not-sent", sentAt: null, phone: "+919812345678" }];
    net.answers["admin.householdMessage"] = { data: { text: "Dear Iyer family", waUrl: WA } };
    net.answers["admin.markHouseholdSent"] = (input) => ({
      data: update((input as { id: number }).id, { status: "sent", sentAt: "2026-11-26T04:30:00.000Z" }),
    });
    const { win, open } = stubWindowOpen();
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(within(rowOf("Reddy family")).getByRole("button", { name: "Send on WhatsApp: Reddy family" }));
    await waitFor(() => expect(win.location.href).toBe(WA));
    // Opened inside the tap (a phone blocks a window opened after the wait), and cut from this page.
    expect(open).toHaveBeenCalledTimes(1);
    expect(win.opener).toBeNull();
    expect(net.callsTo("admin.householdMessage")).toEqual([{ id: 5, kind: "invitation" }]);
    await waitFor(() => expect(net.callsTo("admin.markHouseholdSent")).toEqual([{ id: 5 }]));
    await waitFor(() => expect(within(rowOf("Reddy family")).getByText("Sent")).toBeTruthy());
    expect(within(rowOf("Reddy family")).getByText("26 Nov 2026, 10:00 IST")).toBeTruthy();
    expect(within(rowOf("Reddy family")).getByRole("button", { name: "Send reminder: Reddy family" })).toBeTruthy();
    expect(await screen.findByText("Reddy family: invitation marked as sent.")).toBeTruthy();
  });

  it("a reminder goes to a household that has not replied and does not mark it sent again", async () => {
    net.answers["admin.householdMessage"] = { data: { text: "A reminder", waUrl: WA } };
    const { win } = stubWindowOpen();
    renderGuestList();
    await screen.findAllByTestId("household-row");
    // Replied and declined households get no send button.
    expect(within(rowOf("Sharma family (Delhi)")).queryByRole("button", { name: /^Send/ })).toBeNull();
    expect(within(rowOf("Gupta family")).queryByRole("button", { name: /^Send/ })).toBeNull();
    fireEvent.click(within(rowOf("Iyer family")).getByRole("button", { name: "Send reminder: Iyer family" }));
    await waitFor(() => expect(win.location.href).toBe(WA));
    expect(net.callsTo("admin.householdMessage")).toEqual([{ id: 3, kind: "reminder" }]);
    expect(net.callsTo("admin.markHouseholdSent")).toEqual([]);
  });

  it("says so when WhatsApp opened but the household could not be marked sent", async () => {
    list = [...list, { ...list[2]!, id: 5, name: "Reddy family", status: "not-sent", sentAt: null }];
    net.answers["admin.householdMessage"] = { data: { text: "Dear Reddy family", waUrl: WA } };
    net.answers["admin.markHouseholdSent"] = "network-error";
    const { win } = stubWindowOpen();
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(screen.getByRole("button", { name: "Send on WhatsApp: Reddy family" }));
    expect(await screen.findByText("WhatsApp opened, but Reddy family could not be marked as sent. Please refresh and try again.")).toBeTruthy();
    expect(win.location.href).toBe(WA);
    expect(win.close).not.toHaveBeenCalled();
  });

  it("a household without a phone cannot be sent to, and says why", async () => {
    renderGuestList();
    await screen.findAllByTestId("household-row");
    const send = within(rowOf("Khan family")).getByRole("button", { name: "Send on WhatsApp" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(document.getElementById(send.getAttribute("aria-describedby")!)?.textContent).toBe("No phone number");
  });

  it("closes the blank window and shows the server's sentence when the message cannot be made", async () => {
    net.answers["admin.householdMessage"] = serverError("Household not found", 404, "NOT_FOUND");
    const { win } = stubWindowOpen();
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(within(rowOf("Iyer family")).getByRole("button", { name: "Send reminder: Iyer family" }));
    expect(await screen.findByText("Household not found")).toBeTruthy();
    expect(win.close).toHaveBeenCalled();
  });
});

describe("links and delete", () => {
  it("copies the absolute invitation link", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(screen.getByRole("button", { name: "Copy link of Iyer family" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/i/token-of-3`));
    expect(await screen.findByText("Iyer family's invitation link is on your clipboard.")).toBeTruthy();
  });

  it("revokes a link after a confirmation", async () => {
    net.answers["admin.revokeHouseholdLink"] = { data: { inviteUrl: "/i/new" } };
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(screen.getByRole("button", { name: "Revoke link of Iyer family" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke this invitation link?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText("The old link no longer works. Copy or send the new one to Iyer family.")).toBeTruthy();
    expect(net.callsTo("admin.revokeHouseholdLink")).toEqual([{ id: 3 }]);
  });

  it("deletes after a confirmation that says the reply stays, unlinked", async () => {
    net.answers["admin.deleteHousehold"] = (input) => {
      list = list.filter((h) => h.id !== (input as { id: number }).id);
      return { data: { success: true } };
    };
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(screen.getByRole("button", { name: "Delete Sharma family (Delhi)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Sharma family (Delhi)?" });
    expect(confirm.textContent).toContain("Their reply stays, unlinked");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Sharma family (Delhi)", { selector: "div" })).toBeNull());
    expect(net.callsTo("admin.deleteHousehold")).toEqual([{ id: 1 }]);
  });
});

describe("add and edit", () => {
  it("checks the form with the shared schema's sentences, then shows the server's refusal as a sentence", async () => {
    net.answers["admin.createHousehold"] = serverError(HOUSEHOLD_MESSAGES.events, 400, "BAD_REQUEST");
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(screen.getByRole("button", { name: "Add household" }));
    const dialog = await screen.findByRole("dialog", { name: "Add household" });
    fireEvent.change(within(dialog).getByLabelText("WhatsApp number"), { target: { value: "12" } });
    fireEvent.change(within(dialog).getByLabelText("Seats (people invited, children included)"), { target: { value: "1" } });
    fireEvent.change(within(dialog).getByLabelText("Guests (optional, one name per line)"), { target: { value: "Asha\nVikram" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add household" }));
    expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.name)).toBeTruthy();
    expect(within(dialog).getByText(HOUSEHOLD_MESSAGES.phone)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Mehta family" } });
    fireEvent.change(within(dialog).getByLabelText("WhatsApp number"), { target: { value: "098765 43210" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add household" }));
    expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.tooManyGuests(1))).toBeTruthy();
    expect(net.callsTo("admin.createHousehold")).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Seats (people invited, children included)"), { target: { value: "2" } });
    fireEvent.change(within(dialog).getByLabelText("Tags (optional, separated by commas)"), { target: { value: "college, NRI" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "All functions" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Sangeet" }));
    await pick("Invitation language", "Hindi", dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add household" }));
    expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.events)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual([HOUSEHOLD_MESSAGES.events]);
    expect(net.callsTo("admin.createHousehold")).toEqual([
      {
        name: "Mehta family",
        side: null,
        tags: ["college", "NRI"],
        phone: "+919876543210",
        language: "hi",
        seats: 2,
        guests: ["Asha", "Vikram"],
        events: [3],
        notes: null,
      },
    ]);
  });

  it("edits a household with its values filled in", async () => {
    net.answers["admin.updateHousehold"] = (input) => ({ data: update((input as Household).id, input as Household) });
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(screen.getByRole("button", { name: "Edit Sharma family (Delhi)" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sharma family (Delhi)" });
    expect((within(dialog).getByLabelText("Guests (optional, one name per line)") as HTMLTextAreaElement).value).toBe("Rajesh Sharma\nSunita Sharma");
    expect(within(dialog).getByRole("checkbox", { name: "Haldi" }).getAttribute("data-state")).toBe("checked");
    fireEvent.change(within(dialog).getByLabelText("Seats (people invited, children included)"), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(net.callsTo("admin.updateHousehold")).toEqual([expect.objectContaining({ id: 1, seats: 5, events: [1, 4], phone: "+919876543210" })]);
    await waitFor(() => expect(within(rowOf("Sharma family (Delhi)")).getByText("3 of 5 coming")).toBeTruthy());
  });
});

describe("bulk edit", () => {
  it("changes side, tags and seats of the selected households, says how many changed and names each refusal", async () => {
    net.answers["admin.updateHousehold"] = (input) => {
      const h = input as Household;
      if (h.id === 1) return serverError(HOUSEHOLD_MESSAGES.tooManyGuests(1), 400, "BAD_REQUEST");
      return { data: update(h.id, h) };
    };
    renderGuestList();
    await screen.findAllByTestId("household-row");
    for (const name of ["Sharma family (Delhi)", "Iyer family", "Khan family"]) fireEvent.click(screen.getByRole("checkbox", { name: `Select ${name}` }));
    expect(screen.getByText("3 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit 3 households" });
    await pick("Side", "Groom's side", dialog);
    fireEvent.change(within(dialog).getByLabelText("Add tags (separated by commas)"), { target: { value: "family, Outstation" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "college" }));
    fireEvent.change(within(dialog).getByLabelText("Seats (blank keeps each household's)"), { target: { value: "1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply to 3 households" }));

    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.textContent).toBe(`One household was not changed:Sharma family (Delhi): ${HOUSEHOLD_MESSAGES.tooManyGuests(1)}`);
    expect(await screen.findByText("2 households changed.")).toBeTruthy();
    const sent = net.callsTo("admin.updateHousehold") as Household[];
    expect(sent.map((h) => [h.id, h.side, h.tags, h.seats])).toEqual([
      [1, "groom", ["outstation", "family"], 1],
      [3, "groom", ["outstation", "family"], 1],
      [4, "groom", ["family", "Outstation"], 1],
    ]);
    // Everything else a household has is sent back as it was.
    expect(sent[0]).toMatchObject({ name: "Sharma family (Delhi)", phone: "+919876543210", guests: ["Rajesh Sharma", "Sunita Sharma"], events: [1, 4] });
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(rowOf("Khan family")).getAllByRole("cell")[0]!.textContent).toBe("Groom");
    expect(within(rowOf("Sharma family (Delhi)")).getAllByRole("cell")[0]!.textContent).toBe("Bride");
  });

  it("leaves households that already have the values alone", async () => {
    net.answers["admin.updateHousehold"] = (input) => ({ data: update((input as Household).id, input as Household) });
    renderGuestList();
    await screen.findAllByTestId("household-row");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all households shown" }));
    fireEvent.click(screen.getByRole("button", { name: "Edit selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit 4 households" });
    await pick("Side", "Bride's side", dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply to 4 households" }));
    expect(await screen.findByText("2 households changed; 2 households already had these values.")).toBeTruthy();
    expect((net.callsTo("admin.updateHousehold") as Household[]).map((h) => h.id)).toEqual([2, 4]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText(/selected/)).toBeNull();
  });
});
