import { computeBonuses } from "../engine"
import { D, units, type Dec } from "../engine/money"
import type { Bonus, Earner } from "../engine/types"
import { DailyTop } from "./daily-top"
import { Totals, shareOf } from "./totals"
import {
  BONUS_TYPES,
  GOLD,
  STANDARD,
  type PlanUnderTest,
  type Scenario,
  type SimulationResult,
} from "./types"

export type RunOptions = {
  /** The UUC price in USD for the split (rules.md §4). */
  price: string
  /** Reuse the bonuses of an already seen path shape (default true; tests compare both). */
  memo?: boolean
}

const MEMO_MAX = 200_000
const LAYERS = 5
type Up = { u: number; star: number; team: number; directs: number }

/**
 * One plan run over a scenario, event by event (`step`), so that a caller may yield
 * between chunks. Each activation updates nothing before its bonuses are computed
 * with the levels projected after it (as `prepareActivation` does), then applies
 * volumes, levels and the active flag.
 */
export class PlanRun {
  private readonly n: number
  private readonly ids: string[]
  private readonly card: Int8Array
  private readonly active: Uint8Array
  private readonly directs: Int32Array
  private readonly star: Int8Array
  private readonly team: Int8Array
  private readonly volume: bigint[]
  private readonly thresholds: bigint[]
  private readonly price: { standard: Dec; gold: Dec; upgrade: Dec }
  private readonly totals: Totals
  private readonly top = new DailyTop()
  private readonly counts = { standard: 0, gold: 0, upgrade: 0, skipped: 0 }
  private readonly memo = new Map<string, Bonus[]>()
  private readonly ups: Up[] = []
  private next = 0
  private day = 0
  private readonly started = Date.now()

  constructor(
    private readonly s: Scenario,
    private readonly p: PlanUnderTest,
    private readonly opts: RunOptions
  ) {
    this.n = s.members
    this.ids = Array.from({ length: this.n }, (_, i) => `m${i}`)
    this.card = new Int8Array(this.n)
    this.active = new Uint8Array(this.n)
    this.directs = new Int32Array(this.n)
    this.star = new Int8Array(this.n)
    this.team = new Int8Array(this.n)
    this.volume = new Array<bigint>(this.n).fill(0n)
    const t = p.plan.levels.team_volume
    this.thresholds = [t.V1, t.V2, t.V3, t.V4, t.V5].map(units)
    const { standard, gold } = p.plan.cards
    this.price = {
      standard: new D(standard.price),
      gold: new D(gold.price),
      upgrade: new D(gold.price).minus(standard.price),
    }
    this.totals = new Totals(s.days)
  }

  get total() {
    return this.s.events.member.length
  }
  get done() {
    return this.next
  }

  private teamLevelOf(volume: bigint) {
    let level = 0
    for (let i = 0; i < 5; i++) if (volume >= this.thresholds[i]) level = i + 1
    return level
  }

  private pinned(arr: Int8Array | undefined, m: number) {
    return arr && arr[m] >= 0 ? arr[m] : -1
  }

  /** Runs up to `max` more activations; answers whether any remain. */
  step(max: number): boolean {
    const { events } = this.s
    const end = Math.min(this.total, this.next + max)
    for (; this.next < end; this.next++) {
      const day = events.day[this.next]
      while (this.day < day) this.closeDay()
      this.activate(events.member[this.next], events.card[this.next], day)
    }
    return this.next < this.total
  }

