import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const BEP = "0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c"
const POLY = "0x7c1e3fb0a9d4e2c85b6f1a2d9e3c4b5a6f708192"
const pending = {
  id: "rch_1",
  amount: "200.00000000",
  chain: "BEP20",
  tx_hash: "0x" + "a".repeat(64),
  to_address: BEP,
  status: "pending",
  reason: null,
  created_at: "2026-11-22T10:00:00.000Z",
}

describe("/recharge", () => {
  signedInMember("zh-CN")

  it("shows the chain's full address and the warning, and a pending check as an info toast", async () => {
    let listFails = true
    stubApi(({ url }) => {
      if (url.pathname === "/store/chain-addresses")
        return {
          body: {
            chain_addresses: [
              { chain: "BEP20", address: BEP },
              { chain: "POLYGON", address: POLY },
            ],
            recharge_links: [
              { id: "l1", title: "Buy USDT", url: "https://example.com" },
            ],
          },
        }
      if (url.pathname === "/store/recharges") {
        if (listFails) {
          listFails = false
          return { status: 500, body: {} }
        }
        return {
          body: { recharges: [pending], count: 1, limit: 10, offset: 0 },
        }
      }
      if (url.pathname === "/store/recharges/rch_1")
        return {
          body: {
            recharge: pending,
            code: "not_detected",
            message: "Not detected, please try again later",
          },
        }
    })
    renderAt("/recharge")
    expect((await screen.findByTestId("receiving-address")).textContent).toBe(
      BEP
    )
    expect(screen.getByTestId("chain-warning").textContent).toContain("BEP20")
    fireEvent.click(screen.getByTestId("chain-POLYGON"))
    expect(screen.getByTestId("receiving-address").textContent).toBe(POLY)
    expect(screen.getByRole("link", { name: "Buy USDT" })).toBeTruthy()

    // The list's error state retries.
    fireEvent.click(await screen.findByRole("button", { name: "重试" }))
    fireEvent.click(await screen.findByTestId("recharge-check"))
    expect((await screen.findByTestId("toast-info")).textContent).toContain(
      "未检测到，请稍后再试"
    )
    expect(screen.queryByTestId("toast-error")).toBeNull()
  })

  it("shows the member's own deposit address with its QR and confirmations when the chain is watched, and nothing of it otherwise", async () => {
    const OWN = "0x695f95b8063f0f3aa32ed32c064e48a17da491b5"
    stubApi(({ url }) => {
      if (url.pathname === "/store/chain-addresses")
        return {
          body: {
            chain_addresses: [{ chain: "BEP20", address: BEP }],
            recharge_links: [],
          },
        }
      if (url.pathname === "/store/deposit-addresses")
        return {
          body: {
            deposit_addresses: [
              {
                chain: "BEP20",
                address: OWN,
                token: "0x55d398326f99059ff775485246999027b3197955",
                confirmations: 15,
              },
            ],
          },
        }
      if (url.pathname === "/store/recharges")
        return { body: { recharges: [], count: 0, limit: 10, offset: 0 } }
    })
    renderAt("/recharge")
    expect((await screen.findByTestId("deposit-address")).textContent).toBe(OWN)
    const card = screen.getByTestId("deposit-address-card")
    expect(card.textContent).toContain("15 个区块确认")
    expect(
      screen.getByRole("img", { name: "您的 BEP20 专属充值地址二维码" })
    ).toBeTruthy()
    expect(screen.getByTestId("chain-warning").textContent).toContain("BEP20")
    // Polygon is not watched here: no own address, the shared one stays.
    fireEvent.click(screen.getByTestId("chain-POLYGON"))
    expect(screen.queryByTestId("deposit-address")).toBeNull()
    expect(screen.getByTestId("no-address")).toBeTruthy()
  })
})
