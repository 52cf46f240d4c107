import { z } from "@medusajs/framework/zod"

export const StoreTeamQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type StoreTeamQueryType = z.infer<typeof StoreTeamQuery>

export const StoreTeamTreeQuery = z.object({
  root: z.string().trim().min(1).max(64).optional(),
})
export type StoreTeamTreeQueryType = z.infer<typeof StoreTeamTreeQuery>
