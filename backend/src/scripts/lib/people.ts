/**
 * Members for the `medusa exec` scripts of the benchmarks and the chaos test:
 * registered through the members plugin's workflow and funded through the ledger
 * (a `test_fund` entry from `platform:adjustments`), as the HTTP tests do.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { LedgerModuleService } from "@uuc/ledger/ledger-api"

type Members = {
  findByUsername(u: string): Promise<{ id: string } | null>
  getMember(id: string): Promise<{ customer_id: string }>
}

export const rootMemberId = async (container: MedusaContainer) =>
  (
    await container
      .resolve<Members>("members")
      .findByUsername(process.env.ROOT_USERNAME!)
  )?.id ?? null

/** Registers `username` under `sponsor_id` and credits it `funds` (asset → amount). */
export async function fundedMember(
  container: MedusaContainer,
  input: {
    username: string
    sponsor_id: string | null
    secondary_password: string
    funds: Record<string, string>
  }
): Promise<{ id: string; customer_id: string; username: string }> {
  const { registerMemberWorkflow } = await import("@uuc/members/workflows")
  const { result } = await registerMemberWorkflow(container).run({
    input: {
      username: input.username,
      password: "Passw0rdXyz",
      secondary_password: input.secondary_password,
      security_question: "q",
      security_answer: "a",
      phone: null,
      nickname: input.username,
      sponsor_id: input.sponsor_id,
    },
  })
  const { customer_id } = await container
    .resolve<Members>("members")
    .getMember(result.id)
  const ledger = container.resolve<LedgerModuleService>("ledger")
  for (const [asset, amount] of Object.entries(input.funds))
    await ledger.postEntry({
      key: `script-fund-${asset}-${result.id}`,
      kind: "test_fund",
      description_key: "test.fund",
      postings: [
        { account: "platform:adjustments", asset, amount: `-${amount}` },
        { account: `member:${result.id}:${asset}`, asset, amount },
      ],
    })
  return { id: result.id, customer_id, username: input.username }
}
