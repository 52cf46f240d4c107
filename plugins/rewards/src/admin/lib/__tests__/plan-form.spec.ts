import { patchOf, settlesBeforeRefundWindow, toFields } from "../plan-form"

const doc = {
  timezone: "UTC",
  bonuses: {
    layer: { rates: ["0.10", "0.10"], min_star: [1, 2], loan_min_direct: 1 },
  },
  withdrawal: { closed_weekdays: [6, 0] },
}

describe("plan form", () => {
  it("lists every leaf under its path as text", () => {
    expect(toFields(doc)).toEqual([
      { path: "timezone", kind: "string", text: "UTC" },
      { path: "bonuses.layer.rates", kind: "strings", text: "0.10, 0.10" },
      { path: "bonuses.layer.min_star", kind: "numbers", text: "1, 2" },
      { path: "bonuses.layer.loan_min_direct", kind: "number", text: "1" },
      { path: "withdrawal.closed_weekdays", kind: "numbers", text: "6, 0" },
    ])
  })

  it("keeps an emptied list of weekdays a list of numbers", () => {
    const fields = toFields({ withdrawal: { closed_weekdays: [] } })
    expect(patchOf(fields, { "withdrawal.closed_weekdays": "6, 0" })).toEqual({
      withdrawal: { closed_weekdays: [6, 0] },
    })
  })

  it("makes a partial document of the changed fields only", () => {
    const fields = toFields(doc)
    expect(
      patchOf(fields, {
        timezone: "UTC",
        "bonuses.layer.rates": "0.2, 0.1",
        "bonuses.layer.loan_min_direct": "2",
        "withdrawal.closed_weekdays": "",
      })
    ).toEqual({
      bonuses: { layer: { rates: ["0.2", "0.1"], loan_min_direct: 2 } },
      withdrawal: { closed_weekdays: [] },
    })
  })

  it("shows the settlement switch off where the plan leaves it out, and sends it as a boolean", () => {
    const fields = toFields({ settlement: { delay_hours: 336 } })
    expect(fields).toEqual([
      { path: "settlement.delay_hours", kind: "number", text: "336" },
      {
        path: "settlement.before_refund_window",
        kind: "boolean",
        text: "false",
      },
    ])
    expect(settlesBeforeRefundWindow(fields, {})).toBe(false)
    const edits = {
      "settlement.delay_hours": "0",
      "settlement.before_refund_window": "true",
    }
    expect(settlesBeforeRefundWindow(fields, edits)).toBe(true)
    expect(patchOf(fields, edits)).toEqual({
      settlement: { delay_hours: 0, before_refund_window: true },
    })
    const on = toFields({
      settlement: { delay_hours: 0, before_refund_window: true },
    })
    expect(on).toHaveLength(2)
    expect(settlesBeforeRefundWindow(on, {})).toBe(true)
  })
})
