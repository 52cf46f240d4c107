import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122134310 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "guide_entry" drop constraint if exists "guide_entry_position_unique";`
    )
    this.addSql(`drop index if exists "IDX_guide_entry_position";`)

    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_guide_entry_position_unique" ON "guide_entry" ("position") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_guide_entry_position_unique";`)

    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_guide_entry_position" ON "guide_entry" ("position") WHERE deleted_at IS NULL;`
    )
  }
}
