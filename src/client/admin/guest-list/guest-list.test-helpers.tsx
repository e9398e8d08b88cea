/** Test helper: a small guest list, its replies and functions, the tab rendered with the app's query client. */
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { Household } from "../../../shared/schemas/households";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { GuestListTab } from "./guest-list-tab";

export const household = (id: number, name: string, more: Partial<Household> = {}): Household => ({
  id,
  name,
  side: null,
  tags: [],
  phone: null,
  language: "en",
  seats: 2,
  guests: [],
  events: null,
  notes: null,
  status: "not-sent",
  sentAt: null,
  openedAt: null,
  rsvpId: null,
  inviteUrl: `/i/token-of-${id}`,
  ...more,
});

export const reply = (id: string, status: "yes" | "no", members: string[] = [], children: string[] = []): Rsvp => ({
  id,
  primaryGuestName: "Guest",
  primaryGuestPhone: "9876543210",
  primaryGuestGender: null,
  rsvpStatus: status,
  dietaryPreference: null,
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  idProofUrl: null,
  specialRequests: null,
  createdAt: "2026-11-20T06:30:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/x",
  familyMembers: members.map((name, i) => ({
    id: i + 1,
    name,
    gender: null,
    dietaryPreference: null,
    beveragePreference: null,
    needsMakeupArtist: false,
    makeupCount: 0,
    idProofUrl: null,
  })),
  children: children.map((name, i) => ({ id: i + 1, name, age: 5 })),
  roomAssignments: [],
});

const event = (id: number, eventName: string, asksAttendance: boolean, day = 1) => ({
  id,
  day,
  eventName,
  time: "10:00 AM",
  toTime: null,
  place: "Lawn",
  dressCode: null,
  description: null,
  displayOrder: id,
  customIconUrl: null,
  asksAttendance,
});
export const EVENTS = [event(1, "Haldi", true), event(2, "Welcome lunch", false), event(3, "Sangeet", true), event(4, "Reception", true, 2)];

/** Four households: one replied (3 of 4 coming), one declined, one sent, one not sent without a phone. */
export const sampleList = (): Household[] => [
  household(1, "Sharma family (Delhi)", {
    side: "bride",
    tags: ["outstation"],
    phone: "+919876543210",
    seats: 4,
    guests: ["Rajesh Sharma", "Sunita Sharma"],
    events: [1, 4],
    status: "replied",
    sentAt: "2026-11-10T04:30:00.000Z",
    openedAt: "2026-11-11T05:00:00.000Z",
    rsvpId: "r-sharma",
  }),
  household(2, "Gupta family", {
    side: "groom",
    tags: ["NRI"],
    phone: "+14155550123",
    seats: 2,
    status: "declined",
    sentAt: "2026-11-10T04:30:00.000Z",
    rsvpId: "r-gupta",
  }),
  household(3, "Iyer family", {
    side: "bride",
    tags: ["college", "outstation"],
    phone: "+919812345678",
    seats: 3,
    notes: "Vegetarian, arriving by train",
    status: "sent",
    sentAt: "2026-11-12T13:45:00.000Z",
  }),
  household(4, "Khan family", { seats: 5, events: [3] }),
];
export const sampleReplies = () => [reply("r-sharma", "yes", ["Sunita Sharma"], ["Aarav"]), reply("r-gupta", "no")];

export function renderGuestList(replies: Rsvp[] = sampleReplies()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <GuestListTab rsvps={replies} />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The first cells (household name and phone) of the rows shown. */
export const shownNames = () => screen.queryAllByTestId("household-row").map((row) => within(row).getAllByRole("rowheader")[0]!.textContent);
export const rowOf = (name: string) => screen.getAllByTestId("household-row").find((row) => row.textContent?.includes(name))!;

/** Picks `label` in the Radix Select named `name` (within `scope`). */
export async function pick(name: string, label: string, scope: HTMLElement = document.body) {
  const trigger = within(scope).getByRole("combobox", { name });
  fireEvent.keyDown(trigger, { key: "ArrowDown" });
  fireEvent.click(await screen.findByRole("option", { name: label }));
  await waitFor(() => expect(trigger.textContent).toBe(label));
}
