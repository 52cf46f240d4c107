import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Settlement delay (plan `settlement.delay_hours`): bonuses wait as pending_settlement. */
export class Migration20261122162000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reward_bonus" drop constraint if exists "reward_bonus_status_check";`
    )
    this.addSql(
      `alter table "reward_bonus" add constraint "reward_bonus_status_check" check ("status" in ('settled','pending_settlement','pending_elimination','eliminated','clawed_back'));`
    )
    this.addSql(
      `create index if not exists "IDX_reward_bonus_pending_settlement" on "reward_bonus" ("activation_id") where "status" = 'pending_settlement';`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_reward_bonus_pending_settlement";`)
  }
}
