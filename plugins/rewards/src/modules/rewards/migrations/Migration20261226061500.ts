import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The rewards module's read contracts for the ledger's verify: each
 * view exposes, one row per record, only the columns the verify checks compare
 * with the ledger, never the tables themselves, so the tables can change as long
 * as the views keep their columns (README "Read contracts").
 *
 * - `rewards_activation_facts`: an activation's status, amount, price, rounding,
 *   loan, whether a refund is planned (`refund_planned`), its quarantine and age;
 * - `rewards_bonus_facts`: a bonus record's source (activation or order), earner,
 *   status, paid parts and refund debt collected, and its own price (a daily top);
 * - `rewards_order_facts`: a shop order's status, price, rounding, whether its
 *   cancellation is planned (`cancel_planned`) and age;
 * - `rewards_loan_facts`: a loan's borrower, status, what it owes and repaid;
 * - `rewards_clawback_facts`: a clawback's member and the refund debt it left.
 */
export class Migration20261226061500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "rewards_activation_facts" as
      select id, member_id, status, amount, price, bonus_total_usd, rounding_usd,
        loan_id, refund is not null as refund_planned, stuck_at, created_at
      from "reward_activation";`)
    this.addSql(`create or replace view "rewards_bonus_facts" as
      select id, activation_id, order_id, member_id, status, usdt, repaid, uuc,
        uuc_pool, price, debt_collected_usd, debt_collected_usdt,
        debt_collected_uuc, debt_collected_uuc_pool
      from "reward_bonus";`)
    this.addSql(`create or replace view "rewards_order_facts" as
      select id, status, price, bonus_total_usd, rounding_usd,
        cancel is not null as cancel_planned, created_at
      from "reward_order";`)
    this.addSql(`create or replace view "rewards_loan_facts" as
      select id, member_id, status, owed, repaid from "reward_loan";`)
    this.addSql(`create or replace view "rewards_clawback_facts" as
      select id, member_id, debt_usd from "reward_clawback";`)
  }

  override async down(): Promise<void> {
    this
      .addSql(`drop view if exists "rewards_clawback_facts", "rewards_loan_facts",
      "rewards_order_facts", "rewards_bonus_facts", "rewards_activation_facts";`)
  }
}
