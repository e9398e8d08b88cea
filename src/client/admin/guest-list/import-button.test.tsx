// @vitest-environment jsdom
/**
 * The guest-list import dialog against a mocked network (msw answers the REST import and the tRPC reads): the
 * preview after an upload, a changed column read again with the mapping, an un-ticked merge sent as
 * merge:false, the result and the list re-read, the server's sentences shown, and no button for the desk.
 */
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES, type ImportPreview, type ImportResult, type ImportRow } from "../../../shared/schemas/household-import";
import { queryClient, trpc } from "../../trpc";
import { useAdminRole } from "../use-role";
import { sessionOf, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { ImportGuestListButton } from "./import-button";

const net = trpcMock();

interface Sent {
  dryRun: boolean;
  /** The file's bytes as text (msw's XMLHttpRequest bridge in jsdom drops the part's file name; a browser sends it). */
  file: string;
  mapping: unknown;
  duplicates: unknown;
}
let sent: Sent[];
/** What the import route answers next: a function of what was sent. */
let answer: (s: Sent) => Response;

const server = setupServer(
  ...net.handlers,
  http.post("*/api/admin/households/import", async ({ request }) => {
    const form = await request.formData();
    const field = (name: string) => (typeof form.get(name) === "string" ? JSON.parse(form.get(name) as string) : undefined);
    const file = form.get("file") as File | null;
    const s = {
      dryRun: new URL(request.url).searchParams.get("dryRun") === "1",
      file: (await file?.text()) ?? "",
      mapping: field("mapping"),
      duplicates: field("duplicates"),
    };
    sent.push(s);
    return answer(s);
  }),
);

const row = (sheet: string, line: number, name: string, phone: string | null, more: Partial<ImportRow> = {}): ImportRow => ({
  ref: `${sheet}!${line}`,
  sheet,
  line,
  name,
  phone,
  side: "bride",
  tags: [],
  seats: 2,
  guests: [],
  events: null,
  language: "en",
  notes: null,
  existingId: null,
  ...more,
});

const BRIDE = { name: "Family", phone: "Mobile", side: "Side", tags: null, seats: "Pax", events: "Functions", guests: null, language: null, notes: null };
const GROOM_UNMAPPED = { name: "Name", phone: null, side: null, tags: null, seats: null, events: null, guests: null, language: null, notes: null };

function preview(groomPhones: boolean): ImportPreview {
  return {
    rows: [
      row("Bride side", 2, "Sharma family (Delhi)", "+919876543210", { events: [1, 2] }),
      row("Bride side", 3, "SHARMA FAMILY (DELHI)", "+919876543210", { events: [] }),
      row("Bride side", 4, "Gupta ji", null, { notes: "No phone number; imported without one." }),
      row("Bride side", 5, "Mehta family", "+919811122233", { existingId: 7 }),
      row("Groom side", 2, "Verma family", groomPhones ? "+919988776655" : null, { side: "groom" }),
    ],
    errors: [
      { ref: "Bride side!4", sheet: "Bride side", line: 4, message: IMPORT_MESSAGES.noPhone("") },
      { ref: "Bride side!5", sheet: "Bride side", line: 5, message: IMPORT_MESSAGES.existing },
      ...(groomPhones ? [] : [{ ref: "Groom side!2", sheet: "Groom side", line: 2, message: IMPORT_MESSAGES.noPhone("") }]),
    ],
    duplicates: [{ key: "Bride side!2,Bride side!3", reason: "phone", refs: ["Bride side!2", "Bride side!3"], merge: true }],
    mapping: { "Bride side": BRIDE, "Groom side": groomPhones ? { ...GROOM_UNMAPPED, phone: "Cell no" } : GROOM_UNMAPPED },
    headers: { "Bride side": ["Family", "Mobile", "Side", "Pax", "Functions"], "Groom side": ["Name", "Cell no", "City"] },
  };
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const RESULT: ImportResult = {
  created: 3,
  merged: 1,
  skipped: 1,
  errors: [{ ref: "Bride side!4", sheet: "Bride side", line: 4, message: IMPORT_MESSAGES.noPhone("") }],
};

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
  sent = [];
  net.answers["auth.verifySession"] = sessionOf("planner");
  net.answers["guest.timelineEvents"] = {
    data: [
      { id: 1, eventName: "Haldi" },
      { id: 2, eventName: "Reception" },
    ],
  };
  net.answers["admin.households"] = { data: [] };
  answer = (s) => (s.dryRun ? json(preview(Boolean(s.mapping))) : json(RESULT));
});
afterEach(() => cleanup());

