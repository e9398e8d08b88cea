/** The element holding the answers a server-rendered page was drawn from (JSON, never executable). */
export const PAGE_STATE_ID = "page-state";

/** Beside the answers: when the server drew the page, so parts that show the time hydrate with the same text. */
export interface PageDrawing {
  drawnAt: number;
}
