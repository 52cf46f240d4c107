import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi, type Call } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const balances = {
  USDT: "120.00000000",
  USDT_HELD: "0.00000000",
  UUC: "100.00000000",
  UUC_POOL: "5.00000000",
  POINTS: "0.00000000",
}

/** Members the recipient check knows. */
const MEMBERS = ["ana", "bo"]

function walletApi(
  post: (call: Call) => { status?: number; body: unknown },
  recipient?: (call: Call) => { status?: number; body: unknown }
) {
  return stubApi((call) => {
    const path = call.url.pathname
    if (call.method === "POST" && path === "/store/transfers") return post(call)
    if (path === "/store/transfers/recipient")
      return (
        recipient?.(call) ?? {
          body: {
            exists: MEMBERS.includes(
              call.url.searchParams.get("username")!.toLowerCase()
            ),
          },
        }
      )
    if (path === "/store/ledger/balances") return { body: { balances } }
    if (path === "/store/members/me")
      return {
        body: {
          member: {
            id: "mem_1",
            username: "ana",
            wallet_address: "0x" + "ab".repeat(20),
          },
        },
      }
    if (path === "/store/transfers")
      return { body: { transfers: [], count: 0, limit: 10, offset: 0 } }
  })
}

describe("/wallet", () => {
  signedInMember("en-US")

  it("shows the balances in the locale, the wallet address and an empty transfer history", async () => {
    walletApi(() => ({ status: 500, body: {} }))
    renderAt("/wallet")
    expect((await screen.findByTestId("balance-UUC")).textContent).toBe(
      "100.00 UUC"
    )
    expect(screen.getByTestId("balance-USDT").textContent).toBe("120.00 USDT")
    expect((await screen.findByTestId("wallet-address")).textContent).toBe(
      "0x" + "ab".repeat(20)
    )
    expect(
      await screen.findByText(
        "No transfers yet. Send UUC to a member with the form above."
      )
    ).toBeTruthy()
  })

  it("checks the amount before sending: empty, decimals, balance", async () => {
    const calls = walletApi(() => ({ status: 500, body: {} }))
    renderAt("/wallet")
    await screen.findByTestId("balance-UUC")
    fireEvent.change(screen.getByLabelText("Recipient's username"), {
      target: { value: "bo" },
    })
    const submit = screen.getByTestId("transfer-submit")
    fireEvent.click(submit)
    expect((await screen.findByTestId("error-amount")).textContent).toBe(
      "Please enter an amount"
    )
    const amount = screen.getByLabelText("Amount (UUC)")
    fireEvent.change(amount, { target: { value: "1.123456789" } })
    fireEvent.click(submit)
    expect(screen.getByTestId("error-amount").textContent).toBe(
      "At most 8 decimal places are allowed"
    )
    fireEvent.change(amount, { target: { value: "100.00000001" } })
    fireEvent.click(submit)
    expect(screen.getByTestId("error-amount").textContent).toBe(
      "Your balance is insufficient"
    )
    expect(screen.queryByTestId("confirm-dialog")).toBeNull()
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0)
  })

  it("confirms with the secondary password, retries with the same Idempotency-Key and shows a receipt", async () => {
    let attempt = 0
    const calls = walletApi((call) => {
      attempt++
      if (attempt === 1)
        return {
          status: 400,
          body: {
            code: "secondary_password_invalid",
            message: "The secondary password is incorrect",
            field: "secondary_password",
          },
        }
      if (attempt === 2) return { status: 502, body: {} }
      const body = call.body as { to_username: string; amount: string }
      return {
        status: 201,
        body: {
          transfer: {
            id: "tr_1",
            to_username: body.to_username,
            amount: body.amount,
            created_at: new Date().toISOString(),
          },
        },
      }
    })
    renderAt("/wallet")
    await screen.findByTestId("balance-UUC")
    fireEvent.change(screen.getByLabelText("Recipient's username"), {
      target: { value: "bo" },
    })
    fireEvent.change(screen.getByLabelText("Amount (UUC)"), {
      target: { value: "12.5" },
    })
    fireEvent.click(screen.getByTestId("transfer-submit"))
    const dialog = await screen.findByTestId("confirm-dialog")
    expect(within(dialog).getByTestId("confirm-recipient").textContent).toBe(
      "bo"
    )
    expect(dialog.textContent).toContain("12.50 UUC")
    fireEvent.click(within(dialog).getByTestId("confirm-submit"))
    expect(
      (await within(dialog).findByTestId("error-secondary_password"))
        .textContent
    ).toBe("Password cannot be empty")

    const password = within(dialog).getByLabelText("Secondary password")
    fireEvent.change(password, { target: { value: "wrong" } })
    fireEvent.click(within(dialog).getByTestId("confirm-submit"))
    await waitFor(() =>
      expect(
        within(dialog).getByTestId("error-secondary_password").textContent
      ).toBe("The secondary password is incorrect")
    )
    fireEvent.change(password, { target: { value: "Second0ne!" } })
    fireEvent.click(within(dialog).getByTestId("confirm-submit"))
    await within(dialog).findByTestId("confirm-error")
    fireEvent.click(within(dialog).getByTestId("confirm-submit"))
    await screen.findByTestId("receipt")

    const posts = calls.filter((c) => c.method === "POST")
    expect(posts).toHaveLength(3)
    const keys = posts.map((c) => c.headers.get("idempotency-key"))
    expect(keys.every(Boolean)).toBe(true)
    // The wrong password was another action; the lost answer was retried as itself.
    expect(keys[1]).not.toBe(keys[0])
    expect(keys[2]).toBe(keys[1])
    expect(posts[2].body).toEqual({
      to_username: "bo",
      amount: "12.5",
      secondary_password: "Second0ne!",
    })
    expect(screen.getByTestId("receipt").textContent).toContain("12.50 UUC")
    expect(screen.getByTestId("toast-success").textContent).toContain(
      "Transfer completed."
    )
  })

  const fillTransfer = async (username: string) => {
    await screen.findByTestId("balance-UUC")
    fireEvent.change(screen.getByLabelText("Recipient's username"), {
      target: { value: username },
    })
    fireEvent.change(screen.getByLabelText("Amount (UUC)"), {
      target: { value: "5" },
    })
    fireEvent.click(screen.getByTestId("transfer-submit"))
  }

  it("says an unknown recipient before asking for the secondary password", async () => {
    const calls = walletApi(() => ({ status: 500, body: {} }))
    renderAt("/wallet")
    await fillTransfer("nobody")
    expect((await screen.findByTestId("error-to_username")).textContent).toBe(
      "The recipient does not exist"
    )
    expect(screen.queryByTestId("confirm-dialog")).toBeNull()
    const lookup = calls.find(
      (c) => c.url.pathname === "/store/transfers/recipient"
    )!
    expect(lookup.url.searchParams.get("username")).toBe("nobody")
    expect(lookup.headers.get("authorization")).toMatch(/^Bearer /)
    expect(calls.some((c) => c.method === "POST")).toBe(false)
  })

  it("says a transfer to oneself at once, without a lookup", async () => {
    const calls = walletApi(() => ({ status: 500, body: {} }))
    renderAt("/wallet")
    await screen.findByText("0x" + "ab".repeat(20))
    await fillTransfer("Ana")
    expect((await screen.findByTestId("error-to_username")).textContent).toBe(
      "You cannot transfer to yourself"
    )
    expect(screen.queryByTestId("confirm-dialog")).toBeNull()
    expect(
      calls.some((c) => c.url.pathname === "/store/transfers/recipient")
    ).toBe(false)
  })

  it("says too many checks under the recipient, and asks for no password", async () => {
    walletApi(
      () => ({ status: 500, body: {} }),
      () => ({
        status: 429,
        body: {
          code: "too_many_lookups",
          message: "Too many checks in a short time: please wait a minute",
        },
      })
    )
    renderAt("/wallet")
    await fillTransfer("bo")
    expect((await screen.findByTestId("error-to_username")).textContent).toBe(
      "Too many checks in a short time: please wait a minute"
    )
    expect(screen.queryByTestId("confirm-dialog")).toBeNull()
  })
})
