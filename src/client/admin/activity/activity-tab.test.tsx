// @vitest-environment jsdom
/**
 * Issue 17 in the dashboard (msw): the Activity view (who, what, when at the venue naming the zone, newest first,
 * paged; empty and error states) and the owner's "Delete all ID documents" dialog (typed DELETE, the count after,
 * "ID deleted on" in place of the links; no button for a planner).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../../shared/schemas/activity";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { IdProofsTab } from "../id-proofs/id-proofs-tab";
import { serverError, trpcMock } from "../msw-trpc.test-helpers";
import { ActivityTab } from "./activity-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: { timeZone: "Asia/Kolkata", weddingDate: "2025-11-07T05:00:00.000Z" } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const show = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );

const entry = (id: number, extra: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: "2025-11-03T08:35:00.000Z",
  adminId: 1,
  adminName: "Meera",
  action: "id.open",
  detail: "Asha Rao",
  rsvpId: null,
  ...extra,
});

describe("the Activity view", () => {
  it("lists who, what and when at the venue (zone named), newest first as the server gives them", async () => {
    net.answers["admin.activity"] = {
      data: {
        entries: [
          entry(3, { action: "id.purge", adminId: null, adminName: null, detail: "Deleted 4 ID documents (7 days after the last wedding day)" }),
          entry(2, { action: "export", detail: "wedding-rsvps-2025-11-03.xlsx" }),
          entry(1, {}),
        ],
        page: 1,
        pageSize: 50,
        total: 3,
      },
    };
    show(<ActivityTab />);
    const table = await screen.findByTestId("activity-table");
    const rows = within(table)
      .getAllByTestId("activity-row")
      .map((r) => Array.from(r.querySelectorAll("td")).map((td) => td.textContent));
    expect(rows).toEqual([
      ["3 Nov 2025, 14:05 IST", "Server (automatic)", "Deleted all ID documents", "Deleted 4 ID documents (7 days after the last wedding day)"],
      ["3 Nov 2025, 14:05 IST", "Meera", "Downloaded the export", "wedding-rsvps-2025-11-03.xlsx"],
      ["3 Nov 2025, 14:05 IST", "Meera", "Opened an ID document", "Asha Rao"],
    ]);
    expect(screen.getByText(/Showing 1 to 3 of 3 entries/)).toBeTruthy();
    expect(net.callsTo("admin.activity")).toEqual([{ page: 1, pageSize: 50 }]);
  });

  it("shows an edit's changes one to a line under what was edited, in the table and on a phone", async () => {
    const detail = "Wedding details\nBride's name: Meera → Anita\nGroom's name: Aarav → Kabir";
    net.answers["admin.activity"] = {
      data: { entries: [entry(1, { action: "wedding.change", adminName: "Priya (planner)", detail })], page: 1, pageSize: 50, total: 1 },
    };
    show(<ActivityTab />);
    const row = (await screen.findAllByTestId("activity-row"))[0]!;
    expect(within(row).getByText("Changed the wedding details")).toBeTruthy();
    const cell = row.querySelectorAll("td")[3]!;
    expect(Array.from(cell.querySelectorAll("li")).map((li) => li.textContent)).toEqual(["Bride's name: Meera → Anita", "Groom's name: Aarav → Kabir"]);
    expect(cell.querySelector("span")?.textContent).toBe("Wedding details");
    const phone = screen.getByTestId("activity-list");
    expect(Array.from(phone.querySelectorAll("li li")).map((li) => li.textContent)).toEqual(["Bride's name: Meera → Anita", "Groom's name: Aarav → Kabir"]);
  });

  it("pages through older entries", async () => {
    net.answers["admin.activity"] = (input) => {
      const { page } = input as { page: number };
      return { data: { entries: [entry(page, { detail: `page ${page}` })], page, pageSize: 50, total: 120 } };
    };
    show(<ActivityTab />);
    await screen.findByText("page 1", { selector: "td" });
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    await screen.findByText("page 2", { selector: "td" });
    expect(screen.getByText(/Showing 51 to 51 of 120 entries/)).toBeTruthy();
  });

  it("says so when there is nothing yet, and when the log cannot be read", async () => {
    net.answers["admin.activity"] = { data: { entries: [], page: 1, pageSize: 50, total: 0 } };
    show(<ActivityTab />);
    await screen.findByText("No activity yet");
    cleanup();
    queryClient.clear();
    net.answers["admin.activity"] = serverError();
    show(<ActivityTab />);
    await screen.findByText("Failed to load the activity. Please try Refresh.");
  });
});

const person = { gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0 };
const rsvp = (idProofUrl: string | null, idDeletedAt: string | null) => ({
  id: "00000000-0000-4000-8000-000000000001",
  primaryGuestName: "Asha Rao",
  primaryGuestPhone: "9000000001",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  ...person,
  idProofUrl,
  idDeletedAt,
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/x",
  familyMembers: [{ id: 7, name: "Ravi Rao", ...person, idProofUrl: null, idDeletedAt }],
  children: [],
  roomAssignments: [],
});

describe("Delete all ID documents", () => {
  it("asks to type DELETE, then deletes and says how many; the replies show the day", async () => {
    net.answers["auth.verifySession"] = { data: { success: true, expiresAt: "2099-01-01T00:00:00.000Z", name: "Meera", role: "owner" } };
    net.answers["admin.purgeIdDocuments"] = { data: { deleted: 4, backupsScrubbed: 1, backupsNotScrubbed: 0 } };
    for (const p of ["admin.rsvps", "admin.rooms", "admin.headcounts", "admin.travel"]) net.answers[p] = { data: null };
    const view = show(<IdProofsTab rsvps={[rsvp("/files/id/Zx81abcdEFGH.pdf", null)] as never} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete all ID documents" }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Delete all ID documents" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(dialog.textContent).toContain("Copies made anywhere else, such as a USB drive, still hold the documents");
    const input = within(dialog).getByLabelText("Type DELETE to confirm");
    fireEvent.change(input, { target: { value: "delete" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "DELETE" } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await within(dialog).findByTestId("purge-result")).textContent).toBe("Deleted 4 ID documents from the server and from 1 backup.");
    expect(net.callsTo("admin.purgeIdDocuments")).toHaveLength(1);

    // The list read again after the purge: the links give way to the day (at the venue).
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <IdProofsTab rsvps={[rsvp(null, "2025-11-15T18:30:00.000Z")] as never} />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId("id-deleted").map((e) => e.textContent)).toEqual(["ID deleted on 16 Nov 2025", "ID deleted on 16 Nov 2025"]),
    );
    expect(screen.queryByRole("link", { name: /View ID Proof/ })).toBeNull();
  });

  it("is not offered to a planner", async () => {
    net.answers["auth.verifySession"] = { data: { success: true, expiresAt: "2099-01-01T00:00:00.000Z", name: "Dev", role: "planner" } };
    show(<IdProofsTab rsvps={[rsvp("/files/id/Zx81abcdEFGH.pdf", null)] as never} />);
    await screen.findByRole("link", { name: /View ID Proof/ });
    await waitFor(() => expect(net.callsTo("auth.verifySession")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Delete all ID documents" })).toBeNull();
  });
});
