import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The network's read contract for the ledger's verify (`volumes_match_activations`): each member's volumes and placement path, never `network_node`
 * itself, so the table can change as long as the view keeps its columns.
 *
 * Columns: `member_id`, `path` (the member's placement ancestors, root first),
 * `own_volume` (its completed activations), `volume` (its team's: the own volumes
 * of its placement subtree, itself excluded).
 */
export class Migration20261226061600 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "network_member_volumes" as
      select member_id, path, own_volume, volume from "network_node";`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "network_member_volumes";`)
  }
}
