import { z } from "@medusajs/framework/zod"
import { page } from "../../utils/validators"

export const AdminChainWatchQuery = z.object(page)
export type AdminChainWatchQueryType = z.infer<typeof AdminChainWatchQuery>
