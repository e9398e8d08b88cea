/** What a guest reads before the couple has finished the first-run setup (server refusals and the guest page). */
export const SETUP_PENDING_MESSAGE =
  "This wedding's website is being prepared. Replies open once the couple has finished setting it up; please check back soon.";
export const SETUP_PENDING_TITLE = "This wedding's website is being prepared";
export const SETUP_PENDING_LINE = "Please check back soon.";
/** The element the server adds to a page while setup is not done (src/server/page-shell.tsx). */
export const SITE_PREPARING_ID = "site-preparing";
