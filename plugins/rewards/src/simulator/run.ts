import { computeBonuses } from "../engine"
import { D, type Dec } from "../engine/money"
import type { Earner } from "../engine/types"
import { DailyTop } from "./daily-top"
import { Totals, shareOf } from "./totals"
import {
  GOLD,
  STANDARD,
  type PlanUnderTest,
  type Scenario,
  type SimulationResult,
} from "./types"

export type RunOptions = {
  /** The UUC price in USD for the split (rules.md §4). */
  price: string
}

/** Exact fixed-point volumes (units of 1e-8 USD) in BigInt: the hot loop adds P along every path. */
const units = (v: string | Dec) => BigInt(new D(v).times(1e8).toFixed(0))

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

    const path: Earner[] = []
    let sponsorEarner: Earner | null = null
    for (let u = this.s.parent[m]; u !== -1; u = this.s.parent[u]) {
      const gains = first && u === sponsor
      const directs = this.directs[u] + (gains ? 1 : 0)
      const pinStar = this.pinned(this.s.pinned_star, u)
      const pinTeam = this.pinned(this.s.pinned_team, u)
      const e: Earner = {
        member_id: this.ids[u],
        username: this.ids[u],
        active: this.active[u] === 1,
        frozen: false,
        star_level:
          pinStar >= 0
            ? pinStar
            : gains
              ? Math.min(directs, starMax)
              : this.star[u],
        team_level:
          pinTeam >= 0 ? pinTeam : this.teamLevelOf(this.volume[u] + P),
        active_direct_count: directs,
        owes: "0",
      }
      if (u === sponsor) sponsorEarner = e
      path.push(e)
    }
    // A sponsor off the path (not in a generated network) keeps its levels, as in prepareActivation.
    if (!sponsorEarner && sponsor >= 0) sponsorEarner = this.earnerAsIs(sponsor)

    const bonuses = computeBonuses({
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
    this.totals.addRevenue(day, amount)
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
      this.totals.add(this.day, "daily_top", price.times(uuc), "0", uuc, "0")
    this.day++
  }

  result(): SimulationResult {
    while (this.step(Number.MAX_SAFE_INTEGER));
    while (this.day < this.s.days.length) this.closeDay()
    const revenue = this.totals.revenue
    const paid = this.totals.paid()
    return {
      label: this.p.label,
      plan_version: this.p.version,
      price: this.opts.price,
      members: this.n,
      activations: { ...this.counts },
      revenue: revenue.toFixed(8),
      paid_usd: paid.toFixed(8),
      share_of_revenue: shareOf(paid, revenue),
      by_type: this.totals.byType(),
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
