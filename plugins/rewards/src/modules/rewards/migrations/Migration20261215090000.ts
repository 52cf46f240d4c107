import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The loan status "transferring funds" (the product spec's
 * list): staff approval moves a loan pending → transferring in the transaction
 * that posts its card on credit and its `loan:<member>` receivable; the
 * activation's completion moves it transferring → passed (or repaid when nothing
 * is owed). The direct pending → passed move is no longer allowed. An open loan
 * (one per member) is pending, transferring or passed.
 */
export class Migration20261215090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reward_loan" drop constraint if exists "reward_loan_status_check";`
    )
    this
      .addSql(`alter table "reward_loan" add constraint "reward_loan_status_check"
      check ("status" in ('pending','rejected','transferring','passed','repaid'));`)
    this.addSql(`drop index if exists "IDX_reward_loan_open";`)
    this.addSql(
      `create unique index if not exists "IDX_reward_loan_open" on "reward_loan" ("member_id") where "status" in ('pending','transferring','passed');`
    )
    this.addSql(`delete from "reward_state_transition"
      where machine = 'loan' and from_status = 'pending' and to_status = 'passed';`)
    this.addSql(`insert into "reward_state_transition" values
      ('loan', 'pending', 'transferring'),
      ('loan', 'transferring', 'passed'),
      ('loan', 'transferring', 'repaid')
      on conflict do nothing;`)
  }

  override async down(): Promise<void> {
    this.addSql(`update "reward_loan" set status = 'passed'
      where status = 'transferring';`)
    this.addSql(`delete from "reward_state_transition"
      where machine = 'loan' and 'transferring' in (from_status, to_status);`)
    this.addSql(`insert into "reward_state_transition" values
      ('loan', 'pending', 'passed') on conflict do nothing;`)
    this.addSql(`drop index if exists "IDX_reward_loan_open";`)
    this.addSql(
      `create unique index if not exists "IDX_reward_loan_open" on "reward_loan" ("member_id") where "status" in ('pending','passed');`
    )
    this.addSql(
      `alter table "reward_loan" drop constraint if exists "reward_loan_status_check";`
    )
    this
      .addSql(`alter table "reward_loan" add constraint "reward_loan_status_check"
      check ("status" in ('pending','rejected','passed','repaid'));`)
  }
}
