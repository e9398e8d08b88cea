/** The signed-in team member's role, from the session check (auth.verifySession), and what it allows (shared rule). */
import { useQuery } from "@tanstack/react-query";
import { type Role, roleAllows } from "../../shared/roles";
import { trpc } from "../trpc";

/** The role, or null while unknown (nothing that needs a role shows until it is known). */
export function useAdminRole(): Role | null {
  const { data } = useQuery(trpc.auth.verifySession.queryOptions());
  return (data?.role as Role | undefined) ?? null;
}

export const useRoleAllows = (needed: Role) => roleAllows(useAdminRole(), needed);
