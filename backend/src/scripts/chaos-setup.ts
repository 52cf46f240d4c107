/**
 * The chaos test's people (`npm run chaos`, scripts/chaos.mjs runs this with
 * `medusa exec` after the app's migrations and seed): CHAOS_MEMBERS (default 24)
 * members in a three-line tree under the root, each funded through the ledger with
 * USDT and UUC, so that the workload's activations, refunds, transfers, exchanges
 * and withdrawals have money to move. Writes the members to CHAOS_OUT (JSON).
 */
import type { ExecArgs } from "@medusajs/framework/types"
import { writeFileSync } from "fs"

const MEMBERS = Number(process.env.CHAOS_MEMBERS || 24)
const SECOND = "ChaosSecond1"

type Members = {
  findByUsername(u: string): Promise<{ id: string } | null>
  getMember(id: string): Promise<{ customer_id: string }>
}
type Ledger = {
  postEntry(input: {
    key: string
    kind: string
    description_key: string
    postings: { account: string; asset: string; amount: string }[]
  }): Promise<unknown>
}

export default async function chaosSetup({ container }: ExecArgs) {
  const { registerMemberWorkflow } = await import("@uuc/members/workflows")
  const members = container.resolve<Members>("members")
  const ledger = container.resolve<Ledger>("ledger")
  const root = await members.findByUsername(process.env.ROOT_USERNAME!)
  const out: { id: string; customer_id: string; username: string }[] = []
  for (let i = 0; i < MEMBERS; i++) {
    // three lines: each member's sponsor is an earlier one (or the root)
    const sponsor = i < 3 ? root?.id : out[Math.floor((i - 3) / 3)].id
    const username = `chaos${i}`
    const { result } = await registerMemberWorkflow(container).run({
      input: {
        username,
        password: "Passw0rdXyz",
        secondary_password: SECOND,
        security_question: "q",
        security_answer: "a",
        phone: null,
        nickname: username,
        sponsor_id: sponsor ?? null,
      },
    })
    const { customer_id } = await members.getMember(result.id)
    for (const [asset, amount] of [
      ["USDT", "5000"],
      ["UUC", "500"],
    ])
      await ledger.postEntry({
        key: `chaos-fund-${asset}-${result.id}`,
        kind: "test_fund",
        description_key: "test.fund",
        postings: [
          { account: "platform:adjustments", asset, amount: `-${amount}` },
          { account: `member:${result.id}:${asset}`, asset, amount },
        ],
      })
    out.push({ id: result.id, customer_id, username })
  }
  writeFileSync(
    process.env.CHAOS_OUT!,
    JSON.stringify({ members: out, secondary_password: SECOND })
  )
}
