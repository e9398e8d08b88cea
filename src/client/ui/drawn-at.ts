/**
 * When the server drew the page (ms since 1970, from #page-state). A part that shows the time (the countdown)
 * hydrates with it, so the browser finds the server's text, and moves to the phone's own clock once it runs.
 */
import { createContext, useContext } from "react";

export const DrawnAt = createContext<number | null>(null);

export const useDrawnAt = () => useContext(DrawnAt);
