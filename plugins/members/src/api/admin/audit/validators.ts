import { z } from "@medusajs/framework/zod"

const auditDate = z.coerce.date({ error: "invalid_data" })
export const AdminAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  actor_id: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  target_type: z.string().trim().min(1).max(50).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  from: auditDate.optional(),
  to: auditDate.optional(),
})
export type AdminAuditQueryType = z.infer<typeof AdminAuditQuery>
