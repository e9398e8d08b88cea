/**
 * zod 4 probes `new Function("")` before its first object check to decide whether to compile checks; the page's
 * CSP (no 'unsafe-eval') blocks that and the browser reports a violation. Interpreted checks are plenty for a
 * form, so the probe never runs. Imported first by each chunk that checks with zod (the dashboard page, the
 * setup page, the RSVP form's validation).
 */
import { config } from "zod";

config({ jitless: true });
