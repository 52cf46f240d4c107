/**
 * The placement tree in memory (rules.md §3), for the simulator: members are
 * indices 0..n-1 (0 = the root), placed in the order they join. A new member goes
 * to the sponsor's next free line; with three lines taken, down the weakest line
 * (fewest members, ties to the lower line) until a member with a free line.
 * Sizes are kept along the new path, so a placement costs O(depth).
 */
export class PlacementTree {
  readonly parent: Int32Array
  readonly line: Int8Array
  readonly size: Int32Array
  private readonly children: Int32Array
  private readonly childCount: Int8Array
  private count = 0

  constructor(readonly capacity: number) {
    this.parent = new Int32Array(capacity).fill(-1)
    this.line = new Int8Array(capacity)
    this.size = new Int32Array(capacity)
    this.children = new Int32Array(capacity * 3).fill(-1)
    this.childCount = new Int8Array(capacity)
  }

  get members() {
    return this.count
  }

  /** Places the root (member 0). */
  placeRoot(): number {
    if (this.count !== 0) throw new Error("the root is placed first")
    this.size[0] = 1
    return this.count++
  }

  /** Places a new member sponsored by `sponsor`; answers its index. */
  place(sponsor: number): number {
    if (sponsor < 0 || sponsor >= this.count) throw new Error("unknown sponsor")
    let x = sponsor
    while (this.childCount[x] === 3) {
      let best = this.children[x * 3]
      for (let k = 1; k < 3; k++) {
        const c = this.children[x * 3 + k]
        if (this.size[c] < this.size[best]) best = c // strict: ties keep the lower line
      }
      x = best
    }
    const id = this.count++
    this.parent[id] = x
    this.line[id] = this.childCount[x] + 1
    this.children[x * 3 + this.childCount[x]] = id
    this.childCount[x]++
    this.size[id] = 1
    for (let a = x; a !== -1; a = this.parent[a]) this.size[a]++
    return id
  }

  childrenOf(id: number): number[] {
    return Array.from(
      this.children.subarray(id * 3, id * 3 + this.childCount[id])
    )
  }
}
