// @vitest-environment jsdom
/**
 * The couple's view after a guest took back their consent (msw): "Withdrawn by the guest on {date}" (the day at
 * the venue) where the links were, next to the purge's "ID deleted on"; the Activity log says the guest did it.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { ActivityTab } from "../activity/activity-tab";
import { trpcMock } from "../msw-trpc.test-helpers";
import { IdProofsTab } from "./id-proofs-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: { timeZone: "Asia/Kolkata", weddingDate: "2025-11-07T05:00:00.000Z" } };
  net.answers["auth.verifySession"] = { data: { success: true, expiresAt: "2099-01-01T00:00:00.000Z", name: "Dev", role: "planner" } };
});
afterEach(() => cleanup());

const show = (ui: React.ReactNode) => render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
const person = { gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0 };
// 18:30 UTC on the 15th is already the 16th at the venue (+05:30).
const AT = "2025-11-15T18:30:00.000Z";

describe("a document the guest withdrew", () => {
  it('reads "Withdrawn by the guest on 16 Nov 2025"; a purged one still reads "ID deleted on"', async () => {
    const reply = {
      id: "00000000-0000-4000-8000-000000000001",
      primaryGuestName: "Asha Rao",
      primaryGuestPhone: "9000000001",
      primaryGuestGender: null,
      rsvpStatus: "yes",
      ...person,
      idProofUrl: null,
      idDeletedAt: AT,
      idDeletedBy: "guest",
      specialRequests: null,
      createdAt: "2025-10-01T10:00:00.000Z",
      updatedAt: null,
      editUrl: "/rsvp/x",
      familyMembers: [{ id: 7, name: "Ravi Rao", ...person, idProofUrl: null, idDeletedAt: AT, idDeletedBy: null }],
      children: [],
      roomAssignments: [],
    };
    show(<IdProofsTab rsvps={[reply] as never} />);
    await waitFor(() =>
      expect(screen.getAllByTestId("id-deleted").map((e) => e.textContent)).toEqual(["Withdrawn by the guest on 16 Nov 2025", "ID deleted on 16 Nov 2025"]),
    );
  });

  it("shows in the Activity log as done by the guest", async () => {
    net.answers["admin.activity"] = {
      data: {
        entries: [
          {
            id: 1,
            at: AT,
            adminId: null,
            adminName: null,
            action: "id.withdraw",
            detail: "Ravi Rao (reply of Asha Rao): ID document deleted at the guest's request",
            rsvpId: null,
          },
        ],
        page: 1,
        pageSize: 50,
        total: 1,
      },
    };
    show(<ActivityTab />);
    const row = (await screen.findAllByTestId("activity-row"))[0]!;
    expect(row.textContent).toContain("The guest");
    expect(row.textContent).toContain("Withdrew consent and deleted an ID document");
    expect(row.textContent).toContain("Ravi Rao (reply of Asha Rao): ID document deleted at the guest's request");
  });
});
