import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { stubApi, type Call } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { balanceAfter } from "./star-page"
import { confirmWithPassword } from "../../test/confirm"
import { signedInMember } from "../../test/describe-hooks"
import type { Cards, Loan } from "../../hooks/rewards"

const balances = (usdt: string) => ({
  USDT: usdt,
  USDT_HELD: "0.00000000",
  UUC: "0.00000000",
  UUC_POOL: "0.00000000",
  POINTS: "0.00000000",
})

// typed as the server answers it (points are the plan's decimal strings)
const cards = (card: null | "standard" | "gold"): Cards => ({
  plan_version: 1,
  card,
  active: !!card,
  cards: [
    {
      card: "standard",
      price: "100.00000000",
      price_ratio: "0.2",
      points: "100",
      pay: card ? null : "100.00000000",
    },
    {
      card: "gold",
      price: "200.00000000",
      price_ratio: "0.15",
      points: "200",
      pay:
        card === "gold"
          ? null
          : card === "standard"
            ? "100.00000000"
            : "200.00000000",
    },
  ],
})

// a loan's fields as the server names them (the tests give the ones they need)
type LoanFields = Partial<Loan>

function starApi({
  card = null as null | "standard" | "gold",
  usdt = "250.00000000",
  loans = [] as LoanFields[],
  activations = [] as Record<string, unknown>[],
  post = (() => undefined) as (
    call: Call
  ) => { status?: number; body: unknown } | undefined,
}) {
  return stubApi((call) => {
    const path = call.url.pathname
    if (call.method === "POST") return post(call)
    if (path === "/store/cards") return { body: cards(card) }
    if (path === "/store/ledger/balances")
      return { body: { balances: balances(usdt) } }
    if (path === "/store/loans") return { body: { loans, count: loans.length } }
    if (path === "/store/activations") return { body: { activations } }
  })
}

