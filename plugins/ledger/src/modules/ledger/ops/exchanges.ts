import { newId } from "../lib/ids"
import { memberAccount, PLATFORM } from "../lib/accounts"
import { lockAccounts } from "../lib/accounts-lock"
import { writeEntry } from "../lib/engine"
import { invalid, refuse } from "../lib/errors"
import { positiveAmount } from "../lib/formats"
import { floor8, fmt, money, ZERO, type Money } from "../lib/money"
import { presentExchange } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { ExchangeView } from "../lib/types"
import { currentPriceValue } from "./token"

/** UUC a member ever bought and sold by exchange (the 2:1 rule's inputs). */
export async function exchangeTotals(knex: Knex, memberId: string) {
  const { rows } = await knex.raw(
    `select coalesce(sum(amount_out) filter (where from_asset = 'USDT'), 0) as bought,
            coalesce(sum(amount_in) filter (where from_asset = 'UUC'), 0) as sold
       from ledger_exchange where member_id = ?`,
    [memberId]
  )
  return {
    bought: money(String(rows[0].bought)),
    sold: money(String(rows[0].sold)),
  }
}

/** sellable = bought × share − sold, never below zero. */
export function sellable(bought: Money, sold: Money, share: string): Money {
  const left = floor8(bought.times(money(share))).minus(sold)
  return left.isNegative() ? ZERO : left
}

/**
 * USDT → UUC or UUC → USDT at the current price. Bought UUC comes out of the
 * reserve, sold UUC returns to it; the USDT side is the platform's exchange account.
 * What the member receives is rounded down to 8 places.
 */
export async function exchange(
  knex: Knex,
  input: {
    member_id: string
    from: string
    amount: string
    sell_share_of_bought: string
  }
): Promise<ExchangeView> {
  const amount = positiveAmount(input.amount)
  if (input.from !== "USDT" && input.from !== "UUC")
    throw invalid("invalid_asset", "from")
  const buying = input.from === "USDT"
  const usdt = memberAccount(input.member_id, "USDT")
  const uuc = memberAccount(input.member_id, "UUC")
  const locked = await lockAccounts(knex, [
    { address: usdt, asset: "USDT" },
    { address: uuc, asset: "UUC" },
    { address: PLATFORM.exchange, asset: "USDT" },
    { address: PLATFORM.uucReserve, asset: "UUC" },
  ])
  const price = await currentPriceValue(knex)
  if (!buying) {
    // Checked under the lock of the member's UUC account: exact across processes.
    const totals = await exchangeTotals(knex, input.member_id)
    if (
      amount.gt(
        sellable(totals.bought, totals.sold, input.sell_share_of_bought)
      )
    )
      throw refuse("exchange_sell_limit", "amount")
  }
  const out = floor8(buying ? amount.div(price) : amount.times(price))
  if (out.lte(0)) throw refuse("amount_too_small", "amount")
  const usdtMoved = buying ? amount : out
  const uucMoved = buying ? out : amount
  const sign = buying ? 1 : -1
  const id = newId("lexc")
  const { entry } = await writeEntry(
    knex,
    {
      key: `exchange:${id}`,
      kind: buying ? "exchange_buy" : "exchange_sell",
      description_key: buying ? "ledger.exchange.buy" : "ledger.exchange.sell",
      params: {
        exchange_id: id,
        price: price.toFixed(8),
        amount_in: fmt(amount),
        amount_out: fmt(out),
      },
      source: { type: "exchange", id },
      postings: [
        { account: usdt, asset: "USDT", amount: fmt(usdtMoved.times(-sign)) },
        {
          account: PLATFORM.exchange,
          asset: "USDT",
          amount: fmt(usdtMoved.times(sign)),
        },
        {
          account: PLATFORM.uucReserve,
          asset: "UUC",
          amount: fmt(uucMoved.times(-sign)),
        },
        { account: uuc, asset: "UUC", amount: fmt(uucMoved.times(sign)) },
      ],
    },
    locked,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `insert into ledger_exchange (id, member_id, from_asset, to_asset, amount_in,
        amount_out, price, entry_id)
     values (?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      id,
      input.member_id,
      input.from,
      buying ? "UUC" : "USDT",
      fmt(amount),
      fmt(out),
      price.toFixed(8),
      entry.id,
    ]
  )
  return presentExchange(rows[0])
}
