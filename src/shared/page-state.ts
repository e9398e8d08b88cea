/** The element holding the answers a server-rendered page was drawn from (JSON, never executable). */
export const PAGE_STATE_ID = "page-state";
