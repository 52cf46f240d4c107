import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Staff roles (every staff profile there before roles existed is an owner), and an
 * audit log open to every kind of staff change, filtered by time and by actor.
 */
export class Migration20261123120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "staff_profile" add column if not exists "role" text check ("role" in ('owner', 'finance', 'support', 'content')) not null default 'owner';`
    )
    // The audit log takes every plugin's staff changes, not only members and staff.
    this.addSql(
      `alter table if exists "audit_entry" drop constraint if exists "audit_entry_target_type_check";`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_audit_entry_created_at" ON "audit_entry" ("created_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_audit_entry_actor_id_created_at" ON "audit_entry" ("actor_id", "created_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_audit_entry_actor_id_created_at";`)
    this.addSql(`drop index if exists "IDX_audit_entry_created_at";`)
    this.addSql(
      `alter table if exists "staff_profile" drop column if exists "role";`
    )
  }
}
