/** The team (issue 17): GET/POST /api/admin/team, PUT/DELETE /api/admin/team/:id, owner only. */
import { z } from "zod";
import { PHONE_DIGITS } from "../constants";
import { ROLES } from "../roles";
import { CONTROL_MESSAGES, numberish, requiredText } from "./common";

export const TEAM_MESSAGES = {
  lastOwner: "The team needs at least one owner. Make someone else an owner first.",
  phoneTaken: "This number is already on the team.",
  notFound: "This team member no longer exists.",
  role: "Choose a role: owner, planner or desk",
} as const;

const zTeamPhone = z
  .string({ error: `Phone number must be exactly ${PHONE_DIGITS} digits` })
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), `Phone number must be exactly ${PHONE_DIGITS} digits`));
const zRole = z.enum(ROLES, { error: TEAM_MESSAGES.role });

export const ZTeamMember = z.object({
  id: z.number(),
  phoneNumber: z.string(),
  name: z.string(),
  role: zRole,
  createdAt: z.string(),
});
export type TeamMemberView = z.infer<typeof ZTeamMember>;
export const ZTeamList = z.array(ZTeamMember);

export const ZTeamMemberInput = z.object({
  phoneNumber: zTeamPhone,
  name: requiredText("Name is required", undefined, CONTROL_MESSAGES.name),
  role: zRole,
});
export type TeamMemberInput = z.input<typeof ZTeamMemberInput>;

const zTeamId = numberish(z.number({ error: "Team member id must be a number" }).int().positive());
export const ZTeamIdInput = z.object({ id: zTeamId });
/** PUT: any of the fields; the number, name or role left out stays. */
export const ZTeamUpdateInput = ZTeamMemberInput.partial().extend({ id: zTeamId });
