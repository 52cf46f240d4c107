import { z } from "@medusajs/framework/zod"
import { withoutSecret } from "../../utils/validators"

const level = z.number().int().min(0, "invalid_level").max(5, "invalid_level")
const levelFilter = z.coerce
  .number()
  .int()
  .min(0, "invalid_level")
  .max(5, "invalid_level")

export const AdminMembersQuery = z.object({
  q: z.string().trim().max(40).optional(),
  status: z.enum(["normal", "frozen"]).optional(),
  card: z.enum(["standard", "gold", "none"]).optional(),
  star_level: levelFilter.optional(),
  team_level: levelFilter.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type AdminMembersQueryType = z.infer<typeof AdminMembersQuery>

/**
 * `null` un-pins a level (the automatic value applies again). The staff secondary
 * password is checked by the route's step-up and is not stored.
 */
export const AdminUpdateMember = z
  .object({
    status: z.enum(["normal", "frozen"]).optional(),
    star_level: level.nullable().optional(),
    team_level: level.nullable().optional(),
    secondary_password: z.string().max(128).optional(),
  })
  .strict()
  .refine(
    (b) =>
      b.status !== undefined ||
      b.star_level !== undefined ||
      b.team_level !== undefined,
    { message: "nothing_to_change" }
  )
  .transform(withoutSecret)
export type AdminUpdateMemberType = z.infer<typeof AdminUpdateMember>

export const AdminImpersonate = z.object({
  secondary_password: z.string().min(1, "secondary_password_required").max(128),
})
export type AdminImpersonateType = z.infer<typeof AdminImpersonate>
