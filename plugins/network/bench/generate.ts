import { plan } from "@uuc/data"
import { DEFAULT_TEAM_THRESHOLDS } from "../src/modules/network/lib/levels"

/** A generated network, member i's fields at index i; parents come before children. */
export type GeneratedNetwork = {
  n: number
  sponsor: Int32Array
  parent: Int32Array
  line: Int8Array
  depth: Int32Array
  childCount: Int8Array
  size: Int32Array
  directs: Int32Array
  activeDirects: Int32Array
  /** 0 no card, 1 standard, 2 gold */
  card: Int8Array
  ownVolume: Float64Array
  volume: Float64Array
  teamLevel: Int8Array
}

const PRICE = [0, 100, 200]
const thresholds = DEFAULT_TEAM_THRESHOLDS.map(Number)

/** A network of n members, nobody placed yet (the root is member 0). */
export function emptyNetwork(n: number): GeneratedNetwork {
  return {
    n,
    sponsor: new Int32Array(n).fill(-1),
    parent: new Int32Array(n).fill(-1),
    line: new Int8Array(n),
    depth: new Int32Array(n),
    childCount: new Int8Array(n),
    size: new Int32Array(n).fill(1),
    directs: new Int32Array(n),
    activeDirects: new Int32Array(n),
    card: new Int8Array(n),
    ownVolume: new Float64Array(n),
    volume: new Float64Array(n),
    teamLevel: new Int8Array(n),
  }
}

/**
 * Own volumes, active referrals, volumes summed bottom-up and team levels, once
 * parents, sponsors and cards are set.
 */
export function summarize(g: GeneratedNetwork): GeneratedNetwork {
  for (let i = 0; i < g.n; i++) {
    g.ownVolume[i] = PRICE[g.card[i]]
    if (g.card[i] && g.sponsor[i] !== -1) g.activeDirects[g.sponsor[i]]++
  }
  for (let i = g.n - 1; i > 0; i--)
    g.volume[g.parent[i]] += g.volume[i] + g.ownVolume[i]
  for (let i = 0; i < g.n; i++)
    g.teamLevel[i] = thresholds.filter((t) => g.volume[i] >= t).length
  return g
}

/**
 * N members placed by the rules of rules.md §3, in memory. Sponsors come by
 * preferential attachment (a member is picked in proportion to 1 + the referrals
 * they already have), so a few members sponsor thousands, as in real networks.
 * 40% of members hold a card (30% of those gold); volumes are summed bottom-up.
 */
export function generateNetwork(
  n: number,
  random: () => number
): GeneratedNetwork {
  const g = emptyNetwork(n)
  const children = new Int32Array(n * 3).fill(-1)
  const tickets = new Int32Array(2 * n)
  let ticketCount = 1 // ticket 0 is the root's
  for (let i = 1; i < n; i++) {
    const s = tickets[Math.floor(random() * ticketCount)]
    let x = s
    while (g.childCount[x] === 3) {
      let best = children[x * 3]
      for (let k = 1; k < 3; k++) {
        const c = children[x * 3 + k]
        if (g.size[c] < g.size[best]) best = c
      }
      x = best
    }
    g.parent[i] = x
    g.sponsor[i] = s
    g.line[i] = g.childCount[x] + 1
    children[x * 3 + g.childCount[x]] = i
    g.childCount[x]++
    g.depth[i] = g.depth[x] + 1
    g.directs[s]++
    for (let a = x; a !== -1; a = g.parent[a]) g.size[a]++
    tickets[ticketCount++] = i
    tickets[ticketCount++] = s
  }
  for (let i = 0; i < n; i++) {
    if (random() >= 0.4) continue
    g.card[i] = random() < 0.3 ? 2 : 1
  }
  return summarize(g)
}

export const starLevel = (activeDirects: number) =>
  Math.min(activeDirects, plan.levels.star_max)
