import type { Plan } from "@uuc/data"
import type { Bonus } from "../engine"
import type { LevelsAfter } from "../engine/project"
import { units } from "../engine/money"
import { frozenAmong, type NetworkNode, type Ports } from "../shared/ports"

/**
 * What an activation reads of the world: the plan and price in force, nodes and
 * paths, who is frozen, what they owe. Outside a batch it is the stored state;
 * inside one it is the stored state plus what the batch's earlier activations,
 * computed but not yet written, will change (`Overlay`).
 */
export type View = {
  plan: Plan
  version: number
  price: string
  getNode(memberId: string): Promise<NetworkNode>
  getPath(memberId: string): Promise<NetworkNode[]>
  frozenAmong(ids: string[]): Promise<Set<string>>
  getDebts(ids: string[]): Promise<Record<string, string>>
  getRefundDebts(ids: string[]): Promise<Record<string, string>>
}

/** The stored state, with the plan and price in force read once. */
export async function storedView(p: Ports): Promise<View> {
  const [{ version, plan }, token] = await Promise.all([
    p.plan.getPlan(),
    p.ledger.getTokenPrice(),
  ])
  return {
    plan,
    version,
    price: String(token.price),
    getNode: (id) => p.network.getNode(id),
    getPath: (id) => p.network.getPath(id),
    frozenAmong: (ids) => frozenAmong(p, ids),
    getDebts: (ids) => p.rewards.getDebts(ids),
    getRefundDebts: (ids) => p.rewards.getRefundDebts(ids),
  }
}

/** What an activation, once computed, will change (see `Overlay.record`). */
export type Effects = {
  member_id: string
  card: "standard" | "gold"
  amount: string
  /** The placement uplines, with their levels after this activation. */
  after: Map<string, LevelsAfter>
  bonuses: Bonus[]
}

type Patch = {
  volume: bigint
  levels?: LevelsAfter
  active?: boolean
  gold?: boolean
}

const pick = (all: Record<string, string>, ids: string[]) =>
  Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]))

/** 8-place text of a non-negative amount in units of 1e-8. */
const text = (u: bigint) => {
  const s = u.toString().padStart(9, "0")
  return `${s.slice(0, -8)}.${s.slice(-8)}`
}

/** A member's stored fact read once per hold: which ids were read, and what. */
class Pinned<T> {
  readonly ids = new Set<string>()
  constructor(public values: T) {}
  fresh(ids: string[]) {
    return ids.filter((id) => !this.ids.has(id))
  }
  copy(clone: (v: T) => T) {
    const c = new Pinned(clone(this.values))
    for (const id of this.ids) c.ids.add(id)
    return c
  }
}

/**
 * The stored state seen through the changes of activations computed earlier in
 * the same lock hold, whose writes come after they are computed: uplines' team
 * volume and levels, the buyer's card and active flag, loans and refund debts
 * repaid by bonuses. Frozen status, plan and price do not change within a lock
 * hold.
 *
 * Every node and debt is read at most once per hold and kept as first read
 * (`seen`, `Pinned`): a round prepared while the round before it is written
 * (`next`, phases.ts) may read a node after that round's writes, and must still
 * see it as stored before them, with their effects added once, by the overlay.
 * Each node the earlier rounds change was read by them (it is on a path they
 * read), so it is in `seen`.
 */
export class Overlay implements View {
  private nodes = new Map<string, Patch>()
  /** Each node as first read in this hold. */
  private seen = new Map<string, NetworkNode>()
  private read = new Map<string, { node: NetworkNode; path: NetworkNode[] }>()
  private frozen = new Pinned(new Set<string>())
  private debts = new Pinned<Record<string, string>>({})
  private refundDebts = new Pinned<Record<string, string>>({})
  private repaid = new Map<string, bigint>()
  private collected = new Map<string, bigint>()

  constructor(
    private base: View,
    private p: Ports
  ) {}

  /**
   * The overlay of the hold's next round: this one's changes and first reads
   * carried over, so that the next round can be computed while this one is
   * written. If this round is not written whole (a refusal), it is thrown away.
   */
  next() {
    const o = new Overlay(this.base, this.p)
    for (const [id, patch] of this.nodes) o.nodes.set(id, { ...patch })
    o.seen = new Map(this.seen)
    o.frozen = this.frozen.copy((v) => new Set(v))
    o.debts = this.debts.copy((v) => ({ ...v }))
    o.refundDebts = this.refundDebts.copy((v) => ({ ...v }))
    o.repaid = new Map(this.repaid)
    o.collected = new Map(this.collected)
    return o
  }

