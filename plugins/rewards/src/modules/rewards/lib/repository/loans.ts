import type { Knex } from "./knex"

/**
 * A bonus's loan repayment (of a loan passed, or still transferring its funds);
 * the loan closes once repaid in full.
 */
export async function repayLoan(knex: Knex, memberId: string, amount: string) {
  await knex.raw(
    `update reward_loan set repaid = repaid + ?::numeric,
       status = case when repaid + ?::numeric >= owed then 'repaid' else status end,
       updated_at = now()
     where member_id = ? and status in ('transferring', 'passed')`,
    [amount, amount, memberId]
  )
}
