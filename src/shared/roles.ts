/**
 * The team's roles (issue 17), lowest first: one rule for the server's guards and the dashboard's hiding.
 * - desk: reads replies, rooms, headcounts and travel; assigns rooms and cars; no ID documents, no exports,
 *   no deletes, no content changes;
 * - planner: everything but the team and the ID purge;
 * - owner: everything.
 */
export const ROLES = ["desk", "planner", "owner"] as const;
export type Role = (typeof ROLES)[number];

/** What a call above the session's role answers (403). */
export const ROLE_MESSAGE = "Your role does not allow this.";

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", planner: "Planner", desk: "Desk" };

/** True when `role` may do what needs `needed` (desk < planner < owner). */
export function roleAllows(role: Role | null | undefined, needed: Role): boolean {
  if (!role) return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}
