import { finalBlock } from "../rpc"
import { viem, type Viem } from "../viem"

// The block a credit may count as final: its confirmations, and no later than
// the chain's finalized block where the node tells it.
const node = (answer: () => Promise<{ number: bigint }>) =>
  ({ getBlock: answer }) as unknown as Viem.PublicClient
const config = { confirmations: 15 }

describe("finalBlock", () => {
  it("takes the finalized block when it is before the confirmations' one", async () => {
    const client = node(async () => ({ number: 80n }))
    expect(await finalBlock(client, config, 100n)).toEqual({
      final: 80n,
      finalized: 80n,
    })
  })

  it("takes the confirmations' block when the chain finalized past it", async () => {
    // Ganache answers `finalized` as the head.
    const client = node(async () => ({ number: 100n }))
    expect(await finalBlock(client, config, 100n)).toEqual({
      final: 86n,
      finalized: 100n,
    })
  })

  it("counts confirmations only when the node answers the tag with an error", async () => {
    const client = node(async () => {
      throw new viem.InvalidParamsRpcError(new Error("invalid block tag"))
    })
    expect(await finalBlock(client, config, 100n)).toEqual({
      final: 86n,
      finalized: null,
    })
  })

  it("throws when the way to the node fails (the caller retries)", async () => {
    const client = node(async () => {
      throw new viem.HttpRequestError({ url: "http://127.0.0.1:9" })
    })
    await expect(finalBlock(client, config, 100n)).rejects.toThrow()
  })
})
