import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The uplines' levels an activation's bonuses were computed with (checked after the network applies it). */
export class Migration20261122155000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reward_activation" add column if not exists "levels" jsonb not null default '{}';`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "reward_activation" drop column if exists "levels";`
    )
  }
}
