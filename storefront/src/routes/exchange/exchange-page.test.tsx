import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { confirmWithPassword } from "../../test/confirm"
import { signedInMember } from "../../test/describe-hooks"

const ADDRESS = "0x" + "1234567890abcdef".repeat(2) + "12345678"
const rules = (over: object = {}) => ({
  min: "50",
  per_day: 1,
  closed_weekdays: [6, 0],
  timezone: "UTC",
  fee_rate: "0.10",
  reduced_fee_rate: "0.05",
  reduced_fee_min_direct: 3,
  active_direct_count: 1,
  chains: ["BEP20", "POLYGON"],
  chain_decimals: { BEP20: 18, POLYGON: 6 },
  today: "2026-11-23",
  closed_today: false,
  used_today: 0,
  borrowing: false,
  available: "120.00000000",
  ...over,
})

function api(ruleOver: object = {}) {
  let usdt = "120.00000000"
  return stubApi((call) => {
    const path = call.url.pathname
    if (call.method === "POST" && path === "/store/withdrawals") {
      usdt = "60.00000000"
      const body = call.body as {
        amount: string
        chain: string
        address: string
      }
      return {
        status: 201,
        body: {
          withdrawal: {
            id: "wd_1",
            ...body,
            fee: "6.00000000",
            fee_rate: "0.10",
            net: "54.00000000",
            status: "pending",
            payout_tx_hash: null,
            reason: null,
            created_at: "2026-11-23T10:00:00.000Z",
          },
        },
      }
    }
    if (path === "/store/withdrawals/rules")
      return { body: { rules: rules(ruleOver) } }
    if (path === "/store/ledger/balances")
      return {
        // After the withdrawal the new balance arrives a little later.
        delay: usdt === "120.00000000" ? 0 : 300,
        body: {
          balances: {
            USDT: usdt,
            USDT_HELD: "0.00000000",
            UUC: "0.00000000",
            UUC_POOL: "0.00000000",
            POINTS: "0.00000000",
          },
        },
      }
    if (path === "/store/members/me")
      return {
        body: { member: { id: "m", username: "ana", wallet_address: null } },
      }
    if (path === "/store/withdrawals")
      return {
        body: {
          withdrawals: [
            {
              id: "wd_0",
              amount: "80.00000000",
              fee: "8.00000000",
              fee_rate: "0.10",
              net: "72.00000000",
              chain: "BEP20",
              address: ADDRESS,
              status: "rejected",
              payout_tx_hash: null,
              reason: "Wrong chain",
              created_at: "2026-11-20T10:00:00.000Z",
            },
          ],
          count: 1,
          limit: 10,
          offset: 0,
        },
      }
  })
}

