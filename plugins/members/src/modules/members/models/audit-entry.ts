import { model } from "@medusajs/framework/utils"

/**
 * One staff action that changed a member, a staff profile or (written by another
 * plugin through `recordAudit`) anything else staff run: who (the admin user),
 * what, the values before and after, when (created_at). Rows are never updated.
 */
export const AuditEntry = model
  .define("audit_entry", {
    id: model.id({ prefix: "aud" }).primaryKey(),
    actor_id: model.text(),
    action: model.text(),
    target_type: model.text(),
    target_id: model.text(),
    before: model.json().nullable(),
    after: model.json().nullable(),
  })
  .indexes([
    { on: ["target_type", "target_id", "created_at"] },
    { on: ["created_at"] },
    { on: ["actor_id", "created_at"] },
  ])
