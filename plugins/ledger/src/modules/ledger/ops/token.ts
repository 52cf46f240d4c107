import { newId } from "../lib/ids"
import { invalid } from "../lib/errors"
import { amountProblem } from "../lib/formats"
import { money, type Money } from "../lib/money"
import { presentPrice } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { TokenPriceView } from "../lib/types"

/** The price in force: the latest of the history (the migration sets 0.01). */
export async function currentPrice(knex: Knex): Promise<TokenPriceView> {
  const { rows } = await knex.raw(
    "select * from ledger_token_price order by created_at desc, id desc limit 1"
  )
  return presentPrice(rows[0])
}

export async function currentPriceValue(knex: Knex): Promise<Money> {
  return money((await currentPrice(knex)).price)
}

/** Staff set a new UUC price in USD; the history keeps every price. */
export async function setTokenPrice(
  knex: Knex,
  input: { price: string; set_by: string | null }
): Promise<TokenPriceView> {
  if (amountProblem(input.price)) throw invalid("invalid_price", "price")
  const { rows } = await knex.raw(
    `insert into ledger_token_price (id, price, set_by) values (?, ?, ?) returning *`,
    [newId("ltp"), money(input.price).toFixed(8), input.set_by]
  )
  return presentPrice(rows[0])
}
