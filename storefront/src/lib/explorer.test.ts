import { describe, expect, it } from "vitest"
import { txExplorerUrl } from "./explorer"

const HASH = "0x" + "ab".repeat(32)

describe("txExplorerUrl", () => {
  it("links a TX to its chain's explorer by the chain id the server watches, else by the chain's name", () => {
    expect(txExplorerUrl("BEP20", HASH)).toBe(`https://bscscan.com/tx/${HASH}`)
    expect(txExplorerUrl("BEP20", HASH, 56)).toBe(
      `https://bscscan.com/tx/${HASH}`
    )
    expect(txExplorerUrl("BEP20", HASH, 97)).toBe(
      `https://testnet.bscscan.com/tx/${HASH}`
    )
    expect(txExplorerUrl("POLYGON", HASH)).toBe(
      `https://polygonscan.com/tx/${HASH}`
    )
    expect(txExplorerUrl("POLYGON", HASH, 137)).toBe(
      `https://polygonscan.com/tx/${HASH}`
    )
  })
  it("gives no link for an unknown chain, an id no explorer serves, or what is no TX hash", () => {
    expect(txExplorerUrl("TRON", HASH)).toBeNull()
    expect(txExplorerUrl("BEP20", HASH, 31337)).toBeNull()
    expect(txExplorerUrl("BEP20", "0x12")).toBeNull()
    expect(txExplorerUrl("BEP20", `${HASH}"><script>`)).toBeNull()
  })
})
