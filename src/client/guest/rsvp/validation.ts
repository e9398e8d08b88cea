/**
 * The reply's validation: zod and the shared schema, its own chunk. The form takes typing without it and
 * fetches it once it is on screen; the first check (on submit) waits for it if it is still on its way
 * (issue 18: the form accepts typing sooner on a weak signal).
 */
import "../../zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZRsvpSubmission } from "../../../shared/schemas/rsvp";

export const rsvpSchemaResolver = zodResolver(ZRsvpSubmission);
