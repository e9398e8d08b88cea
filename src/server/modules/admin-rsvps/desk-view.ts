/**
 * The replies as a desk session reads them (issue 17): the desk never opens ID documents, so their paths never
 * leave the server for it. Each stored proof becomes ID_ON_FILE, keeping the field's shape so "ID uploaded",
 * the ID-missing filter and the rooming list's "on file" still work. The guest's private edit link would let the
 * desk change a reply, which it may not: it gets an empty string in its place (its link actions are hidden).
 */
import { ID_ON_FILE } from "../../../shared/id-proof";
import { type Role, roleAllows } from "../../../shared/roles";
import type { Rsvp } from "../../../shared/schemas/rsvp";

const masked = (idProofUrl: string | null) => (idProofUrl?.split("|").some((p) => p.trim()) ? ID_ON_FILE : null);

/** Replies unchanged for planners and owners; document paths replaced by a marker for the desk. */
export function rsvpsForRole(rsvps: Rsvp[], role: Role): Rsvp[] {
  if (roleAllows(role, "planner")) return rsvps;
  return rsvps.map((r) => ({
    ...r,
    idProofUrl: masked(r.idProofUrl),
    editUrl: "",
    familyMembers: r.familyMembers.map((m) => ({ ...m, idProofUrl: masked(m.idProofUrl) })),
  }));
}