describe("/star", () => {
  signedInMember("en-US")

  it("computes the balance after paying without floats", () => {
    expect(balanceAfter("250.1", "200.00000001")).toBe("50.09999999")
    expect(balanceAfter("99.99999999", "100")).toBeNull()
  })

  it("shows both cards with price, member price ratio, points and the layer bonus rule", async () => {
    starApi({})
    renderAt("/star")
    const gold = await screen.findByTestId("star-card-gold")
    const standard = screen.getByTestId("star-card-standard")
    expect(standard.textContent).toContain("100.00 USD")
    expect(standard.textContent).toContain("Pay 20% of the price in the shop")
    expect(standard.textContent).toContain("100 points granted")
    expect(standard.textContent).toContain("No layer bonus")
    expect(gold.textContent).toContain("200.00 USD")
    expect(gold.textContent).toContain("Pay 15% of the price in the shop")
    expect(gold.textContent).toContain("Layer bonus (gold card only)")
    expect(screen.getByTestId("star-current-card").textContent).toBe(
      "No card yet"
    )
  })

  it("buys the gold card after a confirmation with what is paid, the points and the balance after; a receipt follows", async () => {
    let paid = false
    const calls = stubApi((call) => {
      const path = call.url.pathname
      if (call.method === "POST" && path === "/store/cards/activate") {
        paid = true
        return {
          status: 201,
          body: {
            activation: {
              id: "act_1",
              card: "gold",
              kind: "activation",
              amount: "200.00000000",
              plan_version: 1,
              price: "0.01",
              status: "completed",
              created_at: "2026-11-22T10:00:00.000Z",
            },
            bonuses: [],
          },
        }
      }
      if (path === "/store/cards") return { body: cards(paid ? "gold" : null) }
      if (path === "/store/ledger/balances")
        return { body: { balances: balances(paid ? "50" : "250") } }
      if (path === "/store/loans") return { body: { loans: [], count: 0 } }
    })
    renderAt("/star")
    fireEvent.click(await screen.findByTestId("star-buy-gold"))
    const dialog = await screen.findByTestId("confirm-dialog")
    expect(within(dialog).getByTestId("confirm-pay").textContent).toBe(
      "200.00 USDT"
    )
    expect(within(dialog).getByTestId("confirm-points").textContent).toBe(
      "200.00 points"
    )
    expect(within(dialog).getByTestId("confirm-after").textContent).toBe(
      "50.00 USDT"
    )
    confirmWithPassword(dialog, "Second0ne!")
    const receipt = await screen.findByTestId("receipt")
    expect(within(receipt).getByTestId("receipt-card").textContent).toBe(
      "Gold card"
    )
    await waitFor(() =>
      expect(within(receipt).getByTestId("receipt-balance").textContent).toBe(
        "50.00 USDT"
      )
    )
    const post = calls.find((c) => c.method === "POST")!
    expect(post.body).toEqual({
      card: "gold",
      secondary_password: "Second0ne!",
    })
    expect(post.headers.get("idempotency-key")).toBeTruthy()
    expect(await screen.findByTestId("star-current-card")).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByTestId("star-current-card").textContent).toBe(
        "Gold card"
      )
    )
  })

  it("upgrades standard to gold for the difference and grants the difference in points", async () => {
    starApi({ card: "standard" })
    renderAt("/star")
    expect((await screen.findByTestId("star-buy-gold")).textContent).toContain(
      "Upgrade for 100.00 USDT"
    )
    expect(screen.queryByTestId("star-buy-standard")).toBeNull()
    fireEvent.click(screen.getByTestId("star-buy-gold"))
    const dialog = await screen.findByTestId("confirm-dialog")
    expect(within(dialog).getByText("Confirm the upgrade")).toBeTruthy()
    expect(within(dialog).getByTestId("confirm-pay").textContent).toBe(
      "100.00 USDT"
    )
    expect(within(dialog).getByTestId("confirm-points").textContent).toBe(
      "100.00 points"
    )
    expect(within(dialog).getByTestId("confirm-after").textContent).toBe(
      "150.00 USDT"
    )
  })

  it("says the balance is insufficient with a link to recharge, keeping the same key on a retry", async () => {
    const calls = starApi({
      usdt: "500",
      post: () => ({
        status: 400,
        body: { code: "insufficient_balance", message: "insufficient" },
      }),
    })
    renderAt("/star")
    fireEvent.click(await screen.findByTestId("star-buy-standard"))
    const dialog = await screen.findByTestId("confirm-dialog")
    expect(within(dialog).queryByTestId("star-insufficient")).toBeNull()
    confirmWithPassword(dialog, "Second0ne!")
    const notice = await within(dialog).findByTestId("star-insufficient")
    expect(notice.textContent).toContain("Your balance is insufficient")
    expect(
      within(notice).getByRole("link", { name: "Recharge USDT" })
    ).toHaveProperty("pathname", "/recharge")
    fireEvent.click(within(dialog).getByTestId("confirm-submit"))
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST")).toHaveLength(2)
    )
    const [a, b] = calls.filter((c) => c.method === "POST")
    expect(a.headers.get("idempotency-key")).toBe(
      b.headers.get("idempotency-key")
    )
  })

  it("warns before sending when the balance does not cover the card", async () => {
    starApi({ usdt: "20" })
    renderAt("/star")
    fireEvent.click(await screen.findByTestId("star-buy-gold"))
    const dialog = await screen.findByTestId("confirm-dialog")
    expect(
      (await within(dialog).findByTestId("star-insufficient")).textContent
    ).toContain("Your balance is insufficient")
    expect(within(dialog).getByTestId("confirm-after").textContent).toBe("—")
    // "Pay and activate" stays off: nothing is sent that cannot be paid.
    expect(within(dialog).getByTestId("confirm-submit")).toHaveProperty(
      "disabled",
      true
    )
  })

  it("applies for a loan without a card, then shows the review's status", async () => {
    let loans: LoanFields[] = []
    const calls = stubApi((call) => {
      const path = call.url.pathname
      if (call.method === "POST" && path === "/store/loans") {
        loans = [
          {
            id: "loan_1",
            card: "standard",
            status: "pending",
            principal: null,
            owed: null,
            repaid: "0.00000000",
            outstanding: null,
            reason: null,
            created_at: "2026-11-22T10:00:00.000Z",
          },
        ]
        return { status: 201, body: { loan: loans[0] } }
      }
      if (path === "/store/cards") return { body: cards(null) }
      if (path === "/store/ledger/balances")
        return { body: { balances: balances("0") } }
      if (path === "/store/loans")
        return { body: { loans, count: loans.length } }
    })
    renderAt("/star")
    const section = await screen.findByTestId("loan")
    expect(
      await within(section).findByText("You have not applied for a loan.")
    ).toBeTruthy()
    fireEvent.click(within(section).getByLabelText("Standard card"))
    fireEvent.click(within(section).getByTestId("loan-apply"))
    const dialog = await screen.findByTestId("confirm-dialog")
    confirmWithPassword(dialog, "Second0ne!")
    expect(
      (await within(section).findByTestId("loan-status")).textContent
    ).toContain("Pending review")
    expect(within(section).queryByTestId("loan-apply")).toBeNull()
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      card: "standard",
      secondary_password: "Second0ne!",
    })
  })

  it("shows a rejection with its reason, and a passed loan's owed and repaid amounts", async () => {
    starApi({
      loans: [
        {
          id: "loan_2",
          card: "gold",
          status: "rejected",
          principal: null,
          owed: null,
          repaid: "0.00000000",
          outstanding: null,
          reason: "Incomplete profile",
          created_at: "2026-11-22T10:00:00.000Z",
        },
      ],
    })
    const first = renderAt("/star")
    const status = await screen.findByTestId("loan-status")
    expect(status.textContent).toContain("Rejected")
    expect(status.textContent).toContain("Incomplete profile")
    expect(screen.getByTestId("loan-apply").textContent).toBe("Apply again")
    first.unmount()
    vi.unstubAllGlobals()

    starApi({
      card: "gold",
      loans: [
        {
          id: "loan_3",
          card: "gold",
          status: "passed",
          principal: "200.00000000",
          owed: "220.00000000",
          repaid: "22.50000000",
          outstanding: "197.50000000",
          reason: null,
          created_at: "2026-11-22T10:00:00.000Z",
        },
      ],
    })
    renderAt("/star")
    const passed = await screen.findByTestId("loan-status")
    expect(passed.textContent).toContain("Passed: repaying from bonuses")
    expect(screen.getByTestId("loan-owed").textContent).toBe("220.00 USDT")
    expect(screen.getByTestId("loan-repaid").textContent).toBe("22.50 USDT")
    expect(screen.getByTestId("loan-outstanding").textContent).toBe(
      "197.50 USDT"
    )
    expect(screen.queryByTestId("loan-apply")).toBeNull()
  })

  it("shows a loan whose funds are being transferred, with what it owes, and no new application", async () => {
    starApi({
      card: "gold",
      loans: [
        {
          id: "loan_4",
          card: "gold",
          status: "transferring",
          principal: "200.00000000",
          owed: "220.00000000",
          repaid: "0.00000000",
          outstanding: "220.00000000",
          reason: null,
          created_at: "2026-11-22T10:00:00.000Z",
        },
      ],
    })
    renderAt("/star")
    const status = await screen.findByTestId("loan-status")
    expect(status.textContent).toContain("Passed: transferring funds")
    expect(screen.getByTestId("loan-owed").textContent).toBe("220.00 USDT")
    expect(screen.queryByTestId("loan-apply")).toBeNull()
  })

  it("shows an error with retry when the cards cannot be loaded", async () => {
    stubApi(() => ({ status: 500, body: {} }))
    renderAt("/star")
    expect(
      await screen.findByText("The cards could not be loaded.")
    ).toBeTruthy()
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy()
  })
  it("shows until when a card can be refunded and what comes back, and refunds it with the secondary password and a key", async () => {
    const offer = (over: object) => ({
      id: "act_1",
      card: "standard",
      kind: "activation",
      amount: "100.00000000",
      plan_version: 1,
      status: "completed",
      created_at: "2026-11-20T10:00:00.000Z",
      refunded_at: null,
      refundable_until: "2026-11-27T10:00:00.000Z",
      refund: { amount: "100.00000000", points: "100" },
      blocked: null,
      ...over,
    })
    const calls = starApi({
      card: "standard",
      activations: [
        offer({}),
        offer({
          id: "act_0",
          blocked: "refund_period_over",
          refundable_until: "2026-10-01T10:00:00.000Z",
        }),
      ],
      post: ({ url }) =>
        url.pathname === "/store/activations/act_1/refund"
          ? { body: { refund: { amount: "100.00000000", points: "100" } } }
          : undefined,
    })
    renderAt("/star")
    const rows = await screen.findAllByTestId("refund-row")
    expect(within(rows[0]).getByTestId("refund-state").textContent).toBe(
      "Refundable"
    )
    expect(within(rows[0]).getByTestId("refund-until").textContent).toContain(
      "Nov 27, 2026"
    )
    expect(within(rows[0]).getByTestId("refund-back").textContent).toBe(
      "A refund gives you back 100.00 USDT and takes back 100 points."
    )
    expect(within(rows[1]).getByTestId("refund-why").textContent).toMatch(
      /^The cooling-off period ended on Oct 1, 2026/
    )
    expect(within(rows[1]).queryByTestId("refund-open")).toBeNull()

    fireEvent.click(within(rows[0]).getByTestId("refund-open"))
    const dialog = await screen.findByTestId("confirm-dialog")
    expect(
      within(dialog).getByTestId("refund-confirm-amount").textContent
    ).toBe("100.00 USDT")
    fireEvent.click(within(dialog).getByTestId("confirm-submit"))
    expect(
      (await within(dialog).findByTestId("error-secondary_password"))
        .textContent
    ).toBeTruthy()
    confirmWithPassword(dialog, "Second0ne!")
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === "/store/activations/act_1/refund")
      ).toBe(true)
    )
    const sent = calls.find(
      (c) => c.url.pathname === "/store/activations/act_1/refund"
    )!
    expect(sent.body).toEqual({ secondary_password: "Second0ne!" })
    expect(sent.headers.get("idempotency-key")).toBeTruthy()
    expect(
      await screen.findByText("Card refunded: the price is back in your USDT.")
    ).toBeTruthy()
  })
})
