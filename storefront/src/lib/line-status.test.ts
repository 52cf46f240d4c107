import { describe, expect, it } from "vitest"
import { lineStatus } from "./line-status"

describe("lineStatus", () => {
  it("calls a withdrawal's hold held, not settled", () => {
    expect(lineStatus({ kind: "withdrawal_hold", status: "posted" })).toEqual({
      key: "held",
      tone: "wait",
    })
  })
  it("keeps the ledger's status for other lines", () => {
    expect(lineStatus({ kind: "withdrawal_paid", status: "posted" }).key).toBe(
      "posted"
    )
    expect(lineStatus({ kind: "activation", status: "pending" }).key).toBe(
      "pending"
    )
    expect(lineStatus({ kind: "activation", status: "voided" }).key).toBe(
      "voided"
    )
  })
})
