import { PlacementTree } from "./network"
import { seededRandom } from "./random"
import { GOLD, STANDARD, type GrowthParams, type Scenario } from "./types"

/**
 * A synthetic network growth, deterministic given the seed: N members join evenly
 * over D days, each picking a sponsor among those already in (uniformly, or with
 * probability `skew` in proportion to 1 + referrals: preferential attachment, O(1)
 * per pick) and is placed by rules.md §3. The root holds a gold card from the
 * start; each new member buys a card on joining (gold with `gold_share`), and a
 * share of standard holders upgrades later, at a random time before the end.
 */
export function generateGrowth(p: GrowthParams): Scenario {
  const n = p.members
  const rand = seededRandom(p.seed)
  const activationShare = p.activation_share ?? 1
  const upgradeShare = p.upgrade_share ?? 0
  const tree = new PlacementTree(n + 1)
  tree.placeRoot()
  const sponsor = new Int32Array(n + 1).fill(-1)
  const tickets = new Int32Array(2 * n + 1)
  let ticketCount = 1 // ticket 0 is the root's
  const joins = new Int32Array(p.days)
  const dayOf = (i: number) => Math.floor(((i - 1) * p.days) / n)

  // Activations at joining, in order, and upgrades with their time.
  const first: { member: number; card: number; day: number; time: number }[] = [
    { member: 0, card: GOLD, day: 0, time: -1 },
  ]
  const upgrades: { member: number; time: number }[] = []
  for (let i = 1; i <= n; i++) {
    const pickSkewed = rand() < p.skew
    const s = pickSkewed
      ? tickets[Math.floor(rand() * ticketCount)]
      : Math.floor(rand() * i)
    const id = tree.place(s)
    sponsor[id] = s
    tickets[ticketCount++] = id
    tickets[ticketCount++] = s
    const day = dayOf(i)
    joins[day]++
    if (rand() >= activationShare) continue
    const card = rand() < p.gold_share ? GOLD : STANDARD
    const joined = ((i - 1) * p.days) / n
    first.push({ member: id, card, day, time: joined })
    if (card === STANDARD && rand() < upgradeShare)
      upgrades.push({ member: id, time: joined + rand() * (p.days - joined) })
  }
  upgrades.sort((a, b) => a.time - b.time || a.member - b.member)

  // Merge by time; an upgrade comes after the activations of its day so far.
  const total = first.length + upgrades.length
  const events = {
    member: new Int32Array(total),
    card: new Int8Array(total),
    day: new Int32Array(total),
  }
  let a = 0
  let b = 0
  for (let k = 0; k < total; k++) {
    const up = upgrades[b]
    if (up && (a >= first.length || up.time < first[a].time)) {
      events.member[k] = up.member
      events.card[k] = GOLD
      events.day[k] = Math.min(Math.floor(up.time), p.days - 1)
      b++
    } else {
      events.member[k] = first[a].member
      events.card[k] = first[a].card
      events.day[k] = first[a].day
      a++
    }
  }
  return {
    source: "growth",
    members: n + 1,
    sponsor,
    parent: tree.parent,
    events,
    days: Array.from({ length: p.days }, (_, d) => String(d + 1)),
    joins,
  }
}
