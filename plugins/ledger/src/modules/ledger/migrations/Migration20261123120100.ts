import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Four eyes: a balance adjustment above the plan's `limits.adjustment_review` waits
 * here for a second staff member. The row is its own audit record (who asked, who
 * decided, when, and the adjustment the approval made).
 */
export class Migration20261123120100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "ledger_adjustment_request" (
      "id" text not null primary key,
      "member_id" text not null,
      "asset" text not null check ("asset" in ('USDT','UUC','POINTS')),
      "direction" text not null check ("direction" in ('increase','reduce')),
      "amount" numeric(38,8) not null check ("amount" > 0),
      "usd_value" numeric(38,8) not null,
      "reason" text not null,
      "requested_by" text not null,
      "status" text not null default 'pending' check ("status" in ('pending','approved','rejected')),
      "reviewed_by" text null,
      "reviewed_at" timestamptz null,
      "reject_reason" text null,
      "adjustment_id" text null references "ledger_adjustment" ("id"),
      "created_at" timestamptz not null default now(),
      check ("status" = 'pending' or ("reviewed_by" is not null and "reviewed_by" <> "requested_by"))
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_adjustment_request_status" ON "ledger_adjustment_request" ("status", "created_at" desc);`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ledger_adjustment_request";`)
  }
}
