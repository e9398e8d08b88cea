/**
 * The /admin address and the RSVP list's filter, sort and view words. Apart from admin-list.ts because the
 * route's search check loads with every page, guest pages included: this stays small and admin-free.
 */
/** The RSVP list's filters, in the order their chips show. Several at once must all hold. */
export const RSVP_FILTERS = ["attending", "not-attending", "id-missing", "no-room", "has-travel", "no-travel", "not-on-list"] as const;
export type RsvpFilter = (typeof RSVP_FILTERS)[number];

export const RSVP_SORTS = ["name", "date", "party"] as const;
export type RsvpSort = (typeof RSVP_SORTS)[number];
export type SortDir = "asc" | "desc";

export const RSVP_VIEWS = ["cards", "table"] as const;
export type RsvpView = (typeof RSVP_VIEWS)[number];

/** Filters from the address: a list or a comma string; unknown words and repeats are dropped, the chips' order kept. */
export function parseFilters(value: unknown): RsvpFilter[] {
  const words = (Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : []).map((w) => String(w).trim().toLowerCase());
  return RSVP_FILTERS.filter((f) => words.includes(f));
}

export interface AdminSearch {
  tab?: string;
  view?: RsvpView;
  q?: string;
  filter?: string;
  /** Only replies where someone attends this function (a timeline event id). */
  fn?: number;
  /** Only replies arriving or leaving through this pickup point (its id). */
  point?: number;
  sort?: RsvpSort;
  dir?: "asc" | "desc";
  page?: number;
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined => (values.includes(v as T) ? (v as T) : undefined);

/**
 * The /admin address: `?tab=rsvps&view=table&q=kapoor&filter=attending,no-room&sort=party&dir=desc&page=2`.
 * Anything malformed is dropped rather than refused (an old bookmark still opens the dashboard).
 * The tab is any word here; the dashboard falls back to RSVPs for a tab it does not have.
 * Plain code, not zod: the route's search check loads with every page, guest pages included.
 */
export function parseAdminSearch(raw: Record<string, unknown>): AdminSearch {
  const out: AdminSearch = {};
  if (typeof raw.tab === "string" && /^[a-z-]{1,30}$/.test(raw.tab)) out.tab = raw.tab;
  const view = oneOf(RSVP_VIEWS, raw.view);
  if (view) out.view = view;
  // The router reads "123" as a number: a phone search stays text.
  if (typeof raw.q === "string" || typeof raw.q === "number") {
    const q = String(raw.q).slice(0, 200);
    if (q) out.q = q;
  }
  if (typeof raw.filter === "string" || Array.isArray(raw.filter)) {
    const filter = parseFilters(raw.filter).join(",");
    if (filter) out.filter = filter;
  }
  for (const key of ["fn", "point"] as const) {
    const id = typeof raw[key] === "number" || typeof raw[key] === "string" ? Number(raw[key]) : NaN;
    if (Number.isInteger(id) && id >= 1 && id <= 1_000_000_000) out[key] = id;
  }
  const sort = oneOf(RSVP_SORTS, raw.sort);
  if (sort) out.sort = sort;
  const dir = oneOf(["asc", "desc"] as const, raw.dir);
  if (dir) out.dir = dir;
  const page = typeof raw.page === "number" || typeof raw.page === "string" ? Number(raw.page) : NaN;
  if (Number.isInteger(page) && page >= 2 && page <= 100_000) out.page = page;
  return out;
}
