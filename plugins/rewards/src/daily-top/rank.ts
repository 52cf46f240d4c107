/** One member's count of directly sponsored gold activations in a day. */
export type Standing = { member_id: string; count: number; reached_at: string }

export type Earner = { username: string; active: boolean; frozen: boolean }

export type Ranked = {
  rank: number
  member_id: string
  username: string
  count: number
  reached_at: string
  /** UUC this rank earns (the plan's reward), "0" when unpaid. */
  uuc: string
  /** settled; pending_elimination (a frozen earner); null when unpaid (rank 1 below the minimum). */
  status: "settled" | "pending_elimination" | null
}

/**
 * The day's top 10 (rules.md §4). `standings` come ordered by count (desc), then
 * by when the count was reached (asc), then by member id (so equal instants still
 * give one order). Inactive members cannot earn and are not ranked; frozen ones are
 * ranked and their reward waits for them (pending elimination). Rank 1 below
 * `first_place_min` is not paid; the others keep their ranks.
 */
export function rankDay(input: {
  standings: Standing[]
  earners: Map<string, Earner>
  rewards: string[]
  first_place_min: number
}): Ranked[] {
  const out: Ranked[] = []
  for (const s of input.standings) {
    if (out.length >= input.rewards.length) break
    const e = input.earners.get(s.member_id)
    if (!e?.active || s.count <= 0) continue
    const rank = out.length + 1
    const paid = rank > 1 || s.count >= input.first_place_min
    out.push({
      rank,
      member_id: s.member_id,
      username: e.username,
      count: s.count,
      reached_at: s.reached_at,
      uuc: paid ? input.rewards[rank - 1] : "0",
      status: !paid ? null : e.frozen ? "pending_elimination" : "settled",
    })
  }
  return out
}
