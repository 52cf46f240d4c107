import { z } from "@medusajs/framework/zod"
import { address, chain, secondaryPassword } from "../../utils/validators"

export const AdminChainAddress = z.object({
  chain,
  address,
  secondary_password: secondaryPassword,
})
export type AdminChainAddressType = z.infer<typeof AdminChainAddress>

export const AdminChainAddressesQuery = z.object({
  history: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
})
export type AdminChainAddressesQueryType = z.infer<
  typeof AdminChainAddressesQuery
>
