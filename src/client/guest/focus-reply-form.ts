/**
 * After "RSVP Now": the form's first field (Full Name) takes the focus once it is in view, so a keyboard or
 * screen reader user lands where the reply starts. The form may still be on its way (its chunk, or the
 * smooth scroll), so this waits for the field to be there and wholly on screen, for a few seconds at most.
 * It never takes the focus from somewhere the guest has moved it meanwhile.
 */
export const FIRST_FIELD_SELECTOR = '#rsvp-section form input[name="primaryGuestName"]';
const GIVE_UP_MS = 8_000;

/** Starts waiting; the returned function stops waiting. */
export function focusFirstFieldWhenShown(giveUpMs = GIVE_UP_MS): () => void {
  const startedOn = document.activeElement;
  let seen: IntersectionObserver | null = null;
  let added: MutationObserver | null = null;
  const stop = () => {
    seen?.disconnect();
    added?.disconnect();
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, giveUpMs);
  const focusable = () => {
    const now = document.activeElement;
    return now === startedOn || now === document.body || now === null;
  };
  const watch = (field: HTMLInputElement) => {
    added?.disconnect();
    seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        stop();
        // The page is already where the guest wants it: no second scroll.
        if (focusable()) field.focus({ preventScroll: true });
      },
      { threshold: 1 },
    );
    seen.observe(field);
  };
  const field = document.querySelector<HTMLInputElement>(FIRST_FIELD_SELECTOR);
  if (field) watch(field);
  else {
    added = new MutationObserver(() => {
      const arrived = document.querySelector<HTMLInputElement>(FIRST_FIELD_SELECTOR);
      if (arrived) watch(arrived);
    });
    added.observe(document.getElementById("rsvp-section") ?? document.body, { childList: true, subtree: true });
  }
  return stop;
}
