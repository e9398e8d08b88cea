/**
 * False while a page is drawn on the server and while the browser hydrates that drawing, true from then on
 * (and at once for a page the browser draws itself). Parts that differ without JavaScript (a form that must
 * work as plain HTML) render the server's way first, so hydration finds the same markup.
 */
import { useSyncExternalStore } from "react";

const never = () => () => undefined;

export const useClientRendered = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
