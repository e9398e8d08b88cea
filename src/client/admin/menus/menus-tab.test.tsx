// @vitest-environment jsdom
/** Menu Management against a mocked network (msw): the four load-error toasts, dish groups in spec order, meals outside day menus, day menu save failure. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss, toast } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { groupDishes } from "./meal-panel";
import { MenusTab } from "./menus-tab";

vi.mock("../../ui/use-toast", async (importOriginal) => {
  const mod = await importOriginal<typeof import("../../ui/use-toast")>();
  return { ...mod, toast: vi.fn(mod.toast) };
});

const net = trpcMock();
const server = setupServer(...net.handlers);
const toasted = () => vi.mocked(toast).mock.calls.map(([t]) => t);
const failed = (description: string) => ({ title: "Error", description, variant: "destructive" });

let dishId = 0;
const dish = (name: string, subcategory: string | null) => ({
  id: ++dishId,
  menuId: 1,
  name,
  cuisineType: null,
  dietaryType: "vegetarian",
  specialNotes: null,
  subcategory,
  displayOrder: dishId,
});
const meal = (id: number, dayMenuId: number | null, title: string, dishes: unknown[] = []) => ({
  id,
  dayMenuId,
  title,
  day: 1,
  mealType: "lunch",
  servingTime: null,
  description: null,
  notes: null,
  servedAtEventId: null,
  dishes,
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  // Radix Select scrolls to and captures the pointer on its items; jsdom has neither.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  vi.mocked(toast).mockClear();
  net.calls.length = 0;
  Object.assign(net.answers, {
    "guest.weddingDetails": { data: { weddingDate: "2025-11-07T10:30:00.000Z" } },
    "admin.dayMenus": { data: [] },
    "admin.meals": { data: [] },
    "admin.menuCategories": { data: [] },
    "admin.menuItems": { data: [] },
    "guest.timelineEvents": { data: [{ id: 31, day: 2, eventName: "Sangeet", time: "8:00 PM", asksAttendance: true }] },
  });
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

function renderTab() {
  render(
    <QueryClientProvider client={queryClient}>
      <MenusTab />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("menu load errors", () => {
  it.each([
    ["admin.dayMenus", "Failed to fetch day menus"],
    ["admin.meals", "Failed to fetch menus"],
    ["admin.menuCategories", "Failed to fetch categories"],
    ["admin.menuItems", "Failed to fetch menu items"],
  ])("%s failing toasts %j once", async (path, message) => {
    net.answers[path] = serverError();
    renderTab();
    await waitFor(() => expect(toasted()).toEqual([failed(message)]));
    expect(await screen.findByText(message, { selector: "li *" })).toBeTruthy(); // the toast itself is on screen
    expect(net.callsTo(path)).toHaveLength(1);
  });
});

describe("dishes and meals", () => {
  it("groups dishes in the spec's subcategory order, unlisted names after, Other Items last", () => {
    const groups = groupDishes([
      dish("Gulab Jamun", "Desserts"),
      dish("Papad", null),
      dish("Chef's Surprise", "Specials"),
      dish("Lassi", "Beverages"),
      dish("Tikka", "Starters"),
      dish("Naan", "Breads"),
    ] as never);
    expect(groups.map((g) => g.name)).toEqual(["Starters", "Breads", "Desserts", "Beverages", "Specials", "Other Items"]);
  });

  it("shows a day menu's dishes in that order, and lists meals outside any day menu", async () => {
    net.answers["admin.dayMenus"] = {
      data: [
        {
          id: 1,
          day: 1,
          title: "Mehendi Day",
          description: null,
          isPublished: false,
          menus: [
            meal(1, 1, "Lunch buffet", [dish("Kheer", "Desserts"), dish("Pickle", null), dish("Soup of the day", "Soups"), dish("Paneer Tikka", "Starters")]),
          ],
        },
      ],
    };
    net.answers["admin.meals"] = { data: [meal(1, 1, "Lunch buffet"), meal(2, null, "Old tea")] };
    renderTab();
    const panel = (await screen.findAllByTestId("meal-panel"))[0]!;
    const text = panel.textContent!;
    const at = (s: string) => text.indexOf(s);
    expect(at("Starters")).toBeLessThan(at("Soups"));
    expect(at("Soups")).toBeLessThan(at("Desserts"));
    expect(at("Desserts")).toBeLessThan(at("Other Items"));
    const card = await screen.findByTestId("unassigned-meals");
    expect(within(card).getByText("Meals without a day menu")).toBeTruthy();
    expect(within(card).getByText("Old tea")).toBeTruthy();
    expect(within(card).queryByText("Lunch buffet")).toBeNull();
    // Its edit form asks for a day menu; saving without one is refused before any call.
    fireEvent.click(within(card).getByRole("button", { name: "Edit meal Old tea" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Meal" }));
    expect(await within(dialog).findByText("Day menu is required")).toBeTruthy();
    expect(net.callsTo("admin.updateMeal")).toEqual([]);
  });
});

describe("a new meal in a day menu", () => {
  it("starts on that menu's day and saves it with that day", async () => {
    net.answers["admin.dayMenus"] = { data: [{ id: 7, day: 2, title: "Wedding Day", description: null, isPublished: false, menus: [] }] };
    net.answers["admin.createMeal"] = { data: { ...meal(9, 7, "Breakfast"), day: 2 } };
    renderTab();
    const card = await screen.findByRole("article", { name: "Wedding Day" });
    fireEvent.click(within(card).getByRole("button", { name: /Add Meal/ }));
    const dialog = await screen.findByRole("dialog");
    // The Day select shows the menu's day (8th Nov for a wedding on the 7th), not day 1.
    expect(within(dialog).getByRole("combobox", { name: "Day" }).textContent).toBe("8th Nov");
    fireEvent.change(within(dialog).getByLabelText("Meal title"), { target: { value: "Breakfast" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Meal" }));
    await waitFor(() => expect(net.callsTo("admin.createMeal")).toHaveLength(1));
    expect(net.callsTo("admin.createMeal")[0]).toMatchObject({ dayMenuId: 7, day: 2, title: "Breakfast" });
  });
});

describe("the function a meal is served at", () => {
  it("is chosen from the timeline and saved with the meal", async () => {
    net.answers["admin.dayMenus"] = { data: [{ id: 7, day: 2, title: "Wedding Day", description: null, isPublished: false, menus: [] }] };
    net.answers["admin.createMeal"] = { data: { ...meal(9, 7, "Sangeet Dinner"), day: 2 } };
    renderTab();
    const card = await screen.findByRole("article", { name: "Wedding Day" });
    fireEvent.click(within(card).getByRole("button", { name: /Add Meal/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Meal title"), { target: { value: "Sangeet Dinner" } });
    const servedAt = within(dialog).getByRole("combobox", { name: "Served at (optional)" });
    expect(servedAt.textContent).toMatch(/No particular function/);
    fireEvent.keyDown(servedAt, { key: "ArrowDown" });
    fireEvent.click(await screen.findByRole("option", { name: "8th Nov: Sangeet, 8:00 PM" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Meal" }));
    await waitFor(() => expect(net.callsTo("admin.createMeal")).toHaveLength(1));
    expect(net.callsTo("admin.createMeal")[0]).toMatchObject({ dayMenuId: 7, title: "Sangeet Dinner", servedAtEventId: 31 });
    await waitFor(() => expect(toasted()).toContainEqual(expect.objectContaining({ title: "Menu Created" })));
  });
});

describe("day menu save", () => {
  it('says "Failed to save day menu. Please try again." whatever the failure', async () => {
    net.answers["admin.createDayMenu"] = serverError("Day must be between 1 and 10", 400, "BAD_REQUEST");
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: /Add Day Menu/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Mehendi Day" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Day Menu" }));
    await waitFor(() => expect(toasted()).toEqual([failed("Failed to save day menu. Please try again.")]));
    expect(net.callsTo("admin.createDayMenu")).toEqual([{ day: 1, title: "Mehendi Day", description: null, isPublished: false }]);
  });

  it("says at the Day field that the day already has a menu (409), besides the toast", async () => {
    net.answers["admin.createDayMenu"] = serverError("Day 1 already has a menu. Edit that one instead.", 409, "CONFLICT");
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: /Add Day Menu/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Another menu" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Day Menu" }));
    expect(await within(dialog).findByText("Day 1 already has a menu. Edit that one instead.")).toBeTruthy();
    expect(toasted()).toEqual([failed("Failed to save day menu. Please try again.")]);
  });
});
