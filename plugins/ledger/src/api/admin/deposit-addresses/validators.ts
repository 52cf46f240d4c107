import { z } from "@medusajs/framework/zod"
import { page } from "../../utils/validators"

export const AdminDepositAddressesQuery = z.object({
  member: z.string().trim().min(1).max(64).optional(),
  ...page,
})
export type AdminDepositAddressesQueryType = z.infer<
  typeof AdminDepositAddressesQuery
>
