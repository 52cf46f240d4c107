import { model } from "@medusajs/framework/utils"

/**
 * Operations already applied to the network (volume added, member activated),
 * keyed by the caller's operation id: a replay finds its key and changes nothing.
 * The tree itself (network_node) is plain SQL, see the migration: it is updated
 * set-wise along paths, which an ORM entity would only slow down.
 */
export const NetworkOperation = model.define("network_operation", {
  id: model.id({ prefix: "nwop" }).primaryKey(),
  key: model.text().unique(),
  kind: model.text(),
  member_id: model.text(),
})
