import type { MedusaContainer } from "@medusajs/framework/types"
import { ledger } from "./services"

/** Axios options with headers, as the specs pass them to `api.get/post`. */
export type Headers = { headers: Record<string, string> }

let funding = 0

/**
 * Money for a test member, moved from the platform's adjustments account: a transfer,
 * so the supply and `ledger:verify` hold.
 */
export const fund = (
  container: MedusaContainer,
  member: string,
  amount: string,
  asset: "USDT" | "UUC" = "USDT"
) =>
  ledger(container).postEntry({
    key: `test-fund-${++funding}-${member}-${Date.now()}`,
    kind: "test_fund",
    description_key: "test.fund",
    postings: [
      { account: "platform:adjustments", asset, amount: `-${amount}` },
      { account: `member:${member}:${asset}`, asset, amount },
    ],
  })

/** Reads until `ok` holds (10 s at most), for what a subscriber or job finishes later. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean) {
  for (let i = 0; i < 100; i++) {
    const v = await read()
    if (ok(v)) return v
    await new Promise((r) => setTimeout(r, 100))
  }
  return read()
}
