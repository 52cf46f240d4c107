import { GOLD, STANDARD, type Scenario } from "./types"

/** One member of the placement tree, as the network's `network_member_levels` view shows it. */
export type NodeRow = {
  member_id: string
  sponsor_id: string | null
  parent_id: string | null
  star_level_pinned: number | null
  team_level_pinned: number | null
  created_at: Date | string
}

/** One completed activation, as `reward_activation` holds it. */
export type ActivationRow = {
  member_id: string
  card: "standard" | "gold"
  created_at: Date | string
}

const dateOf = (v: Date | string) => new Date(v).toISOString().slice(0, 10)
const DAY = 86_400_000

/**
 * Today's network as a scenario: the stored placement (members are never moved, so
 * a member's path is the same at every activation) and the completed activations in
 * their original order, one day per UTC date from the first join to the last
 * activation. `nodes` must list parents before children (ordered by depth).
 * Current level pins apply throughout (their history is not kept).
 */
export function scenarioFromRows(
  nodes: NodeRow[],
  activations: ActivationRow[]
): Scenario {
  const index = new Map<string, number>()
  nodes.forEach((n, i) => index.set(n.member_id, i))
  const at = (id: string | null) => (id === null ? -1 : (index.get(id) ?? -1))
  const n = nodes.length
  const sponsor = new Int32Array(n)
  const parent = new Int32Array(n)
  const pinned_star = new Int8Array(n)
  const pinned_team = new Int8Array(n)
  nodes.forEach((row, i) => {
    sponsor[i] = at(row.sponsor_id)
    parent[i] = at(row.parent_id)
    if (parent[i] >= i) throw new Error("nodes must come parents first")
    pinned_star[i] = row.star_level_pinned ?? -1
    pinned_team[i] = row.team_level_pinned ?? -1
  })
  const known = activations.filter((a) => index.has(a.member_id))
  const times = [...nodes, ...known].map((r) =>
    new Date(dateOf(r.created_at)).getTime()
  )
  const start = times.length ? Math.min(...times) : 0
  const end = times.length ? Math.max(...times) : 0
  const days = Array.from(
    { length: Math.round((end - start) / DAY) + 1 },
    (_, d) => new Date(start + d * DAY).toISOString().slice(0, 10)
  )
  const dayOf = (v: Date | string) =>
    Math.round((new Date(dateOf(v)).getTime() - start) / DAY)
  const joins = new Int32Array(days.length)
  for (const row of nodes) joins[dayOf(row.created_at)]++
  return {
    source: "current",
    members: n,
    sponsor,
    parent,
    pinned_star,
    pinned_team,
    events: {
      member: Int32Array.from(known, (a) => index.get(a.member_id)!),
      card: Int8Array.from(known, (a) => (a.card === "gold" ? GOLD : STANDARD)),
      day: Int32Array.from(known, (a) => dayOf(a.created_at)),
    },
    days,
    joins,
  }
}

/** A read-only SQL reader: knex's `raw(...).rows` or a pg client's `query(...).rows`. */
export type Query = (
  sql: string,
  params?: unknown[]
) => Promise<Record<string, unknown>[]>

const NODES_SQL = `select member_id, sponsor_id, parent_id, star_level_pinned,
  team_level_pinned, created_at from network_member_levels order by depth, created_at, member_id`
const ACTIVATIONS_SQL = `select member_id, card, created_at from reward_activation
  where status = 'completed' order by created_at, id`

/**
 * Reads the network and the activations (two selects; run them in one read-only,
 * repeatable-read transaction so they agree). Refuses a network above `max`.
 */
export async function loadCurrentScenario(query: Query, max: number) {
  const [{ n }] = (await query(
    "select count(*)::int as n from network_member_levels"
  )) as {
    n: number
  }[]
  if (Number(n) > max) throw new Error(`simulation_too_large:${n}`)
  const nodes = (await query(NODES_SQL)) as NodeRow[]
  const acts = (await query(ACTIVATIONS_SQL)) as ActivationRow[]
  return scenarioFromRows(nodes, acts)
}
