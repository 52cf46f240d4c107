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

/**
 * The stored state seen through the changes of activations computed earlier in
 * the same batch (same lock hold), whose writes come after all are computed:
 * uplines' team volume and levels, the buyer's card and active flag, loans and
 * refund debts repaid by bonuses. Frozen status, plan and price do not change
 * within a lock hold.
 */
export class Overlay implements View {
  private nodes = new Map<string, Patch>()
  private read = new Map<string, { node: NetworkNode; path: NetworkNode[] }>()
  /** Frozen status and debts as stored, of every member prefetched. */
  private known = new Set<string>()
  private frozen = new Set<string>()
  private debts: Record<string, string> = {}
  private refundDebts: Record<string, string> = {}
  private repaid = new Map<string, bigint>()
  private collected = new Map<string, bigint>()

  constructor(
    private base: View,
    private p: Ports
  ) {}

  /**
   * Reads the buyers' nodes and paths at once, as stored (before the batch), then
   * the frozen status and debts of all of them and their uplines, the only
   * members their bonuses can pay.
   */
  async prefetch(memberIds: string[]) {
    const read = await this.p.network.getPaths(memberIds)
    const ids = new Set(memberIds)
    for (const [id, r] of Object.entries(read)) {
      this.read.set(id, r)
      for (const n of r.path) ids.add(n.member_id)
    }
    const all = [...ids]
    const [frozen, debts, refundDebts] = await Promise.all([
      this.base.frozenAmong(all),
      this.base.getDebts(all),
      this.base.getRefundDebts(all),
    ])
    this.frozen = frozen
    this.debts = debts
    this.refundDebts = refundDebts
    this.known = ids
  }

  private knows(ids: string[]) {
    return ids.every((id) => this.known.has(id))
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

  private apply(n: NetworkNode): NetworkNode {
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
    return this.apply(this.read.get(id)?.node ?? (await this.base.getNode(id)))
  }
  async getPath(id: string) {
    const path = this.read.get(id)?.path ?? (await this.base.getPath(id))
    return path.map((n) => this.apply(n))
  }
  async frozenAmong(ids: string[]) {
    if (!this.knows(ids)) return this.base.frozenAmong(ids)
    return new Set(ids.filter((id) => this.frozen.has(id)))
  }
  async getDebts(ids: string[]) {
    const stored = this.knows(ids)
      ? pick(this.debts, ids)
      : await this.base.getDebts(ids)
    return this.less(stored, this.repaid)
  }
  async getRefundDebts(ids: string[]) {
    const stored = this.knows(ids)
      ? pick(this.refundDebts, ids)
      : await this.base.getRefundDebts(ids)
    return this.less(stored, this.collected)
  }

  /** Stored debts less what the batch repays; only members who still owe. */
  private less(stored: Record<string, string>, paid: Map<string, bigint>) {
    const out: Record<string, string> = {}
    for (const [id, owed] of Object.entries(stored)) {
      const left = units(owed) - (paid.get(id) ?? 0n)
      if (left > 0n) out[id] = text(left)
    }
    return out
  }
}
