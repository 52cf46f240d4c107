import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The network's read contract for other modules: members and rewards read each
 * member's place and effective levels from this view, never from `network_node`, so
 * the table can change as long as the view keeps its columns (lib/sql.ts documents
 * them as `NetworkMemberLevel`).
 */
export class Migration20261123211000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "network_member_levels" as
      select member_id, sponsor_id, parent_id, depth, card, active,
        coalesce(star_level_pinned, star_level_auto) as star_level,
        coalesce(team_level_pinned, team_level_auto) as team_level,
        star_level_pinned, team_level_pinned,
        size - 1 as team_size, direct_count, created_at
      from "network_node";`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "network_member_levels";`)
  }
}
