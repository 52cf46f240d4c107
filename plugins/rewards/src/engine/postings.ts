import type { Plan } from "@uuc/data"
import { D, fmt, loanOwed, type Dec } from "./money"
import type { Activation, Bonus } from "./types"

export type Posting = { account: string; asset: string; amount: string }

type Split = { usdt: string; repaid: string; uuc: string; uuc_pool: string }
type Add = (account: string, asset: string, amount: string | Dec) => void

const member = (id: string, asset: string) => `member:${id}:${asset}`
/** The member's loan receivable in the ledger (ledger-api `loanAccount`). */
const loan = (id: string) => `loan:${id}`

/** Postings summed per account and asset; zero sums are left out. */
function collector() {
  const sums = new Map<
    string,
    { account: string; asset: string; amount: Dec }
  >()
  const add: Add = (account, asset, amount) => {
    const key = `${account}|${asset}`
    const row = sums.get(key) ?? { account, asset, amount: new D(0) }
    row.amount = row.amount.plus(amount)
    sums.set(key, row)
  }
  const postings = (): Posting[] =>
    [...sums.values()]
      .filter((r) => !r.amount.isZero())
      .map((r) => ({
        account: r.account,
        asset: r.asset,
        amount: fmt(r.amount),
      }))
  return { add, postings }
}

/**
 * One bonus's split: USDT from expense (the loan repayment to the member's loan
 * receivable), UUC from the reserve.
 */
function addBonus(add: Add, memberId: string, b: Split) {
  add("platform:bonus_expense", "USDT", new D(b.usdt).plus(b.repaid).neg())
  add(member(memberId, "USDT"), "USDT", b.usdt)
  add(loan(memberId), "USDT", b.repaid)
  add("platform:uuc_reserve", "UUC", new D(b.uuc).plus(b.uuc_pool).neg())
  add(member(memberId, "UUC"), "UUC", b.uuc)
  add(member(memberId, "UUC_POOL"), "UUC_POOL", b.uuc_pool)
}

/**
 * The one ledger entry of an activation: the card paid from the buyer's USDT (or,
 * on credit, by the buyer's loan receivable `loan:<member>`, debited what the
 * loan owes: the price to revenue, the interest to platform:loan_interest) to
 * revenue, the card's points, and every settled bonus. Bonuses pending
 * elimination move nothing now (see buildBonusPostings).
 */
export function buildPostings(
  plan: Plan,
  activation: Activation,
  bonuses: Bonus[],
  /** What rounding left over of the bonuses' total (engine computeActivationBonuses). */
  rounding_usd: string | Dec = "0"
): Posting[] {
  const { add, postings } = collector()
  const price = new D(activation.amount)
  const payer = activation.on_credit
    ? loan(activation.member_id)
    : member(activation.member_id, "USDT")
  add(payer, "USDT", price.neg())
  add("platform:revenue", "USDT", price)
  if (activation.on_credit) {
    // what the loan owes (rules.md §1, §6: P × (1 + interest), rounded up)
    const interest = new D(
      loanOwed(activation.amount, plan.loan.interest)
    ).minus(price)
    add(payer, "USDT", interest.neg())
    add("platform:loan_interest", "USDT", interest)
  }
  const granted = pointsGranted(plan, activation)
  if (granted.gt(0)) {
    add("platform:points", "POINTS", granted.neg())
    add(member(activation.member_id, "POINTS"), "POINTS", granted)
  }
  for (const b of bonuses)
    if (b.status === "settled") addBonus(add, b.beneficiary_id, b)
  addRounding(add, rounding_usd)
  return postings()
}

/** The points an activation grants (a refund takes them back). */
export function pointsGranted(
  plan: Plan,
  activation: Pick<Activation, "card" | "kind">
): Dec {
  // An upgrade grants the difference in points, as it pays the difference in price.
  const points = new D(plan.cards[activation.card].points)
  return activation.kind === "upgrade"
    ? points.minus(plan.cards.standard.points)
    : points
}

/** The entry settling one bonus recorded while its earner was frozen. */
export function buildBonusPostings(
  b: Split & { member_id: string }
): Posting[] {
  return buildBonusesPostings([b])
}

/**
 * One entry paying several bonuses (an activation's delayed settlement, an
 * order's bonuses), with what rounding left over of their computed total.
 */
export function buildBonusesPostings(
  list: (Split & { member_id: string })[],
  rounding_usd: string | Dec = "0"
): Posting[] {
  const { add, postings } = collector()
  for (const b of list) addBonus(add, b.member_id, b)
  addRounding(add, rounding_usd)
  return postings()
}

/** rules.md §1: the remainders floored away are the platform's, not lost. */
function addRounding(add: Add, rounding_usd: string | Dec) {
  add("platform:bonus_expense", "USDT", new D(rounding_usd).neg())
  add("platform:rounding", "USDT", rounding_usd)
}
