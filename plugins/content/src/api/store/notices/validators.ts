import { z } from "@medusajs/framework/zod"
import { pagination } from "../../utils/validators"

export const StoreNoticesQuery = z.object({
  locale: z.string().max(20).optional(),
  ...pagination,
})
export type StoreNoticesQueryType = z.infer<typeof StoreNoticesQuery>
