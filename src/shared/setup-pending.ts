/** What a guest reads before the couple has finished the first-run setup (server refusals and the guest page). */
export const SETUP_PENDING_MESSAGE = "This wedding's website is being prepared. Replies open once the couple has finished setting it up; please check back soon.";
export const SETUP_PENDING_TITLE = "This wedding's website is being prepared";
export const SETUP_PENDING_LINE = "Please check back soon.";
