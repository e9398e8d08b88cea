/**
 * The offline copy, seen from the page: the app registers the service worker (src/worker/service-worker.ts)
 * once a guest page has loaded and settled, so installing it never competes with the first paint on a weak
 * signal; and while the phone is offline a guest page says when what it shows was saved.
 */
import { dateFormat } from "../../shared/date-format";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { pageOf } from "../../shared/pages";
import { trpc } from "../trpc";

export const SERVICE_WORKER_URL = "/service-worker.js";
/** Page path → when it last showed with a connection (ISO). */
const SAVED_KEY = "offlineSavedAt";
/** After the page's load event: the worker's install fetches the pages' other files, after the guest's own. */
const REGISTER_DELAY_MS = 2000;

export function registerOfflineCopy() {
  if (!("serviceWorker" in navigator) || pageOf(location.pathname)?.offline !== true) return;
  const register = () =>
    setTimeout(() => {
      // Without it the site works as before, only not offline (a private window, a browser that refuses).
      navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
    }, REGISTER_DELAY_MS);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}

function savedTimes(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SAVED_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function rememberSaved(pathname: string, at: Date) {
  try {
    localStorage.setItem(SAVED_KEY, JSON.stringify({ ...savedTimes(), [pathname]: at.toISOString() }));
  } catch {
    // Storage full or refused: the note then says only that the phone is offline.
  }
}

/** Forgets when these pages were saved ("Forget this phone": their addresses carry a household's token). */
export function forgetSavedTimes(pathnames: string[]) {
  try {
    const kept = Object.entries(savedTimes()).filter(([p]) => !pathnames.includes(p));
    localStorage.setItem(SAVED_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Nothing stored that could be removed.
  }
}

const subscribe = (onChange: () => void) => {
  addEventListener("online", onChange);
  addEventListener("offline", onChange);
  return () => {
    removeEventListener("online", onChange);
    removeEventListener("offline", onChange);
  };
};
const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** "7 Nov, 2:05 pm IST": the venue's clock, named. */
export function savedOnText(at: Date, timeZone = "Asia/Kolkata"): string {
  return dateFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(at);
}

/** "Saved on 7 Nov, 2:05 pm IST — you are offline", on a guest page while the phone has no connection. */
export function OfflineNote({ pathname }: { pathname: string }) {
  const online = useOnline();
  const timeZone = useQuery(trpc.guest.weddingDetails.queryOptions()).data?.timeZone;
  const offlinePage = pageOf(pathname)?.offline === true;
  useEffect(() => {
    if (online && offlinePage) rememberSaved(pathname, new Date());
  }, [online, offlinePage, pathname]);
  if (online || !offlinePage) return null;
  const saved = savedTimes()[pathname] ?? Object.values(savedTimes()).sort().at(-1);
  return (
    <p
      role="status"
      className="fixed inset-x-0 top-14 z-40 bg-ink/95 px-4 py-1.5 text-center text-sm text-white shadow-sm print:hidden"
      data-testid="offline-note"
    >
      {saved ? `Saved on ${savedOnText(new Date(saved), timeZone)} — you are offline` : "You are offline"}
    </p>
  );
}
