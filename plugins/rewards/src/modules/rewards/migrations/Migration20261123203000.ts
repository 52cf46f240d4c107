import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Quarantine of a poison operation: a completion that fails
 * every time no longer blocks every later activation, refund and daily top (each
 * runs the reconciler first). The reconciler counts failed attempts and keeps the
 * last error; after a few, an activation becomes `stuck` (a planned refund keeps
 * its status and gets `stuck_at`) and is skipped until staff retry it.
 */
export class Migration20261123203000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reward_activation"
      add column if not exists "attempts" integer not null default 0,
      add column if not exists "last_error" text null,
      add column if not exists "stuck_at" timestamptz null;`)
    this.addSql(
      `alter table "reward_activation" drop constraint if exists "reward_activation_status_check";`
    )
    this.addSql(
      `alter table "reward_activation" add constraint "reward_activation_status_check" check ("status" in ('pending','completed','refunded','stuck'));`
    )
    this.addSql(`insert into "reward_state_transition" values
      ('activation', 'pending', 'stuck'), ('activation', 'stuck', 'completed')
      on conflict do nothing;`)
    this.addSql(
      `create index if not exists "IDX_reward_activation_stuck" on "reward_activation" ("stuck_at") where "stuck_at" is not null;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "reward_state_transition"
      where machine = 'activation' and 'stuck' in (from_status, to_status);`)
    this.addSql(`drop index if exists "IDX_reward_activation_stuck";`)
    this.addSql(
      `alter table "reward_activation" drop constraint if exists "reward_activation_status_check";`
    )
    this.addSql(
      `alter table "reward_activation" add constraint "reward_activation_status_check" check ("status" in ('pending','completed','refunded'));`
    )
    this.addSql(`alter table "reward_activation"
      drop column if exists "attempts", drop column if exists "last_error",
      drop column if exists "stuck_at";`)
  }
}
