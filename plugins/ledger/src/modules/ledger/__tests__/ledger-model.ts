import { ceil8, floor8, money, ZERO, type Money } from "../lib/money"

/**
 * A deliberately simple in-memory model of the ledger's member-facing rules, for
 * the model-based property test: plain maps, no accounts, no postings.
 */
export type Asset = "USDT" | "USDT_HELD" | "UUC" | "UUC_POOL" | "POINTS"
type Outcome = "ok" | string

export class LedgerModel {
  balances = new Map<string, Record<Asset, Money>>()
  recharges: { member: string; amount: Money; status: string }[] = []
  withdrawals: { member: string; amount: Money; status: string }[] = []
  bought = new Map<string, Money>()
  sold = new Map<string, Money>()
  price = money("0.01")

  constructor(
    readonly rules: {
      min: string
      per_day: number
      fee_rate: string
      sell_share: string
    }
  ) {}

  of(member: string) {
    let b = this.balances.get(member)
    if (!b) {
      b = {
        USDT: ZERO,
        USDT_HELD: ZERO,
        UUC: ZERO,
        UUC_POOL: ZERO,
        POINTS: ZERO,
      }
      this.balances.set(member, b)
    }
    return b
  }

  report(member: string, amount: string): Outcome {
    this.recharges.push({ member, amount: money(amount), status: "pending" })
    return "ok"
  }

  review(i: number, confirm: boolean): Outcome {
    const r = this.recharges[i]
    if (r.status !== "pending") return "recharge_not_pending"
    r.status = confirm ? "confirmed" : "rejected"
    if (confirm) this.of(r.member).USDT = this.of(r.member).USDT.plus(r.amount)
    return "ok"
  }

  withdraw(member: string, amountText: string): Outcome {
    const amount = money(amountText)
    if (amount.lt(this.rules.min)) return "withdrawal_minimum"
    const today = this.withdrawals.filter(
      (w) => w.member === member && w.status !== "rejected"
    )
    if (today.length >= this.rules.per_day) return "withdrawal_daily_limit"
    const b = this.of(member)
    if (b.USDT.lt(amount)) return "insufficient_balance"
    if (amount.minus(ceil8(amount.times(this.rules.fee_rate))).lte(0))
      return "amount_too_small"
    b.USDT = b.USDT.minus(amount)
    b.USDT_HELD = b.USDT_HELD.plus(amount)
    this.withdrawals.push({ member, amount, status: "pending" })
    return "ok"
  }

  approve(i: number, paid: boolean): Outcome {
    const w = this.withdrawals[i]
    if (w.status !== "pending" && w.status !== "transferring")
      return "withdrawal_not_open"
    w.status = paid ? "passed" : "transferring"
    if (paid)
      this.of(w.member).USDT_HELD = this.of(w.member).USDT_HELD.minus(w.amount)
    return "ok"
  }

  rejectWithdrawal(i: number): Outcome {
    const w = this.withdrawals[i]
    // Staff's word that funds are on their way (no chain this server pays on).
    if (w.status === "transferring") return "withdrawal_payout_open"
    if (w.status !== "pending") return "withdrawal_not_open"
    w.status = "rejected"
    const b = this.of(w.member)
    b.USDT_HELD = b.USDT_HELD.minus(w.amount)
    b.USDT = b.USDT.plus(w.amount)
    return "ok"
  }

  transfer(from: string, to: string, amountText: string): Outcome {
    const amount = money(amountText)
    if (from === to) return "transfer_to_self"
    if (this.of(from).UUC.lt(amount)) return "insufficient_balance"
    this.of(from).UUC = this.of(from).UUC.minus(amount)
    this.of(to).UUC = this.of(to).UUC.plus(amount)
    return "ok"
  }

  exchange(member: string, from: "USDT" | "UUC", amountText: string): Outcome {
    const amount = money(amountText)
    const b = this.of(member)
    const bought = this.bought.get(member) ?? ZERO
    const sold = this.sold.get(member) ?? ZERO
    if (from === "UUC") {
      const sellable = floor8(bought.times(this.rules.sell_share)).minus(sold)
      if (amount.gt(sellable)) return "exchange_sell_limit"
    }
    const out = floor8(
      from === "USDT" ? amount.div(this.price) : amount.times(this.price)
    )
    if (out.lte(0)) return "amount_too_small"
    if (b[from].lt(amount)) return "insufficient_balance"
    if (from === "USDT") {
      b.USDT = b.USDT.minus(amount)
      b.UUC = b.UUC.plus(out)
      this.bought.set(member, bought.plus(out))
    } else {
      b.UUC = b.UUC.minus(amount)
      b.USDT = b.USDT.plus(out)
      this.sold.set(member, sold.plus(amount))
    }
    return "ok"
  }

  move(member: string, amountText: string, into: "burn" | "pool"): Outcome {
    const amount = money(amountText)
    const b = this.of(member)
    if (b.UUC.lt(amount)) return "insufficient_balance"
    b.UUC = b.UUC.minus(amount)
    if (into === "pool") b.UUC_POOL = b.UUC_POOL.plus(amount)
    return "ok"
  }

  adjust(
    member: string,
    asset: "USDT" | "UUC" | "POINTS",
    increase: boolean,
    amountText: string
  ): Outcome {
    const amount = money(amountText)
    const b = this.of(member)
    if (!increase && b[asset].lt(amount)) return "insufficient_balance"
    b[asset] = increase ? b[asset].plus(amount) : b[asset].minus(amount)
    return "ok"
  }
}
