/**
 * The dashboard's address state (tab, RSVP view, search, filters, sort, page): read from and written to
 * the /admin search params, so a reload or the Back button keeps them. Outside a router (component tests)
 * the same state lives in memory.
 */
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type AdminSearch, RSVP_VIEWS, type RsvpView } from "../../../shared/admin-list";

export interface DashboardUrl {
  search: AdminSearch;
  /** Merges `patch` into the address; `replace` for typing (no history entry per key), a new entry otherwise. */
  set: (patch: Partial<AdminSearch>, opts?: { replace?: boolean }) => void;
}

/** Drops empty keys so the address stays short (`/admin?tab=rsvps&q=kapoor`). */
const clean = (s: AdminSearch): AdminSearch => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== "")) as AdminSearch;

/** The /admin route's search params. */
export function useRouterUrl(): DashboardUrl {
  const search = useSearch({ from: "/admin" });
  const navigate = useNavigate({ from: "/admin" });
  const set = useCallback<DashboardUrl["set"]>(
    (patch, opts) => void navigate({ search: (prev: AdminSearch) => clean({ ...prev, ...patch }), replace: opts?.replace ?? false }),
    [navigate],
  );
  return useMemo(() => ({ search, set }), [search, set]);
}

/** The same state without a router. */
export function useMemoryUrl(initial: AdminSearch = {}): DashboardUrl {
  const [search, setSearch] = useState<AdminSearch>(initial);
  const set = useCallback<DashboardUrl["set"]>((patch) => setSearch((prev) => clean({ ...prev, ...patch })), []);
  return useMemo(() => ({ search, set }), [search, set]);
}

export const VIEW_STORAGE_KEY = "adminRsvpView";

function storedView(): RsvpView | undefined {
  try {
    const v = localStorage.getItem(VIEW_STORAGE_KEY);
    return (RSVP_VIEWS as readonly string[]).includes(v ?? "") ? (v as RsvpView) : undefined;
  } catch {
    return undefined;
  }
}

/** Cards or table: the address wins, then the last choice on this device, then cards. */
export function useRsvpView(url: DashboardUrl): [RsvpView, (v: RsvpView) => void] {
  const [remembered] = useState(storedView);
  const view = url.search.view ?? remembered ?? "cards";
  const choose = useCallback(
    (v: RsvpView) => {
      try {
        localStorage.setItem(VIEW_STORAGE_KEY, v);
      } catch {
        // Private mode: the address still carries the choice.
      }
      url.set({ view: v, page: undefined });
    },
    [url],
  );
  return [view, choose];
}

/**
 * The search box's text: typed text shows at once and goes to the address (replace); a change of the address
 * from elsewhere (Back, Clear search) shows in the box. The address's own echoes of typing are recognised
 * so a fast typist never loses a letter.
 */
export function useSearchText(url: DashboardUrl): [string, (v: string) => void] {
  const q = url.search.q ?? "";
  const [text, setText] = useState(q);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(q);
    if (at >= 0) pending.current = pending.current.slice(at + 1);
    else {
      pending.current = [];
      setText(q);
    }
  }, [q]);
  const type = useCallback(
    (v: string) => {
      setText(v);
      pending.current.push(v.trim() ? v.slice(0, 200) : "");
      url.set({ q: v.trim() ? v.slice(0, 200) : undefined, page: undefined }, { replace: true });
    },
    [url],
  );
  return [text, type];
}
