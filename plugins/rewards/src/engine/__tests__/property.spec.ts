import fc from "fast-check"
import Decimal from "decimal.js"
import type { Plan } from "@uuc/data"
import { computeBonuses, projectLevels } from ".."
import type { Activation, Bonus, Earner } from "../types"
import { plan as planOf } from "./fixtures"

/**
 * Property test of the pure engine over an in-memory network (rules.md §2–§4):
 * random placement trees (≤ 3 children), sponsors, plans, prices, frozen members,
 * debts and pinned levels; a random sequence of activations and upgrades applied
 * one by one, each with the levels `projectLevels` gives, then written back.
 *
 * 1. Per activation, the bonuses never exceed the plan's maximum share of P:
 *    referral + the five layers + the highest team rate + community × that rate
 *    (the team differential pays at most the highest rate in all; community is
 *    one generation of `rate` × each team bonus).
 * 2. Every bonus's USD equals its USDT (+ loan repayment) + UUC × price, up to what
 *    rounding leaves: 0 ≤ USD − parts ≤ 1e-8 + price × 1e-8 per UUC part.
 *
 * Seeded (REWARDS_PROPERTY_SEED to explore other runs) so it cannot flake.
 */
const SEED = Number(process.env.REWARDS_PROPERTY_SEED ?? 20261122)
const RUNS = Number(process.env.REWARDS_PROPERTY_RUNS ?? 200)

const UNIT = new Decimal("1e-8")

type Node = {
  id: string
  parent: number | null
  sponsor: number | null
  card: "standard" | "gold" | null
  volume: Decimal
  directs: number
  star_level: number
  team_level: number
  star_pinned: boolean
  team_pinned: boolean
  frozen: boolean
  owes: Decimal
}

const rate = fc
  .integer({ min: 0, max: 2000 })
  .map((n) => new Decimal(n).div(10000).toFixed(4))

/** A plan with random rates (team rates ascending) and the default cards. */
const planArb = fc
  .record({
    referral: rate,
    layers: fc.array(rate, { minLength: 5, maxLength: 5 }),
    team: fc.array(rate, { minLength: 5, maxLength: 5 }),
    community: rate,
    loan_factor: fc.constantFrom("0.5", "1", "0.25"),
    // low team thresholds reach V1..V5 within a small network
    low_volumes: fc.boolean(),
    layer_cards: fc.constantFrom<("gold" | "standard")[][]>(
      ["gold"],
      ["gold", "standard"]
    ),
  })
  .map((r) =>
    planOf((p) => {
      p.bonuses.referral.rate = r.referral
      p.bonuses.layer.rates = r.layers as Plan["bonuses"]["layer"]["rates"]
      p.bonuses.layer.loan_factor = r.loan_factor
      p.bonuses.layer.cards = r.layer_cards
      const t = [...r.team].sort((a, b) => Number(a) - Number(b))
      p.bonuses.team.rates = {
        V1: t[0],
        V2: t[1],
        V3: t[2],
        V4: t[3],
        V5: t[4],
      }
      p.bonuses.community.rate = r.community
      if (r.low_volumes)
        p.levels.team_volume = {
          V1: "200",
          V2: "400",
          V3: "800",
          V4: "1600",
          V5: "3200",
        }
    })
  )

const priceArb = fc.oneof(
  fc.constantFrom("0.01", "0.03", "1", "0.00000001", "7.12345678"),
  fc
    .integer({ min: 1, max: 10 ** 9 })
    .map((n) => new Decimal(n).div(10 ** 8).toFixed(8))
)

const networkArb = fc.integer({ min: 2, max: 60 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    // each member i ≥ 1 picks a parent candidate and a sponsor among 0..i-1
    sponsors: fc.array(fc.nat(), { minLength: size, maxLength: size }),
    frozen: fc.array(
      fc.nat(9).map((n) => n === 0),
      {
        minLength: size,
        maxLength: size,
      }
    ),
    owes: fc.array(fc.constantFrom("0", "0", "0", "35", "220", "0.00000003"), {
      minLength: size,
      maxLength: size,
    }),
    pins: fc.array(
      fc.option(
        fc.record({
          star: fc.integer({ min: 0, max: 5 }),
          team: fc.integer({ min: 0, max: 5 }),
        }),
        { freq: 5 }
      ),
      { minLength: size, maxLength: size }
    ),
    steps: fc.array(
      fc.record({
        who: fc.nat(),
        card: fc.constantFrom("standard" as const, "gold" as const),
        price: priceArb,
      }),
      { minLength: 1, maxLength: 150, size: "max" }
    ),
  })
)

type NetworkDraw = typeof networkArb extends fc.Arbitrary<infer T> ? T : never

/**
 * Builds the placement tree as rules.md §3 shapes it: each member is placed inside
 * its sponsor's subtree (so the sponsor is on its placement path), at the first
 * member there with a free line (breadth first; the weakest-line rule only changes
 * which one), ≤ 3 children each.
 */
