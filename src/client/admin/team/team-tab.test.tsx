// @vitest-environment jsdom
/**
 * The Team tab (msw): the list with roles, adding a member with the role picker, changing a role, removing,
 * the server's last-owner (409) and number-taken sentences shown, and the loading and error states.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEAM_MESSAGES, type TeamMemberView } from "../../../shared/schemas/team";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { TeamTab } from "./team-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);

const member = (id: number, name: string, phoneNumber: string, role: TeamMemberView["role"]): TeamMemberView => ({
  id,
  name,
  phoneNumber,
  role,
  createdAt: "2026-11-01T10:00:00.000Z",
});
const OWNER = member(1, "Meera Iyer", "9876543210", "owner");
const PLANNER = member(2, "Kavya Planner", "9123456780", "planner");
let team: TeamMemberView[];

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
  team = [OWNER, PLANNER];
  net.answers["admin.team"] = () => ({ data: team });
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <TeamTab />
      <Toaster />
    </QueryClientProvider>,
  );
}

const rows = async () => within(await screen.findByRole("list", { name: "Team members" })).getAllByRole("listitem");

/** Picks `label` in the dialog's Role picker (Radix Select). */
async function pickRole(dialog: HTMLElement, label: string) {
  const role = within(dialog).getByRole("combobox", { name: "Role" });
  fireEvent.keyDown(role, { key: "ArrowDown" });
  fireEvent.click(await screen.findByRole("option", { name: label }));
  await waitFor(() => expect(role.textContent).toBe(label));
}

describe("Team tab", () => {
  it("lists each member with the number spaced and the role, and explains the roles", async () => {
    renderTab();
    expect(screen.getByRole("status").textContent).toContain("Loading team...");
    const items = await rows();
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Meera Iyer98765 43210Owner"),
      expect.stringContaining("Kavya Planner91234 56780Planner"),
    ]);
    expect(screen.getByText("Reads replies, rooms, headcounts and travel; assigns rooms and cars; no ID documents")).toBeTruthy();
    expect(screen.queryByText(/Only you so far/)).toBeNull();
  });

  it("says so when the owner is alone on the team", async () => {
    team = [OWNER];
    renderTab();
    expect(await screen.findByText(/Only you so far/)).toBeTruthy();
  });

  it("shows the error state with Try again, which loads the team", async () => {
    net.answers["admin.team"] = serverError();
    renderTab();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load the team.");
    net.answers["admin.team"] = () => ({ data: team });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await rows()).length).toBe(2);
  });

  it("adds a desk member: the fields are checked, the role picked, the number sent as typed digits", async () => {
    net.answers["admin.addTeamMember"] = (input) => {
      const added = member(3, (input as TeamMemberView).name, (input as TeamMemberView).phoneNumber, (input as TeamMemberView).role);
      team = [...team, added];
      return { data: added };
    };
    renderTab();
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Add team member" }));
    const dialog = await screen.findByRole("dialog", { name: "Add team member" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("Phone number must be exactly 10 digits")).toBeTruthy();
    expect(net.callsTo("admin.addTeamMember")).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Rahul Desk" } });
    fireEvent.change(within(dialog).getByLabelText("WhatsApp number"), { target: { value: "91111 22222" } });
    await pickRole(dialog, "Planner");
    expect(within(dialog).getByText("Everything but the team and deleting ID documents")).toBeTruthy();
    await pickRole(dialog, "Desk");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Team member added")).toBeTruthy();
    expect(net.callsTo("admin.addTeamMember")).toEqual([{ name: "Rahul Desk", phoneNumber: "9111122222", role: "desk" }]);
    await waitFor(async () => expect((await rows()).length).toBe(3));
    expect(screen.queryByRole("dialog", { name: "Add team member" })).toBeNull();
  });

  it("shows the server's number-taken sentence at the number field", async () => {
    net.answers["admin.addTeamMember"] = serverError(TEAM_MESSAGES.phoneTaken, 409, "CONFLICT");
    renderTab();
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Add team member" }));
    const dialog = await screen.findByRole("dialog", { name: "Add team member" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Again" } });
    fireEvent.change(within(dialog).getByLabelText("WhatsApp number"), { target: { value: "9123456780" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.phoneTaken)).toBeTruthy();
  });

  it("changes a planner to desk", async () => {
    net.answers["admin.updateTeamMember"] = (input) => {
      team = team.map((m) => (m.id === 2 ? { ...m, role: "desk" } : m));
      return { data: { ...PLANNER, ...(input as object) } };
    };
    renderTab();
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Edit Kavya Planner" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Kavya Planner" });
    expect(within(dialog).getByRole("combobox", { name: "Role" }).textContent).toBe("Planner");
    await pickRole(dialog, "Desk");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Team member updated")).toBeTruthy();
    expect(net.callsTo("admin.updateTeamMember")).toEqual([{ id: 2, name: "Kavya Planner", phoneNumber: "9123456780", role: "desk" }]);
    await waitFor(async () => expect((await rows())[1]!.textContent).toContain("Desk"));
  });

  it("shows the last-owner 409 at the role when the only owner is demoted", async () => {
    net.answers["admin.updateTeamMember"] = serverError(TEAM_MESSAGES.lastOwner, 409, "CONFLICT");
    renderTab();
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Edit Meera Iyer" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Meera Iyer" });
    await pickRole(dialog, "Planner");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.lastOwner)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Edit Meera Iyer" })).toBeTruthy();
  });

  it("removes a member after the confirmation", async () => {
    net.answers["admin.removeTeamMember"] = () => {
      team = [OWNER];
      return { data: { success: true, message: "Kavya Planner was removed from the team." } };
    };
    renderTab();
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Remove Kavya Planner" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove team member" });
    expect(confirm.textContent).toContain("Kavya Planner will no longer be able to log in, and is logged out now.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Kavya Planner was removed from the team.")).toBeTruthy();
    expect(net.callsTo("admin.removeTeamMember")).toEqual([{ id: 2 }]);
    await waitFor(async () => expect((await rows()).length).toBe(1));
  });

  it("shows the last-owner 409 when the only owner is removed, and keeps the member", async () => {
    net.answers["admin.removeTeamMember"] = serverError(TEAM_MESSAGES.lastOwner, 409, "CONFLICT");
    renderTab();
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Remove Meera Iyer" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove team member" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(TEAM_MESSAGES.lastOwner)).toBeTruthy();
    expect(screen.getByText("Not removed")).toBeTruthy();
    expect((await rows()).length).toBe(2);
  });
});
