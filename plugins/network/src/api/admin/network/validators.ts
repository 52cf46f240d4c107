import { z } from "@medusajs/framework/zod"

export const AdminTreeQuery = z.object({
  root: z.string().trim().min(1).max(64).optional(),
  depth: z.coerce.number().int().min(1).max(5).default(1),
})
export type AdminTreeQueryType = z.infer<typeof AdminTreeQuery>

export const AdminSearchQuery = z.object({
  q: z.string().trim().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type AdminSearchQueryType = z.infer<typeof AdminSearchQuery>