function build(n: NetworkDraw): Node[] {
  const nodes: Node[] = []
  const children: number[][] = []
  for (let i = 0; i < n.size; i++) {
    let parent: number | null = null
    if (i > 0) {
      const queue = [n.sponsors[i] % i]
      while (children[queue[0]].length >= 3)
        queue.push(...children[queue.shift()!])
      parent = queue[0]
      children[parent].push(i)
    }
    children.push([])
    const pin = n.pins[i]
    nodes.push({
      id: `m${i}`,
      parent,
      sponsor: i > 0 ? n.sponsors[i] % i : null,
      card: null,
      volume: new Decimal(0),
      directs: 0,
      star_level: pin ? pin.star : 0,
      team_level: pin ? pin.team : 0,
      star_pinned: pin !== null,
      team_pinned: pin !== null,
      frozen: n.frozen[i],
      owes: new Decimal(n.owes[i]),
    })
  }
  return nodes
}

const earnerOf = (nodes: Node[], i: number): Earner => ({
  member_id: nodes[i].id,
  username: nodes[i].id,
  active: nodes[i].card !== null,
  frozen: nodes[i].frozen,
  star_level: nodes[i].star_level,
  team_level: nodes[i].team_level,
  active_direct_count: nodes[i].directs,
  owes: nodes[i].owes.toFixed(8),
})

/** The plan's maximum share of P paid by one activation. */
function maxShare(plan: Plan): Decimal {
  const b = plan.bonuses
  const team = Decimal.max(...Object.values(b.team.rates))
  return new Decimal(b.referral.rate)
    .plus(b.layer.rates.reduce((s, r) => s.plus(r), new Decimal(0)))
    .plus(team)
    .plus(team.times(b.community.rate))
}

describe("engine properties over random networks and activation sequences", () => {
  it("never pays more than the plan's maximum share, and every split adds up to its bonus", () => {
    const seen = new Map<string, number>()
    fc.assert(
      fc.property(planArb, networkArb, (plan, net) => {
        const nodes = build(net)
        const bound = maxShare(plan)
        for (const [k, step] of net.steps.entries()) {
          const x = step.who % nodes.length
          const buyer = nodes[x]
          if (buyer.card === "gold") continue
          const upgrade = buyer.card === "standard"
          if (upgrade && step.card === "standard") continue
          const card = upgrade ? "gold" : step.card
          const amount = upgrade
            ? new Decimal(plan.cards.gold.price).minus(
                plan.cards.standard.price
              )
            : new Decimal(plan.cards[card].price)
          // placement uplines, nearest first
          const path: number[] = []
          for (let p = buyer.parent; p !== null; p = nodes[p].parent)
            path.push(p)
          const first = buyer.card === null
          const sponsorId =
            buyer.sponsor === null ? null : nodes[buyer.sponsor].id
          // the sponsor is on the path (placed in its subtree): path is all touched
          const { after } = projectLevels({
            plan,
            amount: amount.toFixed(8),
            first_activation: first,
            sponsor_id: sponsorId,
            nodes: path.map((i) => ({
              member_id: nodes[i].id,
              volume: nodes[i].volume.toFixed(8),
              star_level: nodes[i].star_level,
              team_level: nodes[i].team_level,
              star_level_pinned: nodes[i].star_pinned,
              team_level_pinned: nodes[i].team_pinned,
              active_direct_count: nodes[i].directs,
            })),
          })
          // write the levels back (the network applies the same)
          for (const i of path) {
            const l = after.get(nodes[i].id)!
            nodes[i].volume = nodes[i].volume.plus(amount)
            nodes[i].star_level = l.star_level
            nodes[i].team_level = l.team_level
            nodes[i].directs = l.active_direct_count
          }
          const activation: Activation = {
            id: `a${k}`,
            member_id: buyer.id,
            username: buyer.id,
            card,
            kind: upgrade ? "upgrade" : "activation",
            amount: amount.toFixed(8),
          }
          const bonuses: Bonus[] = computeBonuses({
            plan,
            plan_version: 1,
            price: step.price,
            activation,
            sponsor:
              buyer.sponsor === null ? null : earnerOf(nodes, buyer.sponsor),
            path: path.map((i) => earnerOf(nodes, i)),
          })
          buyer.card = card

          // 1. the plan's maximum share of P
          const total = bonuses.reduce(
            (s, b) => s.plus(b.amount_usd),
            new Decimal(0)
          )
          expect(total.lte(amount.times(bound))).toBe(true)

          // 2. USD = USDT + repaid + UUC × price, up to rounding
          const price = new Decimal(step.price)
          for (const b of bonuses) {
            const parts = new Decimal(b.usdt)
              .plus(b.repaid)
              .plus(new Decimal(b.uuc).plus(b.uuc_pool).times(price))
            const left = new Decimal(b.amount_usd).minus(parts)
            expect(left.gte(0)).toBe(true)
            expect(left.lte(UNIT.plus(price.times(UNIT).times(2)))).toBe(true)
            for (const v of [b.amount_usd, b.usdt, b.repaid, b.uuc, b.uuc_pool])
              expect(new Decimal(v).decimalPlaces()).toBeLessThanOrEqual(8)
            // what the bonus repays, the member owes no more
            const owner = nodes.find((n) => n.id === b.beneficiary_id)!
            owner.owes = Decimal.max(0, owner.owes.minus(b.repaid))
          }
          for (const b of bonuses) seen.set(b.type, (seen.get(b.type) ?? 0) + 1)
        }
      }),
      { seed: SEED, numRuns: RUNS }
    )
    // the generators do produce bonuses to check
    for (const type of ["referral", "layer", "team", "community"])
      expect(seen.get(type) ?? 0).toBeGreaterThan(200)
  })
})
