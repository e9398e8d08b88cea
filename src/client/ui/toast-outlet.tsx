/**
 * Where toasts show on every page. The toast list (Radix, ./toaster) is its own chunk, fetched when the first
 * toast is raised, so a guest on a weak signal never pays for it before they reply. That first toast is often
 * the one saying the connection failed, when the chunk cannot arrive either: then the toasts show as a plain
 * list (this file, in the first load) and the next toast tries the chunk again. A failed fetch never reaches
 * the router's error boundary, which would replace the page and the guest's typing.
 */
import { X } from "lucide-react";
import { type ComponentType, useEffect, useState } from "react";
import { TOAST_VIEWPORT_CLASS } from "./toast-viewport";
import { dismiss, type ToastData, useToasts } from "./use-toast";

type Loaded = ComponentType;
let toaster: Loaded | null = null;

/** The Radix list, or null when its chunk could not be fetched (this time). */
export function loadToaster(): Promise<Loaded | null> {
  return import("./toaster").then(
    (m) => (toaster = m.Toaster),
    () => null,
  );
}

const tone = {
  default: "border-line bg-white text-ink",
  success: "border-sage/40 bg-white text-ink",
  destructive: "border-nonveg/30 bg-[#fdf1f0] text-[#7f1d1d]",
};

/** The toasts without Radix: the same place and colours, announced politely, closed with a button. */
export function PlainToasts({ toasts }: { toasts: ToastData[] }) {
  const open = toasts.filter((t) => t.open);
  return (
    <div role="region" aria-label="Notifications" className={TOAST_VIEWPORT_CLASS}>
      <ol aria-live="polite" className="grid gap-2">
        {open.map((t) => (
          <li key={t.id} role="status" className={`relative grid gap-1 rounded-xl border p-4 pr-12 shadow-lg shadow-ink/10 ${tone[t.variant ?? "default"]}`}>
            <p className="text-sm font-semibold">{t.title}</p>
            {t.description && <p className="text-sm opacity-90">{t.description}</p>}
            <button
              type="button"
              aria-label="Close"
              onClick={() => dismiss(t.id)}
              // 44 x 44 px: a thumb closes it without hitting the text.
              className="absolute top-1 right-1 grid size-11 place-items-center rounded-md opacity-60 hover:opacity-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ToastOutlet() {
  const toasts = useToasts();
  const [Loaded, setLoaded] = useState<{ c: Loaded | null }>({ c: toaster });
  const [failed, setFailed] = useState(false);
  // A new toast (its id) is the moment to fetch the list, or to try again after a failure.
  const newest = toasts[0]?.id;
  useEffect(() => {
    if (Loaded.c || newest === undefined) return;
    let live = true;
    void loadToaster().then((c) => {
      if (!live) return;
      if (c) setLoaded({ c });
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [Loaded.c, newest]);
  if (Loaded.c) return <Loaded.c />;
  return failed ? <PlainToasts toasts={toasts} /> : null;
}
