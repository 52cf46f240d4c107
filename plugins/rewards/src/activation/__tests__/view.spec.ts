import type { Plan } from "@uuc/data"
import type { NetworkNode, Ports } from "../../shared/ports"
import { bonus } from "../../modules/rewards/__tests__/bonus"
import { Overlay, type View } from "../view"

const node = (id: string, volume: string, parent?: string): NetworkNode => ({
  member_id: id,
  username: id,
  sponsor_id: parent ?? null,
  card: "gold",
  active: true,
  volume,
  star_level: 0,
  team_level: 0,
  star_level_pinned: false,
  team_level_pinned: false,
  active_direct_count: 1,
})

/**
 * A stand-in database: `root` above `a` and `b`, and a loan of `root`'s. `write`
 * does what a round's apply does to it (the volume added, the loan repaid).
 */
function store() {
  const db = {
    nodes: { root: node("root", "100.00000000") } as Record<
      string,
      NetworkNode
    >,
    debts: { root: "10.00000000" } as Record<string, string>,
  }
  db.nodes.a = { ...node("a", "0.00000000", "root"), active: false, card: null }
  db.nodes.b = { ...node("b", "0.00000000", "root"), active: false, card: null }
  const path = (id: string) => [db.nodes[id], db.nodes.root]
  const base: View = {
    plan: {} as Plan,
    version: 1,
    price: "0.01",
    getNode: async (id) => db.nodes[id],
    getPath: async (id) => path(id).slice(1),
    frozenAmong: async () => new Set<string>(),
    getDebts: async (ids) =>
      Object.fromEntries(
        ids.filter((i) => db.debts[i]).map((i) => [i, db.debts[i]])
      ),
    getRefundDebts: async () => ({}),
  }
  const p = {
    network: {
      getPaths: async (ids: string[]) =>
        Object.fromEntries(
          ids.map((id) => [id, { node: db.nodes[id], path: path(id).slice(1) }])
        ),
    },
  } as unknown as Ports
  const write = () => {
    db.nodes.root = { ...db.nodes.root, volume: "150.00000000" }
    db.nodes.a = { ...db.nodes.a, active: true, card: "standard" }
    db.debts.root = "6.00000000"
  }
  return { base, p, write }
}

/** What activating `a` for 50 USD, paying `root` a bonus that repays 4, changes. */
const effects = {
  member_id: "a",
  card: "standard" as const,
  amount: "50",
  after: new Map([
    ["root", { star_level: 0, team_level: 0, active_direct_count: 2 }],
  ]),
  bonuses: [bonus({ beneficiary_id: "root", repaid: "4" })],
}

describe("Overlay", () => {
  it("the next round sees what the round before it read, with its changes once, even after that round is written", async () => {
    const { base, p, write } = store()
    const round = new Overlay(base, p)
    await round.prefetch(["a"])
    expect((await round.getPath("a"))[0].volume).toBe("100.00000000")
    expect(await round.getDebts(["root"])).toEqual({ root: "10.00000000" })
    round.record(effects)

    const next = round.next()
    // the first round is written while the next one reads
    write()
    await next.prefetch(["b"])
    const [root] = await next.getPath("b")
    expect(root.volume).toBe("150.00000000")
    expect(root.active_direct_count).toBe(2)
    expect(await next.getDebts(["root"])).toEqual({ root: "6.00000000" })
    expect(await next.getNode("a")).toMatchObject({
      active: true,
      card: "standard",
    })
    // the round itself is unchanged by its copy
    next.record({ ...effects, member_id: "b", bonuses: [] })
    expect((await round.getPath("a"))[0].volume).toBe("150.00000000")
    expect((await next.getPath("b"))[0].volume).toBe("200.00000000")
  })

  it("a member first read by the next round, after the writes, is read as stored", async () => {
    const { base, p, write } = store()
    const round = new Overlay(base, p)
    const next = round.next()
    write()
    expect((await next.getPath("b"))[0].volume).toBe("150.00000000")
    expect(await next.getDebts(["root"])).toEqual({ root: "6.00000000" })
  })
})
