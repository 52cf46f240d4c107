import { coalesce } from "../coalesce"

describe("coalesce", () => {
  it("runs a lone key at once, and keys arriving during a batch together in the next", async () => {
    const batches: string[][] = []
    let release = () => {}
    const sync = coalesce(async (keys: string[]) => {
      batches.push(keys)
      if (batches.length === 1)
        await new Promise<void>((r) => (release = () => r()))
    })
    const first = sync("a")
    await new Promise((r) => setTimeout(r, 10))
    expect(batches).toEqual([["a"]])
    // a burst while "a" runs: one batch, each key once
    const burst = [sync("b"), sync("c"), sync("b")]
    await new Promise((r) => setTimeout(r, 10))
    expect(batches).toEqual([["a"]])
    release()
    await Promise.all([first, ...burst])
    expect(batches).toEqual([["a"], ["b", "c"]])
  })

  it("fails every caller of a failed batch, and runs the next batch all the same", async () => {
    let fail = true
    const sync = coalesce(async () => {
      if (fail) throw new Error("down")
    })
    const calls = [sync("a"), sync("b")]
    await expect(calls[0]).rejects.toThrow("down")
    await expect(calls[1]).rejects.toThrow("down")
    fail = false
    await expect(sync("c")).resolves.toBeUndefined()
  })
})
