import { PlacementTree } from "../network"

/** The known cases of the network module's placement tests, in memory. */
describe("PlacementTree (rules.md §3)", () => {
  const tree = (n = 64) => {
    const t = new PlacementTree(n)
    t.placeRoot()
    return t
  }

  it("fills the sponsor's three lines in order, then the weakest line, ties to the lower line", () => {
    const t = tree()
    const [a, b, c] = [t.place(0), t.place(0), t.place(0)]
    expect([t.line[a], t.line[b], t.line[c]]).toEqual([1, 2, 3])
    expect(t.parent[t.place(0)]).toBe(a) // all size 1: tie → line 1
    expect(t.parent[t.place(0)]).toBe(b)
    expect(t.parent[t.place(0)]).toBe(c)
    const g = t.place(0)
    expect([t.parent[g], t.line[g]]).toEqual([a, 2])
    expect(t.size[0]).toBe(8)
    expect(t.size[a]).toBe(3)
  })

  it("follows the weakest line by size, not by line, once the lines differ", () => {
    const t = tree()
    const [a, b, c] = [t.place(0), t.place(0), t.place(0)]
    t.place(a)
    t.place(a)
    t.place(c)
    // sizes: a 3, b 1, c 2 → b; then b and c tie at 2 → b (lower line); then c
    expect(t.parent[t.place(0)]).toBe(b)
    expect(t.parent[t.place(0)]).toBe(b)
    expect(t.parent[t.place(0)]).toBe(c)
  })

  it("goes down recursively when the weakest child is full too, inside the sponsor's subtree", () => {
    const t = tree()
    const [a, b, c] = [t.place(0), t.place(0), t.place(0)]
    const a1 = t.place(a)
    t.place(a)
    t.place(a)
    for (const p of [b, b, b, c, c, c]) t.place(p)
    const x = t.place(0)
    expect(t.parent[x]).toBe(a1)
    expect(t.parent[t.place(a1)]).toBe(a1)
    expect(t.childrenOf(a1)).toHaveLength(2)
  })

  it("keeps every size equal to the real subtree", () => {
    const t = tree(500)
    let seed = 42
    const rand = () =>
      (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    for (let i = 1; i < 500; i++) t.place(Math.floor(rand() ** 2 * i))
    const real = (id: number): number =>
      1 + t.childrenOf(id).reduce((s, c) => s + real(c), 0)
    for (let i = 0; i < 500; i++) {
      expect(t.size[i]).toBe(real(i))
      expect(t.childrenOf(i).length).toBeLessThanOrEqual(3)
    }
  })
})
