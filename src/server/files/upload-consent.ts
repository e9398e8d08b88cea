/**
 * The guest's consent to an ID upload (issue 17, item 4): the form sends `?consent=yes` on the upload's address
 * once "I agree that the couple may share this document with the hotel for check-in" is ticked. It rides in the
 * query, not in the multipart body, so a refusal comes before a single byte of the file is read or stored.
 */
import type { FastifyRequest } from "fastify";
import { ID_CONSENT_LABEL } from "../../shared/schemas/rsvp";

export const CONSENT_PARAM = "consent";
export const CONSENT_MESSAGE = `Please tick "${ID_CONSENT_LABEL}" before uploading an ID document.`;

/** True when the upload's address says the guest agreed. */
export function hasUploadConsent(req: FastifyRequest): boolean {
  const query = req.query as Record<string, unknown> | undefined;
  return query?.[CONSENT_PARAM] === "yes";
}
