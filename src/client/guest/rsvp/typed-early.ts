/**
 * What the guest typed into the server-rendered reply form before the app took it over. React keeps the
 * page's fields as they are when it hydrates them, but the form library then sets each field to its starting
 * value: the form puts these back once it runs (reply-form.tsx), each in the field it was typed into.
 * Recorded from the app's start on (input and change events), and read from the fields for what came before.
 */
export const REPLY_FORM_SELECTOR = "form[data-reply-form]";

type Typed = string | boolean;
const typed = new Map<string, Typed>();
let recording = false;

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (el: EventTarget | null): el is FormField =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** A field's value as the form holds it; null for one it does not take back (files, unnamed controls). */
function valueOf(el: FormField): Typed | null {
  if (!el.name || !el.closest(REPLY_FORM_SELECTOR)) return null;
  if (el instanceof HTMLInputElement) {
    if (el.type === "file" || el.type === "hidden" || el.type === "submit") return null;
    // A box of a group posting its value (a person's celebrations) belongs to a list the form keeps itself.
    if (el.type === "checkbox") return el.value === "on" ? el.checked : null;
    if (el.type === "radio") return el.checked ? el.value : null;
  }
  return el.value;
}

/** The field differs from what the server drew. */
function changed(el: FormField): boolean {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

function note(el: EventTarget | null) {
  if (!isField(el)) return;
  const value = valueOf(el);
  if (value !== null) typed.set(el.name, value);
}

/** Starts recording (the app calls it before it hydrates), keeping what was typed before the script ran. */
export function recordTypingBeforeApp() {
  if (recording) return;
  recording = true;
  for (const el of document.querySelectorAll<FormField>(`${REPLY_FORM_SELECTOR} :is(input, select, textarea)`)) if (changed(el)) note(el);
  document.addEventListener("input", onEvent, true);
  document.addEventListener("change", onEvent, true);
}

function onEvent(event: Event) {
  note(event.target);
}

/** What was typed, by field name, once; stops recording (the form's own handlers take over). */
export function takeTypedBeforeApp(): Map<string, Typed> {
  document.removeEventListener("input", onEvent, true);
  document.removeEventListener("change", onEvent, true);
  recording = false;
  const taken = new Map(typed);
  typed.clear();
  return taken;
}