/** The list the Guest List tab shows, so its re-read after an import can be seen. */
function HouseholdsList() {
  useQuery(trpc.admin.households.queryOptions());
  return <p>Role: {useAdminRole()}</p>;
}

function renderButton() {
  return render(
    <QueryClientProvider client={queryClient}>
      <HouseholdsList />
      <ImportGuestListButton />
    </QueryClientProvider>,
  );
}

async function openAndUpload(name = "guests.xlsx") {
  renderButton();
  fireEvent.click(await screen.findByRole("button", { name: "Import spreadsheet" }));
  const dialog = await screen.findByRole("dialog", { name: "Import the guest list" });
  const file = new File([WORKBOOK], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
  fireEvent.change(within(dialog).getByLabelText("Choose a spreadsheet"), { target: { files: [file] } });
  return dialog;
}

const WORKBOOK = "PK fake workbook";
const summary = () => screen.getByTestId("import-summary").textContent;

/** Picks `label` in the Radix select named `name`. */
async function pick(name: string, label: string) {
  const select = screen.getByRole("combobox", { name });
  fireEvent.keyDown(select, { key: "ArrowDown" });
  fireEvent.click(await screen.findByRole("option", { name: label }));
}

describe("Import spreadsheet", () => {
  it("shows nothing to the desk, which cannot import", async () => {
    net.answers["auth.verifySession"] = sessionOf("desk");
    renderButton();
    // Once the role is known (rendered in the same pass as the button would be).
    await screen.findByText("Role: desk");
    expect(screen.queryByRole("button", { name: "Import spreadsheet" })).toBeNull();
  });

  it("sends the chosen file as a dry run and shows the rows, the columns, the merges and the notes", async () => {
    const dialog = await openAndUpload();
    await within(dialog).findByRole("region", { name: "Rows to import" });
    expect(sent).toEqual([{ dryRun: true, file: WORKBOOK, mapping: undefined, duplicates: undefined }]);
    // 4 new rows, the two Sharma rows as one: 3 to create; Mehta already on the list.
    expect(summary()).toBe("3 households to create, 1 merge, 1 skipped, 3 notes");
    const table = within(dialog).getByRole("region", { name: "Rows to import" });
    await within(table).findByText("Haldi, Reception");
    const lines = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(lines).toEqual([
      "RowNamePhoneSideSeatsFunctionsNotes",
      "Bride side!2Sharma family (Delhi)98765 43210Bride2Haldi, Reception",
      "Bride side!3SHARMA FAMILY (DELHI)98765 43210Bride2None",
      "Bride side!4Gupta ji—Bride2AllNo phone number; imported without one.",
      "Bride side!5Mehta familyAlready on the list, skipped98111 22233Bride2All",
      "Groom side!2Verma family—Groom2All",
    ]);
    expect((screen.getByRole("combobox", { name: "Phone column, Bride side" }) as HTMLElement).textContent).toBe("Mobile");
    expect((screen.getByRole("combobox", { name: "Phone column, Groom side" }) as HTMLElement).textContent).toBe("— none —");
    const merge = within(dialog).getByRole("listitem", { name: "Same phone number: Sharma family (Delhi), SHARMA FAMILY (DELHI)" });
    expect(within(merge).getByRole("checkbox", { name: "Merge into one household" }).getAttribute("aria-checked")).toBe("true");
    const notes = within(dialog).getByRole("list", { name: "Notes on rows" });
    expect(within(notes).getAllByRole("listitem")[0]!.textContent).toBe("Bride side, line 4: No phone number; imported without one.");
    expect(within(dialog).getByRole("button", { name: "Import 3 households" })).toBeTruthy();
    // The focus stays in the dialog: on the summary, then on the file field again after "Choose another file".
    expect(document.activeElement).toBe(screen.getByTestId("import-summary"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose another file" }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText("Choose a spreadsheet")));
  });

  it("reads the kept file again with the mapping when a column is changed", async () => {
    const dialog = await openAndUpload();
    await within(dialog).findByRole("region", { name: "Rows to import" });
    await pick("Phone column, Groom side", "Cell no");
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      dryRun: true,
      file: WORKBOOK,
      mapping: { "Bride side": BRIDE, "Groom side": { ...GROOM_UNMAPPED, phone: "Cell no" } },
      duplicates: undefined,
    });
    await waitFor(() => expect(within(dialog).getByText("99887 76655")).toBeTruthy());
    expect(summary()).toBe("3 households to create, 1 merge, 1 skipped, 2 notes");
    expect((screen.getByRole("combobox", { name: "Phone column, Groom side" }) as HTMLElement).textContent).toBe("Cell no");
  });

  it("imports with an un-ticked merge sent as merge:false, shows the result, and Done closes and re-reads the list", async () => {
    const dialog = await openAndUpload();
    await within(dialog).findByRole("region", { name: "Rows to import" });
    const merge = within(dialog).getByRole("listitem", { name: /^Same phone number/ });
    fireEvent.click(within(merge).getByRole("checkbox", { name: "Merge into one household" }));
    expect(summary()).toBe("4 households to create, 0 merges, 1 skipped, 3 notes");
    expect(within(merge).getByText("Imported as 2 separate households.")).toBeTruthy();
    const listReads = net.callsTo("admin.households").length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Import 4 households" }));
    expect(await screen.findByText("Imported 3 households (1 merged), 1 skipped")).toBeTruthy();
    expect(sent[1]).toEqual({
      dryRun: false,
      file: WORKBOOK,
      mapping: preview(false).mapping,
      duplicates: [{ key: "Bride side!2,Bride side!3", merge: false }],
    });
    expect(screen.getByRole("dialog", { name: "Guest list imported" }).textContent).toContain("Bride side, line 4: No phone number; imported without one.");
    // The list is re-read once the result has been seen and the dialog closed.
    expect(net.callsTo("admin.households").length).toBe(listReads);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(net.callsTo("admin.households").length).toBe(listReads + 1));
  });

  it("shows the server's sentence when it refuses the file, and lets the planner choose another", async () => {
    answer = () => json({ message: IMPORT_MESSAGES.unreadable }, 400);
    const dialog = await openAndUpload();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(IMPORT_MESSAGES.unreadable);
    answer = () => json({ message: IMPORT_MESSAGES.tooLarge }, 413);
    fireEvent.change(within(dialog).getByLabelText("Choose a spreadsheet"), { target: { files: [new File(["x"], "big.csv", { type: "text/csv" })] } });
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(IMPORT_MESSAGES.tooLarge));
  });

  it("refuses a file that is not .xlsx or .csv before sending it", async () => {
    const dialog = await openAndUpload("guests.pdf");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(IMPORT_MESSAGES.badType);
    expect(sent).toEqual([]);
  });

  it("says so in a sentence when the server fails or cannot be reached, keeping the preview for another try", async () => {
    const dialog = await openAndUpload();
    await within(dialog).findByRole("region", { name: "Rows to import" });
    answer = () => json({ message: "Internal Server Error" }, 500);
    fireEvent.click(within(dialog).getByRole("button", { name: "Import 3 households" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The spreadsheet could not be read just now. Please try again.");
    answer = () => HttpResponse.error();
    fireEvent.click(within(dialog).getByRole("button", { name: "Import 3 households" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Could not reach the server. Please check your connection and try again."));
    expect(within(dialog).getByRole("region", { name: "Rows to import" })).toBeTruthy();
  });
});
