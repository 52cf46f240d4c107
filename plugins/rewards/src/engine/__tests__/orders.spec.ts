import { computeBonuses } from ".."
import { earner, gold, input, plan } from "./fixtures"

const pick = (bs: ReturnType<typeof computeBonuses>) =>
  bs.map((b) => [b.type, b.beneficiary_id, b.amount_usd])

describe("orders as triggers", () => {
  const A = earner("A", { star_level: 1, team_level: 1 })
  const M = earner("M")
  const order = gold({ card: "standard", amount: "500" })

  it("pays only the merchant bonus under the default plan (network bonuses on activations)", () => {
    const bs = computeBonuses(
      input({
        activation: order,
        sponsor: A,
        path: [A],
        trigger: "order",
        merchant_sponsor: M,
      })
    )
    expect(pick(bs)).toEqual([["merchant", "M", "10.00000000"]])
  })

  it("pays each network bonus whose triggers include order, layer without the card condition", () => {
    const p = plan((x) => {
      x.bonuses.referral.triggers = ["order"]
      x.bonuses.layer.triggers = ["order"]
      x.bonuses.team.triggers = ["activation", "order"]
    })
    const bs = computeBonuses(
      input({
        plan: p,
        activation: order,
        sponsor: A,
        path: [A],
        trigger: "order",
      })
    )
    expect(pick(bs)).toEqual([
      ["referral", "A", "50.00000000"],
      ["layer", "A", "50.00000000"],
      ["team", "A", "15.00000000"],
    ])
    // and no longer on activations
    expect(
      pick(computeBonuses(input({ plan: p, sponsor: A, path: [A] })))
    ).toEqual([["team", "A", "6.00000000"]])
  })

  it("pays no merchant bonus on an activation", () => {
    expect(pick(computeBonuses(input({ merchant_sponsor: M })))).toEqual([])
  })
})
