import type { Plan } from "@uuc/data"

/**
 * The daily top 10 of rules.md §4, which the engine does not compute: members
 * ranked by the gold activations (an upgrade is one) they directly sponsored that
 * day, ties to who reached the count first. Rank 1 needs `first_place_min`; below
 * it rank 1 is not paid and the others keep their ranks. Only active earners.
 */
export class DailyTop {
  private counts = new Map<number, { n: number; reached: number }>()
  private seq = 0

  countGold(sponsor: number) {
    const c = this.counts.get(sponsor) ?? { n: 0, reached: 0 }
    c.n++
    c.reached = this.seq++
    this.counts.set(sponsor, c)
  }

  /** Closes the day: [member, UUC reward] per paid rank, and starts a new day. */
  close(plan: Plan, isActive: (m: number) => boolean): [number, string][] {
    const rule = plan.bonuses.daily_top
    const ranked = [...this.counts]
      .sort(([, a], [, b]) => b.n - a.n || a.reached - b.reached)
      .slice(0, rule.rewards.length)
    this.counts = new Map()
    const out: [number, string][] = []
    ranked.forEach(([member, c], rank) => {
      if (rank === 0 && c.n < rule.first_place_min) return
      if (!isActive(member)) return
      out.push([member, rule.rewards[rank]])
    })
    return out
  }
}