describe("/exchange (cash-out)", () => {
  signedInMember("en-US")

  it("shows the rules, refuses less than the minimum, confirms with fee, net, chain and the full address", async () => {
    const calls = api()
    renderAt("/exchange")
    const card = await screen.findByTestId("withdraw-rules")
    expect(card.textContent).toContain("The minimum withdrawal is 50.00 USDT.")
    expect(card.textContent).toContain("Saturday and Sunday")
    expect(card.textContent).toContain(
      "Service charge: 10% of the amount (5% with at least 3"
    )
    const history = await screen.findByTestId("withdraw-history")
    expect(history.textContent).toContain("Rejected")
    expect(history.textContent).toContain("Reason: Wrong chain")

    fireEvent.change(screen.getByLabelText("Amount (USDT)"), {
      target: { value: "49.99" },
    })
    fireEvent.change(screen.getByLabelText("Receiving wallet address"), {
      target: { value: ADDRESS },
    })
    fireEvent.click(screen.getByTestId("withdraw-submit"))
    // The rules card's figure and symbol, not "50 USD".
    expect(screen.getByTestId("error-amount").textContent).toBe(
      "The minimum withdrawal is 50.00 USDT"
    )
    fireEvent.change(screen.getByLabelText("Amount (USDT)"), {
      target: { value: "60" },
    })
    fireEvent.click(screen.getByTestId("withdraw-submit"))
    const dialog = await screen.findByTestId("confirm-dialog")
    expect(within(dialog).getByTestId("confirm-amount").textContent).toBe(
      "60.00 USDT"
    )
    expect(within(dialog).getByTestId("confirm-fee").textContent).toBe(
      "6.00 USDT"
    )
    expect(within(dialog).getByTestId("confirm-net").textContent).toBe(
      "54.00 USDT"
    )
    expect(within(dialog).getByTestId("confirm-chain").textContent).toBe(
      "BEP20"
    )
    expect(within(dialog).getByTestId("confirm-address").textContent).toBe(
      ADDRESS
    )
    expect(dialog.textContent).toContain("incorrect chain are lost")
    confirmWithPassword(dialog, "Second0ne!")
    const receipt = await screen.findByTestId("receipt")
    expect(receipt.textContent).toContain("Pending review")
    expect(within(receipt).getByTestId("receipt-net").textContent).toBe(
      "54.00 USDT"
    )
    // The new balance, read after the withdrawal (never the one before).
    expect(within(receipt).getByTestId("receipt-balance").textContent).not.toBe(
      "120.00 USDT"
    )
    await waitFor(() =>
      expect(within(receipt).getByTestId("receipt-balance").textContent).toBe(
        "60.00 USDT"
      )
    )
    const post = calls.find((c) => c.method === "POST")!
    expect(post.body).toEqual({
      amount: "60",
      chain: "BEP20",
      address: ADDRESS,
      secondary_password: "Second0ne!",
    })
    expect(post.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("says why a withdrawal cannot be asked today and disables the form", async () => {
    api({ closed_today: true })
    renderAt("/exchange")
    expect((await screen.findByTestId("withdraw-blocked")).textContent).toBe(
      "Withdrawals are closed on this day of the week"
    )
    expect(
      (screen.getByTestId("withdraw-submit") as HTMLButtonElement).disabled
    ).toBe(true)
  })

  it("tells a borrowing member the spec's message", async () => {
    api({ borrowing: true })
    renderAt("/exchange")
    expect((await screen.findByTestId("withdraw-blocked")).textContent).toBe(
      "You are currently a borrowing user and unable to withdraw funds"
    )
  })
})

describe("/exchange?tab=swap", () => {
  signedInMember("en-US")

  it("previews what arrives at the price and holds selling to the 2:1 rule", async () => {
    const calls = stubApi(({ url, method }) => {
      if (method === "POST") return { status: 500, body: {} }
      if (url.pathname === "/store/ledger/balances")
        return {
          body: {
            balances: {
              USDT: "10.00000000",
              USDT_HELD: "0.00000000",
              UUC: "1000.00000000",
              UUC_POOL: "0.00000000",
              POINTS: "0.00000000",
            },
          },
        }
      if (url.pathname === "/store/exchanges")
        return {
          body: {
            exchanges: [],
            count: 0,
            limit: 10,
            offset: 0,
            limits: {
              price: "0.01000000",
              bought: "400.00000000",
              sold: "50.00000000",
              sellable: "150.00000000",
              sell_share_of_bought: "0.5",
            },
          },
        }
    })
    renderAt("/exchange?tab=swap")
    const limits = await screen.findByTestId("exchange-limits")
    expect(limits.textContent).toContain("1 UUC = 0.01 USDT")
    expect(limits.textContent).toContain("You can sell up to 150.00 UUC")
    expect(
      await screen.findByText(
        "No exchanges yet. Use the form above to exchange USDT and UUC."
      )
    ).toBeTruthy()
    const amount = screen.getByLabelText("Amount to pay (USDT)")
    fireEvent.change(amount, { target: { value: "-5" } })
    // A negative amount previews nothing (not "-500.00 UUC") and is called what it is.
    expect(screen.getByText("You receive:").textContent).toContain("0.00 UUC")
    fireEvent.click(screen.getByTestId("swap-submit"))
    expect(screen.getByTestId("error-swap_amount").textContent).toBe(
      "The amount must be greater than zero"
    )
    fireEvent.change(amount, { target: { value: "" } })
    fireEvent.click(screen.getByTestId("swap-submit"))
    expect(screen.getByTestId("error-swap_amount").textContent).toBe(
      "Please enter an amount"
    )
    fireEvent.change(amount, { target: { value: "2.5" } })
    expect(screen.getByText("You receive:").textContent).toContain("250.00 UUC")

    fireEvent.click(screen.getByTestId("swap-from-UUC"))
    fireEvent.change(screen.getByLabelText("Amount to pay (UUC)"), {
      target: { value: "151" },
    })
    expect(screen.getByText("You receive:").textContent).toContain("1.51 USDT")
    fireEvent.click(screen.getByTestId("swap-submit"))
    expect(screen.getByTestId("error-swap_amount").textContent).toBe(
      "You can sell at most half of the UUC you have bought"
    )
    expect(screen.queryByTestId("confirm-dialog")).toBeNull()
    fireEvent.change(screen.getByLabelText("Amount to pay (UUC)"), {
      target: { value: "150" },
    })
    fireEvent.click(screen.getByTestId("swap-submit"))
    expect(await screen.findByTestId("confirm-dialog")).toBeTruthy()
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0)
  })
})
