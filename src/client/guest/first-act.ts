/**
 * The guest's first act on the page (a tap, a scroll, a key), listened for from the entry script on, so an
 * act made before the app has started still counts. The RSVP form's chunk waits for it (or for the guest
 * to near the form): a page nobody touches stays light on a weak signal (issue 18).
 */
const ACTS = ["pointerdown", "touchstart", "keydown", "scroll", "wheel"] as const;
let acted = false;
const waiting = new Set<() => void>();

function onAct() {
  if (acted) return;
  acted = true;
  for (const type of ACTS) window.removeEventListener(type, onAct, { capture: true });
  for (const fn of waiting) fn();
  waiting.clear();
}

/** Starts listening (the entry calls it at once). */
export function listenForFirstAct() {
  for (const type of ACTS) window.addEventListener(type, onAct, { capture: true, passive: true });
  window.addEventListener("click", onEarlyClick, { capture: true, passive: true });
}

/** Calls `fn` at the guest's first act (at once if it has happened); returns a function that stops waiting. */
export function onFirstAct(fn: () => void): () => void {
  if (acted) {
    fn();
    return () => undefined;
  }
  waiting.add(fn);
  return () => waiting.delete(fn);
}

/**
 * A tap on the server-painted "RSVP Now" (data-rsvp-now) before the app could answer it is kept, and answered
 * once the app has rendered (src/client/app.tsx). Until then the page is the painted hero alone: there is
 * nowhere else the guest could have gone.
 */
let earlyRsvpTap = false;
function onEarlyClick(event: Event) {
  if (event.target instanceof Element && event.target.closest("[data-rsvp-now]")) earlyRsvpTap = true;
}

/** True once if "RSVP Now" was tapped before the app started; stops listening (the live button answers from then on). */
export function takeEarlyRsvpTap(): boolean {
  window.removeEventListener("click", onEarlyClick, { capture: true });
  const tapped = earlyRsvpTap;
  earlyRsvpTap = false;
  return tapped;
}
