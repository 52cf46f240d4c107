/**
 * The chaos test's people (`npm run chaos`, scripts/chaos.mjs runs this with
 * `medusa exec` after the app's migrations and seed): CHAOS_MEMBERS (default 24)
 * members in a three-line tree under the root, each funded with USDT and UUC, so
 * that the workload's activations, refunds, transfers, exchanges and withdrawals
 * have money to move (and points for the shop's checkout). Writes the members to CHAOS_OUT (JSON).
 */
import type { ExecArgs } from "@medusajs/framework/types"
import { writeFileSync } from "fs"
import { fundedMember, rootMemberId } from "./lib/people"

const MEMBERS = Number(process.env.CHAOS_MEMBERS || 24)
const SECOND = "ChaosSecond1"

export default async function chaosSetup({ container }: ExecArgs) {
  const root = await rootMemberId(container)
  const out: { id: string; customer_id: string; username: string }[] = []
  for (let i = 0; i < MEMBERS; i++)
    out.push(
      await fundedMember(container, {
        username: `chaos${i}`,
        // three lines: each member's sponsor is an earlier one (or the root)
        sponsor_id: i < 3 ? root : out[Math.floor((i - 3) / 3)].id,
        secondary_password: SECOND,
        // points for the checkout the chaos run kills part-way
        funds: { USDT: "5000", UUC: "500", POINTS: "100" },
      })
    )
  writeFileSync(
    process.env.CHAOS_OUT!,
    JSON.stringify({ members: out, secondary_password: SECOND })
  )
}