  /**
   * Reads the buyers' nodes and paths at once, then the frozen status and debts
   * of all of them and their uplines not read yet in this hold, the only members
   * their bonuses can pay.
   */
  async prefetch(memberIds: string[]) {
    const read = await this.p.network.getPaths(memberIds)
    const ids = new Set(memberIds)
    for (const [id, r] of Object.entries(read)) {
      this.read.set(id, r)
      for (const n of r.path) ids.add(n.member_id)
    }
    await this.pin([...ids])
  }

  /** Frozen status and debts of those of `ids` not read yet in this hold. */
  private async pin(ids: string[]) {
    await Promise.all([
      this.pinFrozen(ids),
      this.pinDebts(ids),
      this.pinRefundDebts(ids),
    ])
  }
  private async pinFrozen(ids: string[]) {
    const fresh = this.frozen.fresh(ids)
    if (!fresh.length) return
    const frozen = await this.base.frozenAmong(fresh)
    for (const id of fresh) this.frozen.ids.add(id)
    for (const id of frozen) this.frozen.values.add(id)
  }
  private async pinDebts(ids: string[]) {
    const fresh = this.debts.fresh(ids)
    if (!fresh.length) return
    Object.assign(this.debts.values, await this.base.getDebts(fresh))
    for (const id of fresh) this.debts.ids.add(id)
  }
  private async pinRefundDebts(ids: string[]) {
    const fresh = this.refundDebts.fresh(ids)
    if (!fresh.length) return
    Object.assign(
      this.refundDebts.values,
      await this.base.getRefundDebts(fresh)
    )
    for (const id of fresh) this.refundDebts.ids.add(id)
  }

  get plan() {
    return this.base.plan
  }
  get version() {
    return this.base.version
  }
  get price() {
    return this.base.price
  }

  record(e: Effects) {
    const amount = units(e.amount)
    for (const [id, levels] of e.after) {
      const patch = this.patch(id)
      patch.volume += amount
      patch.levels = levels
    }
    const buyer = this.patch(e.member_id)
    buyer.active = true
    if (e.card === "gold") buyer.gold = true
    for (const b of e.bonuses) {
      const id = b.beneficiary_id
      this.repaid.set(id, (this.repaid.get(id) ?? 0n) + units(b.repaid))
      if (b.debt_collected)
        this.collected.set(
          id,
          (this.collected.get(id) ?? 0n) + units(b.debt_collected.usd)
        )
    }
  }

  private patch(id: string) {
    let p = this.nodes.get(id)
    if (!p) this.nodes.set(id, (p = { volume: 0n }))
    return p
  }

  /** A node as first read in this hold, with the hold's changes. */
  private apply(read: NetworkNode): NetworkNode {
    let n = this.seen.get(read.member_id)
    if (!n) this.seen.set(read.member_id, (n = read))
    const p = this.nodes.get(n.member_id)
    if (!p) return n
    return {
      ...n,
      volume: p.volume ? text(units(n.volume) + p.volume) : n.volume,
      ...(p.levels ?? {}),
      active: p.active ?? n.active,
      card: p.gold ? "gold" : p.active && !n.card ? "standard" : n.card,
    }
  }

  async getNode(id: string) {
    const seen = this.seen.get(id)
    return this.apply(
      seen ?? this.read.get(id)?.node ?? (await this.base.getNode(id))
    )
  }
  async getPath(id: string) {
    const path = this.read.get(id)?.path ?? (await this.base.getPath(id))
    return path.map((n) => this.apply(n))
  }
  async frozenAmong(ids: string[]) {
    await this.pinFrozen(ids)
    return new Set(ids.filter((id) => this.frozen.values.has(id)))
  }
  async getDebts(ids: string[]) {
    await this.pinDebts(ids)
    return this.less(pick(this.debts.values, ids), this.repaid)
  }
  async getRefundDebts(ids: string[]) {
    await this.pinRefundDebts(ids)
    return this.less(pick(this.refundDebts.values, ids), this.collected)
  }

  /** Stored debts less what the hold repays; only members who still owe. */
  private less(stored: Record<string, string>, paid: Map<string, bigint>) {
    const out: Record<string, string> = {}
    for (const [id, owed] of Object.entries(stored)) {
      const left = units(owed) - (paid.get(id) ?? 0n)
      if (left > 0n) out[id] = text(left)
    }
    return out
  }
}