  private activate(m: number, want: number, day: number) {
    const held = this.card[m]
    if (held === GOLD || held === want) {
      this.counts.skipped++
      return
    }
    const upgrade = held === STANDARD
    const amount = upgrade
      ? this.price.upgrade
      : want === GOLD
        ? this.price.gold
        : this.price.standard
    const P = units(amount)
    const first = !this.active[m]
    const sponsor = this.s.sponsor[m]
    const { plan } = this.p
    const starMax = plan.levels.star_max
    const minStar = plan.bonuses.layer.min_star
    const layer = plan.bonuses.layer.cards.includes(
      upgrade || want === GOLD ? "gold" : "standard"
    )

    // The path with the levels after this activation, as prepareActivation projects them.
    const ups = this.ups
    let len = 0
    let sponsorAt = -1
    let key = `${upgrade ? "u" : want}|`
    let last = -1
    let run = 0
    for (let u = this.s.parent[m]; u !== -1; u = this.s.parent[u]) {
      const gains = first && u === sponsor
      const pinStar = this.pinned(this.s.pinned_star, u)
      const pinTeam = this.pinned(this.s.pinned_team, u)
      const star =
        pinStar >= 0
          ? pinStar
          : gains
            ? Math.min(this.directs[u] + 1, starMax)
            : this.star[u]
      const team = pinTeam >= 0 ? pinTeam : this.teamLevelOf(this.volume[u] + P)
      if (u === sponsor) sponsorAt = len
      ups[len] = { u, star, team, directs: this.directs[u] + (gains ? 1 : 0) }
      // What the engine reads of an upline: only active ones earn; layers 1..5 need
      // the star minimum (gold cards); above them only a team level can pay. In a
      // run of one team level (inactive and V0 uplines between change nothing) only
      // the first can earn team and the second be its community peer: above layer 5
      // the rest of a run is left out of the shape.
      if (!this.active[u]) key += len < LAYERS ? "-" : ""
      else {
        if (team > 0) {
          run = team === last ? run + 1 : 1
          last = team
        }
        if (len < LAYERS)
          key += `${layer && star >= minStar[len] ? "*" : "."}${team}`
        else if (team > 0 && run <= 2) key += team
      }
      len++
    }
    key += `|${sponsor >= 0 ? this.active[sponsor] : "-"}`

    // Bonus amounts depend only on this shape: the same shape is computed once (the
    // memo serves the totals only; its beneficiaries are those of the first path). A sponsor off the path (not in
    // a generated network) keeps its levels, as in prepareActivation; not memoized.
    let bonuses = sponsorAt >= 0 || sponsor < 0 ? this.memo.get(key) : undefined
    if (!bonuses) {
      const path: Earner[] = []
      for (let i = 0; i < len; i++) {
        const { u, star, team, directs } = ups[i]
        path.push({
          member_id: this.ids[u],
          username: this.ids[u],
          active: this.active[u] === 1,
          frozen: false,
          star_level: star,
          team_level: team,
          active_direct_count: directs,
          owes: "0",
        })
      }
      const sponsorEarner =
        sponsorAt >= 0
          ? path[sponsorAt]
          : sponsor >= 0
            ? this.earnerAsIs(sponsor)
            : null
      bonuses = computeBonuses({
        plan,
        plan_version: this.p.version,
        price: this.opts.price,
        activation: {
          id: `a${this.next}`,
          member_id: this.ids[m],
          username: this.ids[m],
          card: upgrade ? "gold" : want === GOLD ? "gold" : "standard",
          kind: upgrade ? "upgrade" : "activation",
          amount: amount.toFixed(8),
        },
        sponsor: sponsorEarner,
        path,
      })
      if (this.opts.memo !== false && (sponsorAt >= 0 || sponsor < 0)) {
        if (this.memo.size >= MEMO_MAX) this.memo.clear()
        this.memo.set(key, bonuses)
      }
    }
    this.totals.addRevenue(day, amount.toFixed(8))
    for (const b of bonuses) this.totals.addBonus(day, b)

    // Apply: volumes and team levels up the path, the card, the sponsor's directs.
    for (let u = this.s.parent[m]; u !== -1; u = this.s.parent[u]) {
      this.volume[u] += P
      this.team[u] = this.teamLevelOf(this.volume[u])
    }
    if (first) {
      this.active[m] = 1
      if (sponsor >= 0) {
        this.directs[sponsor]++
        this.star[sponsor] = Math.min(this.directs[sponsor], starMax)
      }
    }
    this.card[m] = upgrade || want === GOLD ? GOLD : STANDARD
    if (upgrade) this.counts.upgrade++
    else if (want === GOLD) this.counts.gold++
    else this.counts.standard++
    if (this.card[m] === GOLD && sponsor >= 0) this.top.countGold(sponsor)
  }

  private earnerAsIs(u: number): Earner {
    const pinStar = this.pinned(this.s.pinned_star, u)
    const pinTeam = this.pinned(this.s.pinned_team, u)
    return {
      member_id: this.ids[u],
      username: this.ids[u],
      active: this.active[u] === 1,
      frozen: false,
      star_level: pinStar >= 0 ? pinStar : this.star[u],
      team_level: pinTeam >= 0 ? pinTeam : this.team[u],
      active_direct_count: this.directs[u],
      owes: "0",
    }
  }

  /** Pays the closing day's top 10 (UUC only, valued at the price) and moves on. */
  private closeDay() {
    const price = new D(this.opts.price)
    for (const [, uuc] of this.top.close(
      this.p.plan,
      (m) => this.active[m] === 1
    ))
      this.totals.add(
        this.day,
        "daily_top",
        price.times(uuc).toFixed(8),
        "0.00000000",
        new D(uuc).toFixed(8),
        "0.00000000"
      )
    this.day++
  }

  result(): SimulationResult {
    while (this.step(Number.MAX_SAFE_INTEGER));
    while (this.day < this.s.days.length) this.closeDay()
    const revenue = this.totals.revenue()
    const byType = this.totals.byType()
    const paid = BONUS_TYPES.reduce(
      (a, t) => a.plus(byType[t].amount_usd),
      new D(0)
    )
    return {
      label: this.p.label,
      plan_version: this.p.version,
      price: this.opts.price,
      members: this.n,
      activations: { ...this.counts },
      revenue: revenue.toFixed(8),
      paid_usd: paid.toFixed(8),
      share_of_revenue: shareOf(paid, revenue),
      by_type: byType,
      per_day: this.totals.perDay(this.s.joins),
      levels: this.levels(),
      ms: Date.now() - this.started,
    }
  }

  private levels() {
    const star = [0, 0, 0, 0, 0, 0]
    const team = [0, 0, 0, 0, 0, 0]
    const depth = new Int32Array(this.n)
    let maxDepth = 0
    for (let i = 0; i < this.n; i++) {
      const ps = this.pinned(this.s.pinned_star, i)
      const pt = this.pinned(this.s.pinned_team, i)
      star[ps >= 0 ? ps : this.star[i]]++
      team[pt >= 0 ? pt : this.team[i]]++
      // parents come before children in every scenario
      const parent = this.s.parent[i]
      depth[i] = parent === -1 ? 0 : depth[parent] + 1
      if (depth[i] > maxDepth) maxDepth = depth[i]
    }
    return { star, team, max_depth: maxDepth }
  }
}

/** Runs a plan over a scenario at once (the CLI, the tests). */
export function simulate(s: Scenario, p: PlanUnderTest, opts: RunOptions) {
  return new PlanRun(s, p, opts).result()
}
